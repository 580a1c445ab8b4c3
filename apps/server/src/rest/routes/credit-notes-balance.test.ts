import { describe, expect, it } from "vitest";
import { rest, signupCompany } from "../../../test/clients";
import { useListeningApp } from "../../../test/listening-app";
import { cuttingWithoutGst, prepareOrder } from "../../../test/order-fixture";
import { novemberStatement } from "../../../test/payment-fixture";

// A credit note after a partial payment (issue 17): balance = payable − credited − paid, on the invoice,
// the next payment, the receivables and the customer's statement. The invoice: one line of 325.75 at
// 18 % (its cutting without GST, as the company chose), round off +0.25, payable 326.00, dated 2026-11-21.

const s = useListeningApp();

describe("credit notes in the balance", () => {
  it("reduce what is due after a partial payment, on the invoice, receivables and statement", async () => {
    const { accessToken: token } = await signupCompany(s.t.app, { email: "cn-balance@kerf.test" });
    await cuttingWithoutGst((...a) => rest(s.t.app, ...a), token);
    const { draftId } = await prepareOrder((...a) => rest(s.t.app, ...a), s.url, token);
    const made = await rest(s.t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
    const invoice = made.body.data as { id: string };
    const pay = (amount: string, date: string) =>
      rest(s.t.app, "POST", "/payment", { invoiceId: invoice.id, date, amount, mode: "cash" }, token);
    expect((await pay("100.00", "2026-11-22")).status).toBe(201);

    // 100.00 of taxable value at 18 %: GST 18.00, credit 118.00.
    const note = await rest(
      s.t.app,
      "POST",
      "/creditNote",
      { invoiceId: invoice.id, reason: "Rate agreed lower", amount: "100", date: "2026-11-23" },
      token,
    );
    expect(note.status).toBe(201);
    expect(note.body.data.total).toBe("118.00");
    const after = await rest(s.t.app, "GET", `/draft/invoice?id=${invoice.id}`, undefined, token);
    expect(after.body.data).toMatchObject({
      payable: "326.00",
      credited: "118.00",
      paid: "100.00",
      balance: "108.00",
      paymentStatus: "Partly paid",
    });

    const over = await pay("108.01", "2026-11-24");
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("The amount 108.01 is more than the balance due of 108.00");
    // The notes are held to the payable (the payments are the pay side's): 326.00 - 118.00 = 208.00 left.
    const whole = await rest(s.t.app, "POST", "/creditNote", { invoiceId: invoice.id, reason: "All" }, token);
    expect(whole.body.message).toBe(
      "This credit note comes to 326.00, more than the 208.00 left to credit on INV/26-27/0001 (payable 326.00)",
    );

    const receivables = await rest(s.t.app, "GET", "/receivables", undefined, token);
    expect(receivables.body.data.total.balance).toBe("108.00");
    const statement = await novemberStatement(s.t.app, draftId, token);
    expect(statement.body.data).toMatchObject({
      totalDebit: "326.00",
      totalCredit: "218.00",
      closing: "108.00",
    });
    expect(
      statement.body.data.entries.map((e: Record<string, string>) => [e.kind, e.number, e.credit, e.balance]),
    ).toEqual([
      ["invoice", "INV/26-27/0001", "0.00", "326.00"],
      ["payment", "RC/26-27/0001", "100.00", "226.00"],
      ["creditNote", "CN/26-27/0001", "118.00", "108.00"],
    ]);
    expect(statement.body.data.entries[2].details).toBe("Against INV/26-27/0001: Rate agreed lower");

    expect((await pay("108.00", "2026-11-24")).status).toBe(201);
    const paid = await rest(s.t.app, "GET", `/draft/invoice?id=${invoice.id}`, undefined, token);
    expect(paid.body.data).toMatchObject({ balance: "0.00", paymentStatus: "Paid" });
  });

  it("reads Credited, not Paid, when credit notes alone clear the invoice; Paid once money came in", async () => {
    const { accessToken: token } = await signupCompany(s.t.app, { email: "cn-credited@kerf.test" });
    await cuttingWithoutGst((...a) => rest(s.t.app, ...a), token);
    const { draftId } = await prepareOrder((...a) => rest(s.t.app, ...a), s.url, token);
    const made = await rest(s.t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
    const invoice = made.body.data as { id: string };
    const note = await rest(
      s.t.app,
      "POST",
      "/creditNote",
      { invoiceId: invoice.id, reason: "Order cancelled" },
      token,
    );
    expect(note.status).toBe(201);
    const after = await rest(s.t.app, "GET", `/draft/invoice?id=${invoice.id}`, undefined, token);
    expect(after.body.data).toMatchObject({
      credited: "326.00",
      paid: "0.00",
      balance: "0.00",
      paymentStatus: "Credited",
    });
  });
});
