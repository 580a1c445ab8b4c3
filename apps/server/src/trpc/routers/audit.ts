import { ZAuditQuery } from "@kerf/core";
import { exportAuditCsv, listAudit, listAuditPeople } from "../../services/audit/audit-trail";
import { authedProcedure, companyQuery, router } from "../init";

// permission: audit.read (Owner and Manager): wired at merge with the staff and roles procedures.
export const auditRouter = router({
  list: companyQuery(ZAuditQuery, listAudit),
  /** A date range's trail (a financial year) as CSV text, oldest first. */
  exportCsv: companyQuery(ZAuditQuery, exportAuditCsv),
  /** Who may be picked in the person filter. */
  people: authedProcedure.query(({ ctx }) => listAuditPeople(ctx.db, ctx.session)),
});
