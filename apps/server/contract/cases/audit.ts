// The audit trail (issue 27 point 4): GET /api/audit, a page in the envelope or a financial year as CSV.

import { AUDIT_MESSAGES } from "@kerf/core";
import { check, expectEqual, expectInvalid, expectOk, expectStatus } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

/** The financial year (1 April to 31 March) of today in India. */
function thisFinancialYear() {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()).split("-");
  const start = Number(m) >= 4 ? Number(y) : Number(y) - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

export function auditRows({ api, a, b, money, noToken }: ContractContext): Row[] {
  const trail = async (token: string, query: Record<string, string> = {}) =>
    expectOk(await api.call("GET", "/api/audit", { token, query })).data as {
      entries: Rec[];
      total: number;
    };
  return [
    {
      method: "GET",
      path: "/api/audit",
      cases: {
        valid: async () => {
          const page = await trail(a);
          const kinds = new Set(page.entries.map((e) => e.kind));
          for (const kind of [
            "invoice.created",
            "invoice.cancelled",
            "payment.recorded",
            "material.created",
          ]) {
            check(kinds.has(kind), `the trail holds ${kind}`);
          }
          const payments = await trail(a, { kind: "payment.recorded" });
          check(
            payments.total > 0 && payments.entries.every((e) => e.kind === "payment.recorded"),
            "kind filters",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/audit", { token: a, query: { kind: "invoice.deleted" } }),
            AUDIT_MESSAGES.kindInvalid,
            { kind: AUDIT_MESSAGES.kindInvalid },
          ),
        "no token": noToken("GET", "/api/audit"),
        "other company": async () => {
          const mine = new Set((await trail(a)).entries.map((e) => e.hash));
          const theirs = await trail(b);
          check(
            !theirs.entries.some((e) => mine.has(e.hash)),
            "the other company reads none of the first's rows",
          );
        },
        more: async () => {
          const fy = thisFinancialYear();
          const res = expectStatus(
            await api.csv("/api/audit", { token: a, query: { ...fy, format: "csv" } }),
            200,
          );
          const lines = (res as { text?: string }).text!.trimEnd().split("\r\n");
          expectEqual(
            lines[0],
            "Seq,At (UTC),Person,Person id,Address,Kind,What,Record,Before,After,Hash",
            "the CSV's headings",
          );
          check(lines.length > 1 && lines[1]!.startsWith("1,"), "the year's rows, oldest first");
          expectInvalid(
            await api.csv("/api/audit", { token: a, query: { from: fy.from, format: "csv" } }),
            AUDIT_MESSAGES.csvRange,
            { from: AUDIT_MESSAGES.csvRange },
          );
        },
      },
      // A material and an invoice made, an invoice cancelled, a payment recorded.
      setup: async () => {
        await money.cancelledInvoice();
        await money.payment();
      },
    },
  ];
}
