import { GSTR1_CSV_TABLES, recordIdField, ZInvoiceIrnInput, ZInvoiceTransportInput } from "@kerf/core";
import { z } from "zod";
import { creditNoteEInvoice } from "../../services/gst-credit-notes";
import {
  invoiceEInvoice,
  invoiceEWayBill,
  saveInvoiceRegistration,
  saveInvoiceTransport,
} from "../../services/gst-files";
import { gstr1 } from "../../services/gstr1";
import { authedProcedure, router } from "../init";

const byId = z.object({ id: recordIdField() });

/** The GST files: each answers `{ filename, file, notes }` (notes: what was filled in from current records). */
export const gstRouter = router({
  einvoice: authedProcedure
    .input(byId)
    .query(({ ctx, input }) => invoiceEInvoice(ctx.db, ctx.session, input.id)),
  ewaybill: authedProcedure
    .input(byId)
    .query(({ ctx, input }) => invoiceEWayBill(ctx.db, ctx.session, input.id)),
  creditNoteEInvoice: authedProcedure
    .input(byId)
    .query(({ ctx, input }) => creditNoteEInvoice(ctx.db, ctx.session, input.id)),
  saveTransport: authedProcedure
    .input(ZInvoiceTransportInput)
    .mutation(({ ctx, input }) => saveInvoiceTransport(ctx.db, ctx.session, input)),
  saveRegistration: authedProcedure
    .input(ZInvoiceIrnInput)
    .mutation(({ ctx, input }) => saveInvoiceRegistration(ctx.db, ctx.session, input)),
  gstr1: authedProcedure
    .input(z.object({ period: z.string().max(20), table: z.enum(GSTR1_CSV_TABLES).optional() }))
    .query(({ ctx, input }) => gstr1(ctx.db, ctx.session, input)),
});
