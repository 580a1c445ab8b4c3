import { execFileSync } from "node:child_process";
import { PAYMENT_MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk, expectStatus, fail, show } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

/** Payments (/payment), what customers owe (/receivables) and statements (/draft/statement). */
export function paymentRows({ api, a, b, fx, money, noToken, foreign, invoice }: ContractContext): Row[] {
  const payment = () => money.payment.get();
  /** The customer's invoice with its payment, and a cancelled invoice of the same order beside it. */
  const paidAndCancelled = () => Promise.all([money.payment(), money.cancelledInvoice()]);
  const payments = async (token: string, invoiceId: string) =>
    expectOk(await api.call("GET", "/api/payment", { token, query: { invoiceId } })).data as Rec;
  const pay = (token: string, invoiceId: string, amount: unknown) =>
    api.call("POST", "/api/payment", {
      token,
      body: { invoiceId, date: "2026-11-22", amount, mode: "cheque", reference: "000123" },
    });
  return [
    {
      method: "POST",
      path: "/api/payment",
      cases: {
        "other company": async () => {
          const inv = await fx.invoice();
          await foreign(
            () => pay(b, inv._id, "1.00"),
            () => payments(a, inv._id),
            "Invoice not found",
          )();
        },
        invalid: async () => {
          const inv = await fx.invoice();
          expectInvalid(await pay(a, inv._id, "0"), PAYMENT_MESSAGES.amountPositive, {
            amount: PAYMENT_MESSAGES.amountPositive,
          });
          // More than the balance: 400 naming it, nothing stored.
          const over = `${(BigInt(String(inv.payable).replace(".", "")) + 1n).toString().replace(/(\d\d)$/, ".$1")}`;
          const message = `The amount ${over} is more than the balance due of ${inv.payable}`;
          expectInvalid(await pay(a, inv._id, over), message, { amount: message });
          expectEqual((await payments(a, inv._id)).payments, [], "the invoice's payments after refusals");
        },
        "no token": noToken("POST", "/api/payment", { invoiceId: "x" }),
        valid: async () => {
          const inv = await fx.invoice();
          const made = expectOk(await pay(a, inv._id, "10.5"), 201).data as Rec;
          expectEqual(
            [made.number, made.amount, made.mode, made.reference],
            ["RC/26-27/0001", "10.50", "cheque", "000123"],
            "number, amount, mode, reference",
          );
          const after = await invoice(a, inv._id);
          const balance = BigInt(String(inv.payable).replace(".", "")) - 1050n;
          expectEqual(
            [after.paid, after.balance, after.paymentStatus],
            ["10.50", `${balance}`.replace(/(\d\d)$/, ".$1"), "Partly paid"],
            "the invoice's paid, balance and status",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.invoice,
    },
    {
      method: "GET",
      path: "/api/payment",
      cases: {
        valid: async () => {
          const list = await payments(a, (await fx.invoice())._id);
          expectEqual(
            [list.paid, (list.payments as Rec[]).map((p) => p.number)],
            ["10.50", ["RC/26-27/0001"]],
            "paid and the receipts",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/payment", { token: a }),
            PAYMENT_MESSAGES.invoiceRequired,
            {
              invoiceId: PAYMENT_MESSAGES.invoiceRequired,
            },
          ),
        "no token": noToken("GET", "/api/payment", undefined, { invoiceId: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("GET", "/api/payment", {
              token: b,
              query: { invoiceId: (await fx.invoice())._id },
            }),
            404,
            "Invoice not found",
          ),
      },
      setup: money.payment,
    },
    {
      method: "GET",
      path: "/api/receivables",
      cases: {
        valid: async () => {
          const inv = await invoice(a, (await fx.invoice())._id);
          const r = expectOk(await api.call("GET", "/api/receivables", { token: a })).data as Rec;
          expectEqual((r.total as Rec).balance, inv.balance, "the total to collect (one live invoice)");
          const other = expectOk(await api.call("GET", "/api/receivables", { token: b })).data as Rec;
          expectEqual(other.customers, [], "the other company's receivables");
        },
        "no token": noToken("GET", "/api/receivables"),
      },
      setup: paidAndCancelled,
    },
    {
      method: "GET",
      path: "/api/draft/statement",
      cases: {
        valid: async () => {
          const inv = await invoice(a, (await fx.invoice())._id);
          const st = expectOk(
            await api.call("GET", "/api/draft/statement", {
              token: a,
              query: { draftId: String(inv.customerId), from: "2026-11-01", to: "2026-11-30" },
            }),
          ).data as Rec;
          expectEqual(
            (st.entries as Rec[]).map((e) => [e.number, e.debit, e.credit]),
            [
              [inv.number, inv.payable, "0.00"],
              ["RC/26-27/0001", "0.00", "10.50"],
            ],
            "the live invoice and its payment (the cancelled one is left out)",
          );
          expectEqual(st.closing, inv.balance, "the closing balance");
        },
        invalid: async () => {
          const inv = await fx.invoice();
          expectInvalid(
            await api.call("GET", "/api/draft/statement", {
              token: a,
              query: { draftId: String(inv.customerId), from: "2026-11-30", to: "2026-11-01" },
            }),
            "The start date must not be after the end date",
            { from: "The start date must not be after the end date" },
          );
        },
        "no token": noToken("GET", "/api/draft/statement", undefined, { draftId: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("GET", "/api/draft/statement", {
              token: b,
              query: { draftId: String((await fx.invoice()).customerId) },
            }),
            404,
            "Customer not found",
          ),
      },
      setup: paidAndCancelled,
    },
    {
      method: "GET",
      path: "/api/payment/receipt.pdf",
      cases: {
        valid: async () => {
          const pdf = await api.pdf("/api/payment/receipt.pdf", {
            token: a,
            query: { id: payment()._id },
          });
          expectStatus(pdf, 200);
          // Read back as text by poppler: the receipt says what was received, in figures and in words.
          const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf.bytes }).toString();
          for (const part of [
            "PAYMENT RECEIPT",
            "RC/26-27/0001",
            "₹ 10.50",
            "Rupees Ten and Fifty Paise Only",
            "Cheque",
          ]) {
            if (!text.includes(part)) fail(`the receipt PDF does not say ${show(part)}: ${show(text)}`);
          }
        },
        "no token": noToken("GET", "/api/payment/receipt.pdf", undefined, { id: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("GET", "/api/payment/receipt.pdf", {
              token: b,
              query: { id: payment()._id },
            }),
            404,
            "Payment not found",
          ),
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/payment/receipt.pdf", { token: a }),
            PAYMENT_MESSAGES.paymentRequired,
            { id: PAYMENT_MESSAGES.paymentRequired },
          ),
      },
      setup: money.payment,
    },
    {
      method: "DELETE",
      path: "/api/payment",
      cases: {
        "other company": async () => {
          const inv = await fx.invoice();
          await foreign(
            () =>
              api.call("DELETE", "/api/payment", {
                token: b,
                body: { id: payment()._id, reason: "Not ours" },
              }),
            () => payments(a, inv._id),
            "Payment not found",
          )();
        },
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/payment", {
              token: a,
              body: { id: payment()._id, reason: " " },
            }),
            PAYMENT_MESSAGES.reasonRequired,
            { reason: PAYMENT_MESSAGES.reasonRequired },
          ),
        "no token": noToken("DELETE", "/api/payment", { id: "x", reason: "x" }),
        valid: async () => {
          const inv = await fx.invoice();
          const deleted = expectOk(
            await api.call("DELETE", "/api/payment", {
              token: a,
              body: { id: payment()._id, reason: "Cheque returned" },
            }),
          ).data as Rec;
          expectEqual(deleted.deleteReason, "Cheque returned", "the reason kept");
          const after = await invoice(a, inv._id);
          expectEqual([after.balance, after.paymentStatus], [inv.payable, "Unpaid"], "the balance restored");
        },
        more: async () => {
          const remove = (reason: string) =>
            api.call("DELETE", "/api/payment", { token: a, body: { id: payment()._id, reason } });
          expectOk(await remove("Cheque returned"));
          expectFailure(await remove("Again"), 409, PAYMENT_MESSAGES.alreadyDeleted);
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: money.payment,
    },
  ];
}
