import { BANK_STATEMENT_MESSAGES, todayInIndia } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk, fail } from "../harness";
import { type ContractContext, fixture, type Rec, type Row } from "./context";

/** Bank statements (/bankStatement, issue 31): a UPI credit naming one of company A's open invoices. */
export function bankStatementRows({ api, a, b, fx, noToken, invoice }: ContractContext): Row[] {
  const open = fx.invoice;
  const statement = (number: string) => {
    const [y, m, d] = todayInIndia().split("-");
    return [
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
      `${d}/${m}/${y?.slice(2)},UPI-CONTRACT-payer@okaxis-633099990001-${number},0000633099990001,${d}/${m}/${y?.slice(2)},,1.00,1.00`,
    ].join("\n");
  };
  const upload = (token: string, csv: string, account?: string) => {
    const form = new FormData();
    if (account !== undefined) form.set("account", account);
    form.set("file", new Blob([csv], { type: "text/csv" }), "statement.csv");
    return api.call("POST", "/api/bankStatement", { token, form });
  };
  const post = (token: string, creditId: string, invoiceIds: string[], amounts: string[]) =>
    api.call("POST", "/api/bankStatement/post", {
      token,
      body: { matches: [{ creditId, invoiceIds, amounts }] },
    });
  /** Company A's statement naming the open invoice, imported: its one credit. */
  const imported = fixture("the imported credit", async () => {
    const data = expectOk(await upload(a, statement(String((await open()).number)), "HDFC 1234")).data as Rec;
    return (data.credits as Rec[])[0]!;
  });
  const credit = () => imported.get();

  return [
    {
      method: "POST",
      path: "/api/bankStatement",
      cases: {
        invalid: async () => {
          const inv = await open();
          expectInvalid(
            await upload(a, statement(String(inv.number))),
            BANK_STATEMENT_MESSAGES.accountRequired,
            {
              account: BANK_STATEMENT_MESSAGES.accountRequired,
            },
          );
        },
        "no token": noToken("POST", "/api/bankStatement", { account: "HDFC 1234", text: "x" }),
        "other company": async () => {
          // The other company's import never sees the first's invoices.
          const inv = await open();
          const data = expectOk(await upload(b, statement(String(inv.number)), "HDFC 1234")).data as Rec;
          expectEqual(
            (data.credits as Rec[]).map((c) => c.status),
            ["unmatched"],
            "the other company's match",
          );
        },
        valid: async () => {
          const inv = await open();
          const data = expectOk(await upload(a, statement(String(inv.number)), "HDFC 1234")).data as Rec;
          const [first] = data.credits as Rec[];
          expectEqual(
            [data.preset, first?.status, first?.mode, first?.amount],
            ["hdfc", "exact", "upi", "1.00"],
            "the preset and the credit's match",
          );
          const again = expectOk(await upload(a, statement(String(inv.number)), "HDFC 1234")).data as Rec;
          expectEqual([again.added, again.repeated], [0, 1], "the same file again");
        },
      },
      order: ["invalid", "no token", "other company", "valid"],
      setup: open,
    },
    {
      method: "POST",
      path: "/api/bankStatement/post",
      cases: {
        invalid: async () =>
          expectInvalid(
            await post(a, String(credit().creditId), [String((await open())._id)], []),
            BANK_STATEMENT_MESSAGES.amountsMismatch,
            { "matches.0.amounts": BANK_STATEMENT_MESSAGES.amountsMismatch },
          ),
        "no token": noToken("POST", "/api/bankStatement/post", { matches: [] }),
        "other company": async () => {
          const inv = await open();
          const before = await invoice(a, String(inv._id));
          expectFailure(await post(b, String(credit().creditId), [String(inv._id)], ["1.00"]), 404);
          expectEqual((await invoice(a, String(inv._id))).balance, before.balance, "the invoice's balance");
        },
        valid: async () => {
          const inv = await open();
          const before = await invoice(a, String(inv._id));
          const answer = expectOk(await post(a, String(credit().creditId), [String(inv._id)], ["1.00"]), 201);
          const payments = (answer.data as { payments: Rec[] }).payments;
          expectEqual(
            payments.map((p) => [p.amount, p.mode]),
            [["1.00", "upi"]],
            "the payment recorded",
          );
          const after = await invoice(a, String(inv._id));
          if (
            BigInt(String(before.balance).replace(".", "")) - 100n !==
            BigInt(String(after.balance).replace(".", ""))
          )
            fail(`the balance went from ${before.balance} to ${after.balance}`);
          // The credit is spent: posting it again records nothing.
          expectFailure(await post(a, String(credit().creditId), [String(inv._id)], ["1.00"]), 409);
        },
      },
      order: ["invalid", "no token", "other company", "valid"],
      setup: imported,
    },
  ];
}
