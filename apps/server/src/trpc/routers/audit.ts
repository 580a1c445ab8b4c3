import { ZAuditQuery } from "@kerf/core";
import { exportAuditCsv, listAudit, listAuditPeople } from "../../services/audit/audit-trail";
import { companyQuery, permitted, router } from "../init";

// The trail is Owner and Manager reading (audit.read), never writing: rows come only from the changes.
export const auditRouter = router({
  list: companyQuery("audit.read", ZAuditQuery, listAudit),
  /** A date range's trail (a financial year) as CSV text, oldest first. */
  exportCsv: companyQuery("audit.read", ZAuditQuery, exportAuditCsv),
  /** Who may be picked in the person filter. */
  people: permitted("audit.read").query(({ ctx }) => listAuditPeople(ctx.db, ctx.session)),
});
