import { todayInIndia, ZCreatePaymentInput, ZDeletePaymentInput } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { paymentFixture } from "../../../test/payment-fixture";
import { orderState } from "../sharing/quotations";
import { addDays } from "./financial-year";
import { invoiceBalances } from "./invoice-balance";
import { paymentReceipt } from "./payment-receipt";
import { deletePayment, listPayments } from "./payments";
import { getReceivables } from "./receivables";

const { db, company, pay, refusal, rest } = paymentFixture();

const storedPayments = async (invoiceId: string) =>
  (await db().selectFrom("payments").select("id").where("invoiceId", "=", invoiceId).execute()).length;

describe("payments against an invoice", () => {
  it("takes partial payments up to the balance, exactly, and numbers receipts RC/26-27/0001...", async () => {
    const a = await company("pay-a@kerf.test");
    const inv = await a.invoice("2026-11-21");
    expect(inv.payable).toBe("326.00");
    const first = await pay(a.session, inv.id, "100.10");
    expect(first).toMatchObject({
      number: "RC/26-27/0001",
      amount: "100.10",
      date: "2026-11-22",
      mode: "cash",
    });
    // A JSON number is read as the decimal it prints as: 0.1 + 0.2 in floats would be 0.30000000000000004.
    const second = await pay(a.session, inv.id, 0.2);
    await pay(a.session, inv.id, "0.1");
    expect((await invoiceBalances(db(), a.session.companyId, [inv.id])).get(inv.id)).toEqual({
      payable: "326.00",
      credited: "0.00",
      paid: "100.40",
      balance: "225.60",
      paymentStatus: "Partly paid",
    });

    const over = await refusal(pay(a.session, inv.id, "225.61"));
    expect(over).toEqual({
      kind: "BAD_REQUEST",
      message: "The amount 225.61 is more than the balance due of 225.60",
      fieldErrors: { amount: "The amount 225.61 is more than the balance due of 225.60" },
    });
    expect(await storedPayments(inv.id)).toBe(3);

    const last = await pay(a.session, inv.id, "225.60", "2026-11-23", "upi");
    expect(last.number).toBe("RC/26-27/0004");
    const paid = await listPayments(db(), a.session, inv.id);
    expect(paid).toMatchObject({ paid: "326.00", balance: "0.00", paymentStatus: "Paid" });
    expect(paid.payments.map((p) => p.amount)).toEqual(["100.10", "0.20", "0.10", "225.60"]);
    expect((await refusal(pay(a.session, inv.id, "0.01"))).message).toBe(
      "The amount 0.01 is more than the balance due of 0.00",
    );

    // Deleting keeps the row, with the reason, and gives the balance back.
    const deleted = await deletePayment(
      db(),
      a.session,
      ZDeletePaymentInput.parse({ id: first.id, reason: "Cheque bounced" }),
    );
    expect(deleted).toMatchObject({ deleteReason: "Cheque bounced", amount: "100.10" });
    expect(deleted.deletedAt).not.toBeNull();
    const after = await listPayments(db(), a.session, inv.id);
    expect(after).toMatchObject({ paid: "225.90", balance: "100.10", paymentStatus: "Partly paid" });
    expect(after.payments).toHaveLength(4);
    const row = await db()
      .selectFrom("payments")
      .select(["deletedBy", "deleteReason"])
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deletedBy: a.session.userId, deleteReason: "Cheque bounced" });
    const again = await refusal(deletePayment(db(), a.session, { id: first.id, reason: "Twice" }));
    expect(again).toMatchObject({ kind: "CONFLICT", message: "This payment was already deleted" });

    // Each receipt says the balance just after its payment, not today's (100.10 since the deletion).
    const receipts = await Promise.all(
      [first, second, last].map((p) => paymentReceipt(db(), a.session, p.id)),
    );
    expect(receipts.map((r) => r.balance)).toEqual(["225.90", "225.70", "0.00"]);
  });

  it("refuses a date in the future or before the invoice, and any payment on a cancelled invoice", async () => {
    const a = await company("pay-dates@kerf.test");
    const inv = await a.invoice("2026-11-21");
    expect(await refusal(pay(a.session, inv.id, "10", "2026-11-20"))).toMatchObject({
      kind: "BAD_REQUEST",
      message: "The payment date cannot be before the invoice date (2026-11-21)",
    });
    const tomorrow = ZCreatePaymentInput.safeParse({
      invoiceId: inv.id,
      date: addDays(todayInIndia(), 1),
      amount: "1",
      mode: "cash",
    });
    expect(tomorrow.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["date", "The payment date cannot be in the future"],
    ]);
    await rest("DELETE", "/draft/invoice", { _id: inv.id }, a.token);
    expect(await refusal(pay(a.session, inv.id, "10"))).toMatchObject({
      kind: "CONFLICT",
      message: "A cancelled invoice takes no payments",
    });
    expect(await storedPayments(inv.id)).toBe(0);
    expect((await listPayments(db(), a.session, inv.id)).paymentStatus).toBe("Cancelled");
  });

  it("keeps an invoice with payments from being cancelled, until they are deleted", async () => {
    const a = await company("pay-cancel@kerf.test");
    const inv = await a.invoice("2026-11-21");
    const p = await pay(a.session, inv.id, "1.00");
    const refused = await rest("DELETE", "/draft/invoice", { _id: inv.id }, a.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This invoice has payments (RC/26-27/0001): delete them first, with the reason, or issue a credit note instead",
    );
    expect((await listPayments(db(), a.session, inv.id)).paymentStatus).toBe("Partly paid");
    await deletePayment(db(), a.session, { id: p.id, reason: "Refunded in cash" });
    expect((await rest("DELETE", "/draft/invoice", { _id: inv.id }, a.token)).status).toBe(200);
  });

  it("lets no other company see, pay or delete", async () => {
    const a = await company("pay-own@kerf.test");
    const b = await company("pay-other@kerf.test");
    const inv = await a.invoice("2026-11-21");
    const p = await pay(a.session, inv.id, "26");
    expect(await refusal(pay(b.session, inv.id, "1"))).toMatchObject({
      kind: "NOT_FOUND",
      message: "Invoice not found",
    });
    expect(await refusal(listPayments(db(), b.session, inv.id))).toMatchObject({ kind: "NOT_FOUND" });
    expect(await refusal(deletePayment(db(), b.session, { id: p.id, reason: "x" }))).toMatchObject({
      kind: "NOT_FOUND",
      message: "Payment not found",
    });
    expect((await invoiceBalances(db(), b.session.companyId, [inv.id])).size).toBe(0);
    expect((await getReceivables(db(), b.session)).total.balance).toBe("0.00");
    expect((await listPayments(db(), a.session, inv.id)).balance).toBe("300.00");
  });

  it("makes the order Paid once every live invoice of it is paid, Invoiced again when a payment is deleted", async () => {
    const a = await company("pay-state@kerf.test");
    const inv = await a.invoice("2026-11-21");
    const state = () => orderState(db(), a.session, a.draftId);
    expect(await state()).toBe("Invoiced");
    const p = await pay(a.session, inv.id, "326.00");
    expect(await state()).toBe("Paid");
    const second = await a.invoice("2026-11-22");
    expect(await state()).toBe("Invoiced");
    await rest("DELETE", "/draft/invoice", { _id: second.id }, a.token);
    expect(await state()).toBe("Paid");
    await deletePayment(db(), a.session, { id: p.id, reason: "Bounced" });
    expect(await state()).toBe("Invoiced");
  });

  it("never lets two payments made at once pass the balance", async () => {
    const a = await company("pay-race@kerf.test");
    const inv = await a.invoice("2026-11-21");
    const results = await Promise.allSettled([pay(a.session, inv.id, "200"), pay(a.session, inv.id, "200")]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await listPayments(db(), a.session, inv.id)).balance).toBe("126.00");
  });
});
