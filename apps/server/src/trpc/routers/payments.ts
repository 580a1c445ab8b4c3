import {
  recordIdField,
  ZCreatePaymentInput,
  ZDeletePaymentInput,
  ZForm16aInput,
  ZStatementQuery,
  ZTdsQuery,
} from "@kerf/core";
import { z } from "zod";
import { deletePayment, listPayments, recordPayment } from "../../services/billing/payments";
import { getReceivables, getStatement } from "../../services/billing/receivables";
import { remindersToday } from "../../services/billing/reminders";
import { getTdsReport, setForm16a } from "../../services/billing/tds-report";
import { companyMutation, companyQuery, permitted, router } from "../init";

export const paymentsRouter = router({
  record: companyMutation("payments.record", ZCreatePaymentInput, recordPayment),
  delete: companyMutation("payments.delete", ZDeletePaymentInput, deletePayment),
  list: companyQuery("payments.read", z.object({ invoiceId: recordIdField() }), (db, session, input) =>
    listPayments(db, session, input.invoiceId),
  ),
  receivables: permitted("receivables.read").query(({ ctx }) => getReceivables(ctx.db, ctx.session)),
  statement: companyQuery("receivables.read", ZStatementQuery, getStatement),
  tds: companyQuery("receivables.read", ZTdsQuery, (db, session, input) => getTdsReport(db, session, input)),
  form16a: companyMutation("payments.record", ZForm16aInput, setForm16a),
  remindersToday: permitted("receivables.read").query(({ ctx }) => remindersToday(ctx.db, ctx.session)),
});
