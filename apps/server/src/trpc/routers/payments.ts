import { recordIdField, ZCreatePaymentInput, ZDeletePaymentInput, ZStatementQuery } from "@kerf/core";
import { z } from "zod";
import { deletePayment, listPayments, recordPayment } from "../../services/billing/payments";
import { getReceivables, getStatement } from "../../services/billing/receivables";
import { authedProcedure, companyMutation, companyQuery, router } from "../init";

export const paymentsRouter = router({
  record: companyMutation(ZCreatePaymentInput, recordPayment),
  delete: companyMutation(ZDeletePaymentInput, deletePayment),
  list: companyQuery(z.object({ invoiceId: recordIdField() }), (db, session, input) =>
    listPayments(db, session, input.invoiceId),
  ),
  receivables: authedProcedure.query(({ ctx }) => getReceivables(ctx.db, ctx.session)),
  statement: companyQuery(ZStatementQuery, getStatement),
});
