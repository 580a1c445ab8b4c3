import {
  BANK_STATEMENT_MESSAGES,
  type BankCredit,
  type BankStatementResult,
  MAX_STATEMENT_CHARS,
  type PaymentRecord,
} from "@kerf/core";
import { describe, expect, it } from "vitest";
import { rest, signupCompany } from "../../../test/clients";
import { useListeningApp } from "../../../test/listening-app";
import { cuttingWithoutGst, prepareOrder } from "../../../test/order-fixture";

const s = useListeningApp();

/** A company with one invoice, INV/26-27/0001 of 326.00 dated 2026-11-21, to Mehta Interiors. */
async function invoiced(email: string) {
  const { accessToken: token } = await signupCompany(s.t.app, { email });
  await cuttingWithoutGst((...a) => rest(s.t.app, ...a), token);
  const { draftId } = await prepareOrder((...a) => rest(s.t.app, ...a), s.url, token);
  const res = await rest(s.t.app, "POST", "/draft/invoice", { draftId, date: "2026-11-21" }, token);
  expect(res.body.data.number).toBe("INV/26-27/0001");
  return { token, invoice: res.body.data as Record<string, string> };
}

type Invoice = BankCredit["suggestions"][number]["invoices"][number];

const HEADER = "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance";
const UPI =
  "22/11/26,UPI-MEHTA-mehta@okaxis-HDFC0000123-633012345678-INV/26-27/0001,0000633012345678,22/11/26,,126.50,1126.50";
const NEFT =
  "23/11/26,NEFT CR-SBIN0001234-MEHTA INTERIORS-KERF-SBIN326123456789,SBIN326123456789,23/11/26,,199.50,1326.00";
const STRANGER = "24/11/26,NEFT CR-ZENITH FOODS-REFUND,SBIN326000000001,24/11/26,,500.00,1826.00";
const LATER = "25/11/26,IMPS-OM SAI MEDICALS,IMPS0001,25/11/26,,10.00,1836.00";

async function upload(token: string, csv: string, account = "HDFC 1234", mapping?: string) {
  const form = new FormData();
  form.set("account", account);
  if (mapping) form.set("mapping", mapping);
  form.set("file", new Blob([csv], { type: "text/csv" }), "statement.csv");
  const res = await fetch(`${s.url}/api/bankStatement`, {
    method: "POST",
    headers: { access_token: token },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: BankStatementResult } };
}

