import { ZInvoiceHeaderCorrection } from "@kerf/core";
import { z } from "zod";
import {
  cancelInvoice,
  correctInvoiceHeader,
  createInvoice,
  getInvoice,
  listInvoices,
} from "../../services/invoices";
import { authedProcedure, router } from "../init";

export const invoicesRouter = router({
  create: authedProcedure
    .input(z.object({ draftId: z.string(), date: z.string().optional() }))
    .mutation(({ ctx, input }) => createInvoice(ctx.db, ctx.session, input)),
  get: authedProcedure
    .input(z.object({ id: z.string() }))
    .query(({ ctx, input }) => getInvoice(ctx.db, ctx.session, input.id)),
  list: authedProcedure
    .input(
      z.object({
        search: z.string().max(120).optional(),
        page: z.number().int().min(1).default(1),
        customerId: z.string().optional(),
      }),
    )
    .query(({ ctx, input }) => listInvoices(ctx.db, ctx.session, input)),
  cancel: authedProcedure
    .input(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => cancelInvoice(ctx.db, ctx.session, input.id)),
  correctHeader: authedProcedure
    .input(z.object({ id: z.string(), header: ZInvoiceHeaderCorrection }))
    .mutation(({ ctx, input }) => correctInvoiceHeader(ctx.db, ctx.session, input.id, input.header)),
});
