import { todayInIndia, ZCreateCreditNoteInput, ZCreatePaymentInput, ZDeletePaymentInput } from "@kerf/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "../../test/clients";
import { prepareOrder } from "../../test/order-fixture";
import { createTestApp, type TestApp } from "../../test/test-app";
import { AppError } from "../errors";
import { issueCreditNote } from "./credit-notes";
import { addDays } from "./financial-year";
import { invoiceBalances } from "./invoice-balance";
import { deletePayment, listPayments, recordPayment } from "./payments";
import { orderState } from "./quotations";
import { getReceivables, getStatement } from "./receivables";
import type { SessionInfo } from "./sessions";

let t: TestApp;
let url: string;

/** A company with an order of one line (payable 326.00 once invoiced) and its session as services take it. */
async function company(email: string) {
  const { accessToken } = await signupCompany(t.app, { email });
  const order = await prepareOrder((...a) => rest(t.app, ...a), url, accessToken);
  const user = await t.testDb.db
    .selectFrom("users")
    .select(["id", "company_id"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const session: SessionInfo = { sessionId: "test", userId: user.id, companyId: user.company_id };
  const invoice = async (date: string) => {
    const res = await rest(
      t.app,
      "POST",
      "/draft/invoice",
      { draftId: order.draftId, date, allowDuplicate: true },
      accessToken,
    );
    expect(res.status).toBe(201);
    return res.body.data as { id: string; number: string; payable: string };
  };
  return { session, token: accessToken, draftId: order.draftId, invoice };
}

const pay = (
  session: SessionInfo,
  invoiceId: string,
  amount: string | number,
  date = "2026-11-22",
  mode = "cash",
) => recordPayment(t.testDb.db, session, ZCreatePaymentInput.parse({ invoiceId, date, amount, mode }));

/** The AppError a call throws: its kind and message. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { kind, message, fieldErrors } = error as AppError;
  return { kind, message, fieldErrors };
}

const storedPayments = async (invoiceId: string) =>
  (await t.testDb.db.selectFrom("payments").select("id").where("invoice_id", "=", invoiceId).execute())
    .length;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

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
    await pay(a.session, inv.id, 0.2);
    await pay(a.session, inv.id, "0.1");
    expect((await invoiceBalances(t.testDb.db, a.session.companyId, [inv.id])).get(inv.id)).toEqual({
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
    const paid = await listPayments(t.testDb.db, a.session, inv.id);
    expect(paid).toMatchObject({ paid: "326.00", balance: "0.00", paymentStatus: "Paid" });
    expect(paid.payments.map((p) => p.amount)).toEqual(["100.10", "0.20", "0.10", "225.60"]);
    expect((await refusal(pay(a.session, inv.id, "0.01"))).message).toBe(
      "The amount 0.01 is more than the balance due of 0.00",
    );

    // Deleting keeps the row, with the reason, and gives the balance back.
    const deleted = await deletePayment(
      t.testDb.db,
      a.session,
      ZDeletePaymentInput.parse({ id: first.id, reason: "Cheque bounced" }),
    );
    expect(deleted).toMatchObject({ deleteReason: "Cheque bounced", amount: "100.10" });
    expect(deleted.deletedAt).not.toBeNull();
    const after = await listPayments(t.testDb.db, a.session, inv.id);
    expect(after).toMatchObject({ paid: "225.90", balance: "100.10", paymentStatus: "Partly paid" });
    expect(after.payments).toHaveLength(4);
    const row = await t.testDb.db
      .selectFrom("payments")
      .select(["deleted_by", "delete_reason"])
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleted_by: a.session.userId, delete_reason: "Cheque bounced" });
    const again = await refusal(deletePayment(t.testDb.db, a.session, { id: first.id, reason: "Twice" }));
    expect(again).toMatchObject({ kind: "CONFLICT", message: "This payment was already deleted" });
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
    await rest(t.app, "DELETE", "/draft/invoice", { _id: inv.id }, a.token);
    expect(await refusal(pay(a.session, inv.id, "10"))).toMatchObject({
      kind: "CONFLICT",
      message: "A cancelled invoice takes no payments",
    });
    expect(await storedPayments(inv.id)).toBe(0);
    expect((await listPayments(t.testDb.db, a.session, inv.id)).paymentStatus).toBe("Cancelled");
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
    expect(await refusal(listPayments(t.testDb.db, b.session, inv.id))).toMatchObject({ kind: "NOT_FOUND" });
    expect(await refusal(deletePayment(t.testDb.db, b.session, { id: p.id, reason: "x" }))).toMatchObject({
      kind: "NOT_FOUND",
      message: "Payment not found",
    });
    expect((await invoiceBalances(t.testDb.db, b.session.companyId, [inv.id])).size).toBe(0);
    expect((await getReceivables(t.testDb.db, b.session)).total.balance).toBe("0.00");
    expect((await listPayments(t.testDb.db, a.session, inv.id)).balance).toBe("300.00");
  });

  it("makes the order Paid once every live invoice of it is paid, Invoiced again when a payment is deleted", async () => {
    const a = await company("pay-state@kerf.test");
    const inv = await a.invoice("2026-11-21");
    const state = () => orderState(t.testDb.db, a.session, a.draftId);
    expect(await state()).toBe("Invoiced");
    const p = await pay(a.session, inv.id, "326.00");
    expect(await state()).toBe("Paid");
    const second = await a.invoice("2026-11-22");
    expect(await state()).toBe("Invoiced");
    await rest(t.app, "DELETE", "/draft/invoice", { _id: second.id }, a.token);
    expect(await state()).toBe("Paid");
    await deletePayment(t.testDb.db, a.session, { id: p.id, reason: "Bounced" });
    expect(await state()).toBe("Invoiced");
  });

  it("takes a credit note off the balance, after a partial payment too, and the statement shows it", async () => {
    const a = await company("pay-credit@kerf.test");
    const inv = await a.invoice("2026-11-21");
    await pay(a.session, inv.id, "100.00", "2026-11-22");
    const note = await issueCreditNote(
      t.testDb.db,
      a.session,
      ZCreateCreditNoteInput.parse({
        invoiceId: inv.id,
        reason: "Two pieces chipped",
        amount: "100.00",
        date: "2026-11-23",
      }),
    );
    expect(note.total).toBe("118.00");
    expect(await listPayments(t.testDb.db, a.session, inv.id)).toMatchObject({
      payable: "326.00",
      credited: "118.00",
      paid: "100.00",
      balance: "108.00",
      paymentStatus: "Partly paid",
    });
    expect((await refusal(pay(a.session, inv.id, "108.01"))).message).toBe(
      "The amount 108.01 is more than the balance due of 108.00",
    );
    const s = await getStatement(t.testDb.db, a.session, { draftId: a.draftId });
    expect(s.entries.map((e) => [e.kind, e.number, e.debit, e.credit, e.balance])).toEqual([
      ["invoice", inv.number, "326.00", "0.00", "326.00"],
      ["payment", "RC/26-27/0001", "0.00", "100.00", "226.00"],
      ["creditNote", note.number, "0.00", "118.00", "108.00"],
    ]);
    expect(s.entries[2]!.details).toBe(`Against ${inv.number}: Two pieces chipped`);
    expect((await getReceivables(t.testDb.db, a.session)).total.balance).toBe("108.00");
    await pay(a.session, inv.id, "108.00", "2026-11-24");
    expect(await orderState(t.testDb.db, a.session, a.draftId)).toBe("Paid");
  });

  it("never lets two payments made at once pass the balance", async () => {
    const a = await company("pay-race@kerf.test");
    const inv = await a.invoice("2026-11-21");
    const results = await Promise.allSettled([pay(a.session, inv.id, "200"), pay(a.session, inv.id, "200")]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await listPayments(t.testDb.db, a.session, inv.id)).balance).toBe("126.00");
  });
});

describe("receivables and statement", () => {
  it("ages each customer's balance by invoice date and totals it", async () => {
    const a = await company("recv@kerf.test");
    const recent = await a.invoice("2026-11-21");
    const older = await a.invoice("2026-10-01");
    const oldest = await a.invoice("2026-08-01");
    await a
      .invoice("2026-11-21")
      .then((i) => rest(t.app, "DELETE", "/draft/invoice", { _id: i.id }, a.token));
    await pay(a.session, recent.id, "26.00");
    await pay(a.session, older.id, "326.00");
    await pay(a.session, oldest.id, "0.50");
    const r = await getReceivables(t.testDb.db, a.session, "2026-11-26");
    expect(r).toEqual({
      asOf: "2026-11-26",
      customers: [
        {
          customerId: a.draftId,
          customerName: "Mehta Interiors",
          invoices: 2,
          balance: "625.50",
          ageing: { days0to30: "300.00", days31to60: "0.00", days61to90: "0.00", over90: "325.50" },
        },
      ],
      total: {
        balance: "625.50",
        ageing: { days0to30: "300.00", days31to60: "0.00", days61to90: "0.00", over90: "325.50" },
      },
    });
    // 2026-10-01 is 56 days old on 2026-11-26, 61 days on 2026-12-01, 91 on 2026-12-31.
    const del = await listPayments(t.testDb.db, a.session, older.id);
    await deletePayment(t.testDb.db, a.session, { id: del.payments[0]!.id, reason: "Wrong invoice" });
    const at = (today: string) => getReceivables(t.testDb.db, a.session, today).then((x) => x.total.ageing);
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
    const s = await getStatement(t.testDb.db, a.session, {
      draftId: a.draftId,
      from: "2026-11-02",
      to: "2026-11-21",
    });
    expect(s).toMatchObject({ from: "2026-11-02", to: "2026-11-21", opening: "326.00", closing: "526.00" });
    expect(s.entries.map((e) => [e.date, e.number, e.debit, e.credit, e.balance])).toEqual([
      ["2026-11-05", "RC/26-27/0001", "0.00", "126.00", "200.00"],
      ["2026-11-21", two.number, "326.00", "0.00", "526.00"],
    ]);
    expect(s.entries[0]!.details).toBe(`Against ${one.number}, Cheque`);
    const all = await getStatement(t.testDb.db, a.session, { draftId: a.draftId });
    expect(all).toMatchObject({
      opening: "0.00",
      totalDebit: "652.00",
      totalCredit: "152.00",
      closing: "500.00",
    });
    expect(
      await refusal(
        getStatement(t.testDb.db, a.session, { draftId: a.draftId, from: "2026-11-22", to: "2026-11-21" }),
      ),
    ).toMatchObject({
      message: "The start date must not be after the end date",
    });
  });
});
