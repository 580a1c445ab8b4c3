import { ZCreateCreditNoteInput } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { paymentFixture } from "../../../test/payment-fixture";
import { orderState } from "../sharing/quotations";
import { issueCreditNote } from "./credit-notes";
import { deletePayment, listPayments } from "./payments";
import { bucketOf, daysBetween, getReceivables, getStatement } from "./receivables";

const { db, company, pay, refusal, rest } = paymentFixture();

describe("ageing", () => {
  it("counts whole calendar days and puts each boundary day in the lower bucket", () => {
    expect(daysBetween("2026-10-27", "2026-11-26")).toBe(30);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    const at = (days: number) => bucketOf(days);
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(at)).toEqual([
      "days0to30",
      "days0to30",
      "days31to60",
      "days31to60",
      "days61to90",
      "days61to90",
      "over90",
      "over90",
    ]);
  });
});

describe("receivables and statement", () => {
  it("ages each customer's balance by invoice date and totals it", async () => {
    const a = await company("recv@kerf.test");
    // Made in date order: an invoice is never dated before the last one of its series.
    const oldest = await a.invoice("2026-08-01");
    const older = await a.invoice("2026-10-01");
    const recent = await a.invoice("2026-11-21");
    await a.invoice("2026-11-21").then((i) => rest("DELETE", "/draft/invoice", { _id: i.id }, a.token));
    await pay(a.session, recent.id, "26.00");
    await pay(a.session, older.id, "326.00");
    await pay(a.session, oldest.id, "0.50");
    const r = await getReceivables(db(), a.session, "2026-11-26");
    const dueNow = {
      due: "625.50",
      overdue: "625.50",
      dueAgeing: {
        notDue: "0.00",
        days0to30: "300.00",
        days31to60: "0.00",
        days61to90: "0.00",
        over90: "325.50",
      },
    };
    expect(r).toEqual({
      asOf: "2026-11-26",
      customers: [
        {
          customerId: a.draftId,
          customerName: "Mehta Interiors",
          invoices: 2,
          balance: "625.50",
          ageing: { days0to30: "300.00", days31to60: "0.00", days61to90: "0.00", over90: "325.50" },
          // Credit days 0: each was due on its date, so all of it is past due (issue 31).
          ...dueNow,
        },
      ],
      total: {
        balance: "625.50",
        ageing: { days0to30: "300.00", days31to60: "0.00", days61to90: "0.00", over90: "325.50" },
        ...dueNow,
      },
    });
    // 2026-10-01 is 56 days old on 2026-11-26, 61 days on 2026-12-01, 91 on 2026-12-31.
    const del = await listPayments(db(), a.session, older.id);
    await deletePayment(db(), a.session, { id: del.payments[0]!.id, reason: "Wrong invoice" });
    const at = (today: string) => getReceivables(db(), a.session, today).then((x) => x.total.ageing);
    expect(await at("2026-11-26")).toMatchObject({ days31to60: "326.00" });
    expect(await at("2026-12-01")).toMatchObject({ days61to90: "326.00", days0to30: "300.00" });
    expect(await at("2026-12-31")).toMatchObject({
      days61to90: "0.00",
      days31to60: "300.00",
      over90: "651.50",
    });
  });

  it("lists invoices and payments with a running balance for a date range", async () => {
    const a = await company("stmt@kerf.test");
    const one = await a.invoice("2026-11-01");
    const two = await a.invoice("2026-11-21");
    await pay(a.session, one.id, "126.00", "2026-11-05", "cheque");
    await pay(a.session, two.id, "26.00", "2026-11-22", "upi");
    const s = await getStatement(db(), a.session, {
      customerId: a.draftId,
      from: "2026-11-02",
      to: "2026-11-21",
    });
    expect(s).toMatchObject({ from: "2026-11-02", to: "2026-11-21", opening: "326.00", closing: "526.00" });
    expect(s.entries.map((e) => [e.date, e.number, e.debit, e.credit, e.balance])).toEqual([
      ["2026-11-05", "RC/26-27/0001", "0.00", "126.00", "200.00"],
      ["2026-11-21", two.number, "326.00", "0.00", "526.00"],
    ]);
    expect(s.entries[0]!.details).toBe(`Against ${one.number}, Cheque`);
    const all = await getStatement(db(), a.session, { customerId: a.draftId });
    expect(all).toMatchObject({
      opening: "0.00",
      totalDebit: "652.00",
      totalCredit: "152.00",
      closing: "500.00",
    });
    expect(
      await refusal(
        getStatement(db(), a.session, { customerId: a.draftId, from: "2026-11-22", to: "2026-11-21" }),
      ),
    ).toMatchObject({
      message: "The start date must not be after the end date",
    });
  });
  it("takes a credit note off the balance, after a partial payment too, and the statement shows it", async () => {
    const a = await company("pay-credit@kerf.test");
    const inv = await a.invoice("2026-11-21");
    await pay(a.session, inv.id, "100.00", "2026-11-22");
    const note = await issueCreditNote(
      db(),
      a.session,
      ZCreateCreditNoteInput.parse({
        invoiceId: inv.id,
        reason: "Two pieces chipped",
        amount: "100.00",
        date: "2026-11-23",
      }),
    );
    expect(note.total).toBe("118.00");
    expect(await listPayments(db(), a.session, inv.id)).toMatchObject({
      payable: "326.00",
      credited: "118.00",
      paid: "100.00",
      balance: "108.00",
      paymentStatus: "Partly paid",
    });
    expect((await refusal(pay(a.session, inv.id, "108.01"))).message).toBe(
      "The amount 108.01 is more than the balance due of 108.00",
    );
    const s = await getStatement(db(), a.session, { customerId: a.draftId });
    expect(s.entries.map((e) => [e.kind, e.number, e.debit, e.credit, e.balance])).toEqual([
      ["invoice", inv.number, "326.00", "0.00", "326.00"],
      ["payment", "RC/26-27/0001", "0.00", "100.00", "226.00"],
      ["creditNote", note.number, "0.00", "118.00", "108.00"],
    ]);
    expect(s.entries[2]!.details).toBe(`Against ${inv.number}: Two pieces chipped`);
    expect((await getReceivables(db(), a.session)).total.balance).toBe("108.00");
    await pay(a.session, inv.id, "108.00", "2026-11-24");
    expect(await orderState(db(), a.session, a.draftId)).toBe("Paid");
  });
});
