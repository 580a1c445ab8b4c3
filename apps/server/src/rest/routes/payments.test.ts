import { describe, expect, it } from "vitest";
import { rest, signupCompany } from "../../../test/clients";
import { useListeningApp } from "../../../test/listening-app";
import { cuttingWithoutGst, prepareOrder } from "../../../test/order-fixture";
import { novemberStatement } from "../../../test/payment-fixture";

const s = useListeningApp();

/** A company with an invoice of 326.00 dated 2026-11-21 (and a UPI ID when given); it charges cutting without GST. */
async function invoiced(email: string, upi?: { upiId: string; payeeName?: string }) {
  const { accessToken: token } = await signupCompany(s.t.app, { email });
  await cuttingWithoutGst((...a) => rest(s.t.app, ...a), token);
  const { draftId } = await prepareOrder((...a) => rest(s.t.app, ...a), s.url, token);
  if (upi) expect((await rest(s.t.app, "POST", "/setting/company", upi, token)).status).toBe(200);
  const res = await rest(s.t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
  return { token, draftId, invoice: res.body.data as Record<string, string> };
}

describe("/api/payment, /api/receivables, /api/draft/statement", () => {
  it("records, lists and deletes payments; invoices carry paid, balance, paymentStatus and upiUri", async () => {
    const { token, draftId, invoice } = await invoiced("rest-pay@kerf.test", {
      upiId: "sharmaglass@okhdfc",
      payeeName: "Sharma Glass & Co",
    });
    expect(invoice).toMatchObject({
      paid: "0.00",
      balance: "326.00",
      paymentStatus: "Unpaid",
      upiUri:
        "upi://pay?pa=sharmaglass@okhdfc&pn=Sharma%20Glass%20%26%20Co&am=326.00&cu=INR&tn=INV%2F26-27%2F0001",
    });
    const body = {
      invoiceId: invoice.id,
      date: "2026-11-22",
      amount: "126.5",
      mode: "upi",
      reference: " UTR 1234 ",
    };
    const created = await rest(s.t.app, "POST", "/payment", body, token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      isError: false,
      message: "Payment RC/26-27/0001 recorded",
      data: {
        number: "RC/26-27/0001",
        amount: "126.50",
        mode: "upi",
        reference: "UTR 1234",
        invoiceNumber: invoice.number,
      },
    });
    const one = await rest(s.t.app, "GET", `/draft/invoice?id=${invoice.id}`, undefined, token);
    expect(one.body.data).toMatchObject({
      paid: "126.50",
      balance: "199.50",
      paymentStatus: "Partly paid",
      upiUri:
        "upi://pay?pa=sharmaglass@okhdfc&pn=Sharma%20Glass%20%26%20Co&am=199.50&cu=INR&tn=INV%2F26-27%2F0001",
    });
    const list = await rest(s.t.app, "GET", "/draft/invoice", undefined, token);
    expect(list.body.data[0]).toMatchObject({ balance: "199.50", paymentStatus: "Partly paid" });

    const over = await rest(s.t.app, "POST", "/payment", { ...body, amount: 199.51 }, token);
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      isError: true,
      message: "The amount 199.51 is more than the balance due of 199.50",
      errors: { amount: "The amount 199.51 is more than the balance due of 199.50" },
    });
    const full = await rest(s.t.app, "POST", "/payment", { ...body, amount: 199.5 }, token);
    expect(full.status).toBe(201);
    const paid = await rest(s.t.app, "GET", `/draft/invoice?id=${invoice.id}`, undefined, token);
    expect(paid.body.data).toMatchObject({ balance: "0.00", paymentStatus: "Paid", upiUri: null });

    const noReason = await rest(s.t.app, "DELETE", "/payment", { id: created.body.data.id }, token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: "Say why this payment is deleted" });
    const deleted = await rest(
      s.t.app,
      "DELETE",
      "/payment",
      { id: created.body.data.id, reason: "Entered twice" },
      token,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.deleteReason).toBe("Entered twice");
    const payments = await rest(s.t.app, "GET", `/payment?invoiceId=${invoice.id}`, undefined, token);
    expect(payments.body.data).toMatchObject({
      paid: "199.50",
      balance: "126.50",
      paymentStatus: "Partly paid",
    });
    expect(
      payments.body.data.payments.map((p: { number: string; deletedAt: string | null }) => [
        p.number,
        !!p.deletedAt,
      ]),
    ).toEqual([
      ["RC/26-27/0001", true],
      ["RC/26-27/0002", false],
    ]);

    const receivables = await rest(s.t.app, "GET", "/receivables", undefined, token);
    expect(receivables.body.data.total.balance).toBe("126.50");
    expect(receivables.body.data.customers[0]).toMatchObject({ customerId: draftId, balance: "126.50" });
    const statement = await novemberStatement(s.t.app, draftId, token);
    expect(statement.body.data).toMatchObject({
      opening: "0.00",
      totalDebit: "326.00",
      totalCredit: "199.50",
      closing: "126.50",
    });
  });

  it("refuses bad input with the rule's message, and stores nothing", async () => {
    const { token, invoice } = await invoiced("rest-bad@kerf.test");
    expect(invoice.upiUri).toBeNull();
    const base = { invoiceId: invoice.id, date: "2026-11-22", amount: "10", mode: "cash" };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...base, amount: "0" }, { amount: "The amount must be more than 0" }],
      [{ ...base, amount: "-5" }, { amount: "The amount must be more than 0" }],
      [{ ...base, amount: "10.005" }, { amount: "Use at most 2 decimals" }],
      [{ ...base, amount: "ten" }, { amount: "Must be a number" }],
      [{ ...base, amount: undefined }, { amount: "Enter the amount received" }],
      [{ ...base, mode: "barter" }, { mode: "Mode must be one of cash, upi, bank, cheque, card" }],
      [{ ...base, reference: "x".repeat(101) }, { reference: "Must be at most 100 characters" }],
      [{ ...base, date: "2026-02-30" }, { date: "Invalid date" }],
    ];
    for (const [body, errors] of cases) {
      const res = await rest(s.t.app, "POST", "/payment", body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    const deletes: [Record<string, unknown>, number, Record<string, string> | string][] = [
      [{ id: invoice.id }, 400, { reason: "Say why this payment is deleted" }],
      [{ id: invoice.id, reason: "x".repeat(201) }, 400, { reason: "Must be at most 200 characters" }],
      [{ reason: "Typo" }, 400, { id: "Choose the payment" }],
      [{ id: "not-a-uuid", reason: "Typo" }, 404, "Payment not found"],
      [{ id: invoice.id, reason: "Typo" }, 404, "Payment not found"],
    ];
    for (const [body, status, expected] of deletes) {
      const res = await rest(s.t.app, "DELETE", "/payment", body, token);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (typeof expected === "string") expect(res.body.message).toBe(expected);
      else expect(res.body.errors).toEqual(expected);
    }
    const listed = await rest(s.t.app, "GET", `/payment?invoiceId=${invoice.id}`, undefined, token);
    expect(listed.body.data.payments).toEqual([]);
    const other = await invoiced("rest-bad-other@kerf.test");
    const foreign = await rest(s.t.app, "POST", "/payment", base, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Invoice not found");
    expect(
      (await rest(s.t.app, "GET", `/payment?invoiceId=${invoice.id}`, undefined, other.token)).status,
    ).toBe(404);
    expect((await rest(s.t.app, "GET", "/receivables", undefined)).status).toBe(401);
  });
});
