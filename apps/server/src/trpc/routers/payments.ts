import { recordIdField, ZCreatePaymentInput, ZDeletePaymentInput, ZStatementQuery } from "@kerf/core";
import { z } from "zod";
import { deletePayment, listPayments, recordPayment } from "../../services/payments";
import { getReceivables, getStatement } from "../../services/receivables";
import { authedProcedure, router } from "../init";

export const paymentsRouter = router({
  record: authedProcedure
    .input(ZCreatePaymentInput)
    .mutation(({ ctx, input }) => recordPayment(ctx.db, ctx.session, input)),
  delete: authedProcedure
    .input(ZDeletePaymentInput)
    .mutation(({ ctx, input }) => deletePayment(ctx.db, ctx.session, input)),
  list: authedProcedure
    .input(z.object({ invoiceId: recordIdField() }))
    .query(({ ctx, input }) => listPayments(ctx.db, ctx.session, input.invoiceId)),
  receivables: authedProcedure.query(({ ctx }) => getReceivables(ctx.db, ctx.session)),
  statement: authedProcedure
    .input(ZStatementQuery)
    .query(({ ctx, input }) => getStatement(ctx.db, ctx.session, input)),
});
