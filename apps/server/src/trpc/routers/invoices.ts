import {
  pageField,
  recordIdField,
  searchField,
  ZCreateInvoiceInput,
  ZInvoiceHeaderCorrection,
} from "@kerf/core";
import { z } from "zod";
import { createInvoice } from "../../services/invoice-creation";
import { cancelInvoice, correctInvoiceHeader, getInvoice, listInvoices } from "../../services/invoices";
import { authedProcedure, router } from "../init";

export const invoicesRouter = router({
  create: authedProcedure
    .input(ZCreateInvoiceInput)
    .mutation(({ ctx, input }) => createInvoice(ctx.db, ctx.session, input)),
  get: authedProcedure
    .input(z.object({ id: recordIdField() }))
    .query(({ ctx, input }) => getInvoice(ctx.db, ctx.session, input.id)),
  list: authedProcedure
    .input(
      z.object({
        search: searchField().optional(),
        page: pageField().default(1),
        customerId: recordIdField().optional(),
      }),
    )
    .query(({ ctx, input }) => listInvoices(ctx.db, ctx.session, input)),
  cancel: authedProcedure
    .input(z.object({ id: recordIdField() }))
    .mutation(({ ctx, input }) => cancelInvoice(ctx.db, ctx.session, input.id)),
  correctHeader: authedProcedure
    .input(z.object({ id: recordIdField(), header: ZInvoiceHeaderCorrection }))
    .mutation(({ ctx, input }) => correctInvoiceHeader(ctx.db, ctx.session, input.id, input.header)),
});
