import { recordIdField, ZDocumentSettingsInput, ZSendInvoiceMail, ZSendQuotationMail } from "@kerf/core";
import { z } from "zod";
import { mailInvoice, mailQuotation } from "../../services/document-mail";
import { getDocumentSettings, saveDocumentSettings } from "../../services/document-settings";
import { getQuotation, quotationStatus } from "../../services/quotations";
import {
  revokeInvoiceShare,
  revokeQuotationShare,
  shareInvoice,
  shareQuotation,
} from "../../services/share-links";
import { unseenAnswers } from "../../services/shared-documents";
import { authedProcedure, companyMutation, companyQuery, router, ZById } from "../init";

const ZCustomer = z.object({ customerId: recordIdField() });
const ZLiveToken = z.string().max(64).optional();

/** Quotations and invoices that leave the shop (the PDFs are plain GETs: /api/draft/*.pdf). */
export const sharingRouter = router({
  documentSettings: router({
    get: authedProcedure.query(({ ctx }) => getDocumentSettings(ctx.db, ctx.session)),
    save: companyMutation(ZDocumentSettingsInput, saveDocumentSettings),
  }),
  quotation: companyQuery(ZCustomer, (db, session, input) => getQuotation(db, session, input.customerId)),
  status: companyQuery(ZCustomer, (db, session, input) => quotationStatus(db, session, input.customerId)),
  shareQuotation: authedProcedure
    .input(ZCustomer)
    .mutation(({ ctx, input }) => shareQuotation(ctx.db, ctx.env, ctx.session, input.customerId)),
  revokeQuotation: companyMutation(ZCustomer, (db, session, input) =>
    revokeQuotationShare(db, session, input.customerId),
  ),
  mailQuotation: authedProcedure
    .input(ZSendQuotationMail.extend({ token: ZLiveToken }))
    .mutation(({ ctx, input }) => mailQuotation(ctx.db, ctx, ctx.session, input)),
  shareInvoice: authedProcedure
    .input(ZById)
    .mutation(({ ctx, input }) => shareInvoice(ctx.db, ctx.env, ctx.session, input.id)),
  revokeInvoice: companyMutation(ZById, (db, session, input) => revokeInvoiceShare(db, session, input.id)),
  mailInvoice: authedProcedure
    .input(ZSendInvoiceMail.extend({ token: ZLiveToken }))
    .mutation(({ ctx, input }) => mailInvoice(ctx.db, ctx, ctx.session, input)),
  /** Polled by the shop's open pages: each answer of a customer is toasted once. */
  unseenAnswers: authedProcedure.query(({ ctx }) => unseenAnswers(ctx.db, ctx.session)),
});
