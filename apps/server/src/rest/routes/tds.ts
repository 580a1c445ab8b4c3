import { ZForm16aAnswer, ZForm16aInput, ZTdsQuery, ZTdsReport } from "@kerf/core";
import { getTdsReport, setForm16a } from "../../services/billing/tds-report";
import { success } from "../envelope";
import { ok, REF } from "../openapi/route-doc";
import type { RouteGroups } from "../route";

/** /tds: TDS the customers kept from their payments, by quarter, and their Form 16A (issue 31 point 4). */
export function tdsRoutes(groups: RouteGroups): void {
  const route = groups("Payments");
  route.get(
    "/tds",
    {
      access: "receivables.read",
      summary: "TDS receivable for a quarter: what each customer deducted, and whether its Form 16A came",
      description:
        "`period` is a quarter of India's financial year, YYYY-YY-Qn (2026-27-Q3 is 2026-10-01 to 2026-12-31), default the quarter of today in India. Payments are taken by their date; deleted ones are left out. `tdsPending` is the TDS whose Form 16A has not been ticked received.",
      query: ZTdsQuery,
      success: ok(ZTdsReport),
      failures: [400],
    },
    async (c) => success("TDS receivable", await getTdsReport(c.ctx.db, c.session, c.query)),
  );
  route.patch(
    "/tds",
    {
      access: "payments.record",
      summary: "Tick a payment's Form 16A received, with its certificate number (or untick it)",
      description:
        "`form16a` is `{received: true, certificateNumber}` or `{received: false}`. A payment without TDS has no Form 16A, and a deleted one takes no tick (409). Recorded in the audit trail.",
      references: { paymentId: REF.payment },
      body: ZForm16aInput,
      success: ok(ZForm16aAnswer),
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) => {
      const answer = await setForm16a(ctx.db, session, body);
      return success(answer.form16a ? "Form 16A received" : "Form 16A tick removed", answer);
    },
  );
}
