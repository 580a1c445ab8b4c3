import { ZCreatePaymentInput, ZForm16aInput, ZTdsQuery } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { novemberStatement, paymentFixture } from "../../../test/payment-fixture";
import { invoiceBalances } from "./invoice-balance";
import { paymentReceipt } from "./payment-receipt";
import { deletePayment, listPayments, recordPayment } from "./payments";
import { getTdsReport, setForm16a } from "./tds-report";

const { db, app, company, refusal } = paymentFixture();

/** 319.48 received and 194C TDS of 2% on 326.00 (6.52) kept: the gross is the invoice's payable. */
const payWithTds = (
  session: Parameters<typeof recordPayment>[1],
  invoiceId: string,
  amount: string,
  tds: string,
) =>
  recordPayment(
    db(),
    session,
    ZCreatePaymentInput.parse({
      invoiceId,
      date: "2026-11-22",
      amount,
      mode: "bank",
      reference: "NEFT 1",
      tds: { section: "194C", rate: "2", amount: tds },
    }),
  );

describe("TDS kept by the customer", () => {
  it("clears the balance exactly with net + TDS, prints both on the receipt and the statement", async () => {
    const a = await company("tds-a@kerf.test");
    const inv = await a.invoice("2026-11-21");
    expect(inv.payable).toBe("326.00");
    // One paisa too many in all: refused, naming both parts.
    const over = await refusal(payWithTds(a.session, inv.id, "319.49", "6.52"));
    expect(over).toMatchObject({
      kind: "BAD_REQUEST",
      message: "The amount 319.49 and the TDS 6.52 (326.01) are more than the balance due of 326.00",
    });
    const p = await payWithTds(a.session, inv.id, "319.48", "6.52");
    expect(p).toMatchObject({
      amount: "319.48",
      gross: "326.00",
      tds: { section: "194C", rate: "2.00", amount: "6.52" },
      form16a: null,
    });
    expect((await invoiceBalances(db(), a.session.companyId, [inv.id])).get(inv.id)).toEqual({
      payable: "326.00",
      credited: "0.00",
      paid: "326.00",
      balance: "0.00",
      paymentStatus: "Paid",
    });
    const receipt = await paymentReceipt(db(), a.session, p.id);
    expect([
      receipt.payment.gross,
      receipt.payment.tds?.amount,
      receipt.payment.amount,
      receipt.balance,
    ]).toEqual(["326.00", "6.52", "319.48", "0.00"]);
    expect(receipt.amountInWords).toBe("Rupees Three Hundred Nineteen and Forty Eight Paise Only");
    const statement = (await novemberStatement(app(), a.draftId, a.token)).body.data;
    expect(statement.entries[1]).toMatchObject({
      kind: "payment",
      credit: "326.00",
      details: "Against INV/26-27/0001, Bank transfer, NEFT 1, 319.48 received + TDS u/s 194C 6.52",
    });
    expect(statement.closing).toBe("0.00");
    // Deleting the payment gives the whole gross back.
    await deletePayment(db(), a.session, { id: p.id, reason: "Wrong invoice" });
    expect((await listPayments(db(), a.session, inv.id)).balance).toBe("326.00");
  });

  it("reports each customer's TDS by quarter, with the Form 16A tick in the audit trail", async () => {
    const a = await company("tds-report@kerf.test");
    const b = await company("tds-report-b@kerf.test");
    const inv = await a.invoice("2026-11-21");
    const p = await payWithTds(a.session, inv.id, "100.00", "2.00");
    await recordPayment(
      db(),
      a.session,
      ZCreatePaymentInput.parse({ invoiceId: inv.id, date: "2026-11-22", amount: "10", mode: "cash" }),
    );
    const q3 = await getTdsReport(db(), a.session, ZTdsQuery.parse({ period: "2026-27-Q3" }));
    expect(q3).toMatchObject({ period: "2026-27-Q3", from: "2026-10-01", to: "2026-12-31" });
    expect(q3.tdsAmount).toBe("2.00");
    expect(q3.tdsPending).toBe("2.00");
    expect(q3.customers).toHaveLength(1);
    expect(q3.customers[0]?.payments).toEqual([
      expect.objectContaining({
        number: p.number,
        gross: "102.00",
        amount: "100.00",
        tdsAmount: "2.00",
        form16a: null,
      }),
    ]);
    const q2 = await getTdsReport(db(), a.session, ZTdsQuery.parse({ period: "2026-27-Q2" }));
    expect(q2.customers).toEqual([]);
    expect(
      (await getTdsReport(db(), b.session, ZTdsQuery.parse({ period: "2026-27-Q3" }))).customers,
    ).toEqual([]);

    const ticked = await setForm16a(
      db(),
      a.session,
      ZForm16aInput.parse({ paymentId: p.id, form16a: { received: true, certificateNumber: " ABCDEFG " } }),
    );
    expect(ticked.form16a?.certificateNumber).toBe("ABCDEFG");
    const after = await getTdsReport(db(), a.session, ZTdsQuery.parse({ period: "2026-27-Q3" }));
    expect([after.tdsAmount, after.tdsPending]).toEqual(["2.00", "0.00"]);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["kind", "after"])
      .where("entityId", "=", p.id)
      .orderBy("seq")
      .execute();
    expect(audit.map((r) => r.kind)).toEqual(["payment.recorded", "payment.tdsCertificate"]);
    expect(audit[0]?.after).toMatchObject({ tds: { section: "194C", amount: "2.00" } });
    expect(audit[1]?.after).toMatchObject({ form16a: { certificateNumber: "ABCDEFG" } });

    // Another company cannot tick it; a payment without TDS has no Form 16A.
    expect(
      await refusal(setForm16a(db(), b.session, { paymentId: p.id, form16a: { received: false } })),
    ).toMatchObject({ kind: "NOT_FOUND" });
    const plain = (await listPayments(db(), a.session, inv.id)).payments[1]!;
    expect(
      await refusal(setForm16a(db(), a.session, { paymentId: plain.id, form16a: { received: false } })),
    ).toMatchObject({ kind: "CONFLICT", message: "This payment has no TDS: it has no Form 16A" });
    const unticked = await setForm16a(db(), a.session, { paymentId: p.id, form16a: { received: false } });
    expect(unticked.form16a).toBeNull();
  });

  it("reads quarters of the financial year", async () => {
    const { quarterDates, quarterOf } = await import("@kerf/core");
    expect(quarterOf("2026-04-01")).toBe("2026-27-Q1");
    expect(quarterOf("2026-09-30")).toBe("2026-27-Q2");
    expect(quarterOf("2026-12-31")).toBe("2026-27-Q3");
    expect(quarterOf("2027-01-01")).toBe("2026-27-Q4");
    expect(quarterOf("2027-03-31")).toBe("2026-27-Q4");
    expect(quarterDates("2026-27-Q4")).toEqual({ from: "2027-01-01", to: "2027-03-31" });
    expect(quarterDates("2099-00-Q1")).toEqual({ from: "2099-04-01", to: "2099-06-30" });
    for (const bad of ["2026-28-Q1", "2026-27-Q5", "2026-27", "26-27-Q1", "3016-17-Q1"]) {
      expect(quarterDates(bad), bad).toBeNull();
    }
    expect(ZTdsQuery.safeParse({ period: "x".repeat(5000) }).success).toBe(false);
  });
});
