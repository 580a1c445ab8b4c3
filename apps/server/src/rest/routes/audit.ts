import { AUDIT_MESSAGES, ZAuditPage, ZAuditQuery } from "@kerf/core";
import { z } from "zod";
import { exportAuditCsv, listAudit } from "../../services/audit/audit-trail";
import { success } from "../envelope";
import { ok } from "../openapi/route-doc";
import type { RouteGroups } from "../route";

const ZAuditRestQuery = ZAuditQuery.extend({
  format: z
    .enum(["json", "csv"], { error: AUDIT_MESSAGES.formatInvalid })
    .optional()
    .describe("json (default): one page in the envelope; csv: every row from `from` to `to` as a file"),
});

/** /audit: the company's audit trail (issue 27 point 4). */
export function auditRoutes(groups: RouteGroups): void {
  const route = groups("Audit");
  route.get(
    "/audit",
    {
      access: "audit.read",
      summary: "The audit trail: who changed which money record or rate, when, from where, before and after",
      description: `Newest first, pages of 50; \`from\` and \`to\` are days in India, both included. With \`format=csv\`, every row from \`from\` to \`to\` (at most a year apart: a financial year is 1 April to 31 March), oldest first, as a file; cells beginning with = + - @ are prefixed with an apostrophe. Rows are append-only and hash-chained in the database (\`npm run audit:verify -- <companyId>\`).`,
      query: ZAuditRestQuery,
      success: {
        status: 200,
        schema: ok(ZAuditPage),
        file: { description: "One page in the envelope, or the CSV file", csv: true, envelope: true },
      },
      failures: [400],
    },
    async ({ ctx, session, query, reply }) => {
      if (query.format !== "csv") return success("Audit trail", await listAudit(ctx.db, session, query));
      const file = await exportAuditCsv(ctx.db, session, query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "private, no-store")
        .send(file.csv);
    },
  );
}