describe("/api/bankStatement", () => {
  it("matches a statement's credits, posts the exact ones in one go, and a repeated or overlapping file posts nothing twice", async () => {
    const { token, invoice } = await invoiced("bank-statement@kerf.test");
    const first = await upload(token, [HEADER, UPI, NEFT, STRANGER].join("\n"));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const data = first.body.data;
    expect(data).toMatchObject({
      account: "HDFC 1234",
      format: "csv",
      preset: "hdfc",
      added: 3,
      repeated: 0,
    });
    expect(data.credits.map((c: BankCredit) => [c.status, c.mode, c.amount])).toEqual([
      ["exact", "upi", "126.50"],
      ["exact", "bank", "199.50"],
      ["unmatched", "bank", "500.00"],
    ]);
    expect(data.credits[1]?.suggestions[0]).toMatchObject({
      rule: "customer-amount",
      invoices: [{ invoiceId: invoice.id, invoiceNumber: "INV/26-27/0001", amount: "199.50" }],
    });
    const matches = data.credits
      .filter((c: BankCredit) => c.status === "exact")
      .map((c: BankCredit) => ({
        creditId: c.creditId,
        invoiceIds: c.suggestions[0]!.invoices.map((i: Invoice) => i.invoiceId),
        amounts: c.suggestions[0]!.invoices.map((i: Invoice) => i.amount),
      }));
    const posted = await rest(s.t.app, "POST", "/bankStatement/post", { matches }, token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(
      posted.body.data.payments.map((p: PaymentRecord) => [p.number, p.amount, p.mode, p.date, p.reference]),
    ).toEqual([
      ["RC/26-27/0001", "126.50", "upi", "2026-11-22", "0000633012345678"],
      ["RC/26-27/0002", "199.50", "bank", "2026-11-23", "SBIN326123456789"],
    ]);
    const after = await rest(s.t.app, "GET", `/draft/invoice?id=${invoice.id}`, undefined, token);
    expect(after.body.data).toMatchObject({ balance: "0.00", paymentStatus: "Paid" });

    // The same matches again: the credits are spent (409), nothing is recorded.
    const again = await rest(s.t.app, "POST", "/bankStatement/post", { matches }, token);
    expect(again.status).toBe(409);
    // The same file again, then one overlapping it: only the new credit is added; the posted stay posted.
    const repeat = await upload(token, [HEADER, UPI, NEFT, STRANGER].join("\n"));
    expect(repeat.body.data).toMatchObject({ added: 0, repeated: 3 });
    const overlap = await upload(token, [HEADER, NEFT, STRANGER, LATER].join("\n"));
    expect(overlap.body.data).toMatchObject({ added: 1, repeated: 2 });
    expect(overlap.body.data.credits.map((c: BankCredit) => [c.status, c.posted])).toEqual([
      ["posted", "199.50"],
      ["unmatched", "0.00"],
      ["unmatched", "0.00"],
    ]);
    const payments = await rest(s.t.app, "GET", `/payment?invoiceId=${invoice.id}`, undefined, token);
    expect(payments.body.data.payments).toHaveLength(2);
    const audit = await rest(s.t.app, "GET", "/audit", undefined, token);
    expect(JSON.stringify(audit.body)).toContain("payment.recorded");
  });

  it("an unknown CSV asks for its columns; the mapping given is kept for the account", async () => {
    const { accessToken: token } = await signupCompany(s.t.app, { email: "bank-mapping@kerf.test" });
    const csv = "When,What,In\n22-11-2026,NEFT ACME,10.00\n";
    const asked = await upload(token, csv, "Canara 77");
    expect(asked.body.data, JSON.stringify(asked.body)).toMatchObject({
      needsMapping: true,
      headers: ["When", "What", "In"],
      credits: [],
    });
    const mapping = JSON.stringify({ date: "When", narration: "What", credit: "In", reference: null });
    const mapped = await upload(token, csv, "Canara 77", mapping);
    expect(mapped.body.data).toMatchObject({
      needsMapping: false,
      added: 1,
      credits: [{ status: "unmatched" }],
    });
    const next = await upload(token, `${csv}23-11-2026,NEFT ACME,5.00\n`, "Canara 77");
    expect(next.body.data).toMatchObject({ needsMapping: false, added: 1, repeated: 1 });
    expect((await upload(token, csv, "Canara 77", "{not json")).status).toBe(400);
  });

  it("refuses what is no statement with a clear 400, and another company's credit is not found", async () => {
    const { token } = await invoiced("bank-refusals@kerf.test");
    const binary = new FormData();
    binary.set("account", "HDFC 1234");
    binary.set("file", new Blob([new Uint8Array([80, 75, 3, 4, 0, 0])]), "statement.xlsx");
    const res = await fetch(`${s.url}/api/bankStatement`, {
      method: "POST",
      headers: { access_token: token },
      body: binary,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/must be text/);
    expect((await upload(token, `${HEADER}\n${UPI}`, "")).status).toBe(400);
    // Past the size a statement may have: refused while it is read, in the envelope.
    const huge = await upload(token, `${HEADER}\n${"x".repeat(MAX_STATEMENT_CHARS)}`);
    expect([huge.status, huge.body.message]).toEqual([400, BANK_STATEMENT_MESSAGES.fileTooLarge]);
    const json = await rest(
      s.t.app,
      "POST",
      "/bankStatement",
      { account: "HDFC 1", text: `${HEADER}\n${UPI}` },
      token,
    );
    expect(json.body.data.credits).toHaveLength(1);
    const other = await signupCompany(s.t.app, { email: "bank-other@kerf.test" });
    const foreign = await rest(
      s.t.app,
      "POST",
      "/bankStatement/post",
      {
        matches: [
          {
            creditId: json.body.data.credits[0].creditId,
            invoiceIds: [json.body.data.credits[0].creditId],
            amounts: ["1"],
          },
        ],
      },
      other.accessToken,
    );
    expect(foreign.status).toBe(404);
    const uneven = await rest(
      s.t.app,
      "POST",
      "/bankStatement/post",
      { matches: [{ creditId: json.body.data.credits[0].creditId, invoiceIds: ["a", "b"], amounts: ["1"] }] },
      token,
    );
    expect(uneven.status).toBe(400);
  });
});
