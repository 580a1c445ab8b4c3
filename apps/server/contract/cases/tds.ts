import { addDecimal, formatDecimal, PAYMENT_MESSAGES, parseDecimal, TDS_MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk } from "../harness";
import { type ContractContext, fixture, type Rec, type Row } from "./context";

const cents = (text: unknown) => BigInt(String(text).replace(".", ""));
const text = (paise: bigint) => `${paise}`.padStart(3, "0").replace(/(\d\d)$/, ".$1");

/**
 * TDS kept by the customer (issue 31 point 4): POST /api/payment with `tds`, the quarter's report
 * (GET /api/tds) and the Form 16A tick (PATCH /api/tds), on the customer's invoice.
 */
export function tdsRows({ api, a, b, fx, noToken, foreign, invoice }: ContractContext): Row[] {
  const live = () => fx.invoice.get();
  const report = async (token: string) =>
    expectOk(await api.call("GET", "/api/tds", { token, query: { period: "2026-27-Q3" } })).data as Rec;
  const tick = (token: string, paymentId: string, form16a: unknown) =>
    api.call("PATCH", "/api/tds", { token, body: { paymentId, form16a } });
  /** 2% TDS u/s 194C on the invoice's whole balance, the rest received: the balance clears exactly. */
  const tdsPayment = fixture("the TDS payment", async () => {
    const balance = cents((await invoice(a, (await fx.invoice())._id)).balance);
    const tds = (balance * 2n) / 100n;
    return expectOk(
      await api.call("POST", "/api/payment", {
        token: a,
        body: {
          invoiceId: live()._id,
          date: "2026-11-23",
          amount: text(balance - tds),
          mode: "bank",
          tds: { section: "194C", rate: 2, amount: text(tds) },
        },
      }),
      201,
    ).data as Rec;
  });
  return [
    {
      method: "GET",
      path: "/api/tds",
      cases: {
        valid: async () => {
          const inv = await invoice(a, live()._id);
          const tds = (cents(inv.balance) * 2n) / 100n;
          const paid = await tdsPayment();
          expectEqual(
            [paid.gross, (paid.tds as Rec).amount, paid.form16a],
            [inv.balance, text(tds), null],
            "the payment's gross, TDS and Form 16A",
          );
          const after = await invoice(a, inv._id);
          expectEqual([after.balance, after.paymentStatus], ["0.00", "Paid"], "the invoice cleared exactly");
          const r = await report(a);
          expectEqual(
            [r.from, r.to, r.tdsAmount, r.tdsPending, (r.customers as Rec[]).length],
            ["2026-10-01", "2026-12-31", text(tds), text(tds), 1],
            "the quarter's TDS",
          );
          expectEqual((await report(b)).customers, [], "the other company's TDS");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/tds", { token: a, query: { period: "2026-28-Q3" } }),
            TDS_MESSAGES.periodInvalid,
            { period: TDS_MESSAGES.periodInvalid },
          ),
        "no token": noToken("GET", "/api/tds"),
      },
      setup: fx.invoice,
    },
    {
      method: "PATCH",
      path: "/api/tds",
      cases: {
        "other company": async () => {
          const id = tdsPayment.get()._id as string;
          await foreign(
            () => tick(b, id, { received: true, certificateNumber: "NOTOURS" }),
            () => report(a),
            "Payment not found",
          )();
        },
        invalid: async () => {
          const id = tdsPayment.get()._id as string;
          expectInvalid(
            await tick(a, id, { received: true, certificateNumber: " " }),
            TDS_MESSAGES.certificateRequired,
            { "form16a.certificateNumber": TDS_MESSAGES.certificateRequired },
          );
        },
        "no token": noToken("PATCH", "/api/tds", { paymentId: "x", form16a: { received: false } }),
        valid: async () => {
          const id = tdsPayment.get()._id as string;
          const ticked = expectOk(await tick(a, id, { received: true, certificateNumber: "AB12CDE" }))
            .data as Rec;
          expectEqual((ticked.form16a as Rec).certificateNumber, "AB12CDE", "the certificate number");
          expectEqual((await report(a)).tdsPending, "0.00", "nothing pending once received");
        },
        more: async () => {
          // Deleted, the payment gives the whole gross back and takes no tick.
          const payment = tdsPayment.get();
          const id = payment._id as string;
          // Deleted with its Form 16A received, as the valid case leaves it.
          expectOk(await tick(a, id, { received: true, certificateNumber: "AB12CDE" }));
          const before = await invoice(a, live()._id);
          expectOk(
            await api.call("DELETE", "/api/payment", { token: a, body: { id, reason: "Contract cleanup" } }),
          );
          const inv = await invoice(a, live()._id);
          const restored = addDecimal(parseDecimal(before.balance)!, parseDecimal(payment.gross)!);
          expectEqual(inv.balance, formatDecimal(restored), "the balance restored by the gross");
          expectFailure(await tick(a, id, { received: false }), 409, TDS_MESSAGES.deleted);
          // A TDS of nothing is refused.
          expectInvalid(
            await api.call("POST", "/api/payment", {
              token: a,
              body: {
                invoiceId: inv._id,
                date: "2026-11-23",
                amount: "1",
                mode: "cash",
                tds: { section: "194C", rate: "2", amount: "0" },
              },
            }),
            PAYMENT_MESSAGES.tdsAmountPositive,
            { "tds.amount": PAYMENT_MESSAGES.tdsAmountPositive },
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: tdsPayment,
    },
  ];
}
