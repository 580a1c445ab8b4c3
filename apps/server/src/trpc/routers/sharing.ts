import { recordIdField, ZDocumentSettingsInput, ZSendInvoiceMail, ZSendQuotationMail } from "@kerf/core";
import { z } from "zod";
import { getDocumentSettings, saveDocumentSettings } from "../../services/settings/document-settings";
import { documentLogo } from "../../services/sharing/document-logos";
import { mailInvoice, mailQuotation } from "../../services/sharing/document-mail";
import { getQuotation, quotationStatus, requote } from "../../services/sharing/quotations";
import { unseenAnswers } from "../../services/sharing/quote-answers";
import {
  revokeInvoiceShare,
  revokeQuotationShare,
  shareInvoice,
  shareQuotation,
} from "../../services/sharing/share-links";
import { authedProcedure, companyMutation, companyQuery, router, ZById } from "../init";

const ZCustomer = z.object({ customerId: recordIdField() });
/** true asks for a new link (the live one stops working); otherwise the live link is reused. */
const ZRenew = z.object({ renew: z.boolean().optional() });

/** Quotations and invoices that leave the shop (the PDFs are plain GETs: /api/draft/*.pdf). */
export const sharingRouter = router({
  /** The logo an invoice, credit note or receipt was issued with. */
  documentLogo: companyQuery(
    z.object({ kind: z.enum(["invoice", "creditNote", "receipt"]), id: recordIdField() }),
    documentLogo,
  ),
  documentSettings: router({
    get: authedProcedure.query(({ ctx }) => getDocumentSettings(ctx.db, ctx.session)),
    save: companyMutation(ZDocumentSettingsInput, saveDocumentSettings),
  }),
  quotation: companyQuery(ZCustomer, (db, session, input) => getQuotation(db, session, input.customerId)),
  /** Quote again: the next revision with today's prices, settings and profile (Quoted again). */
  requote: companyMutation(ZCustomer, (db, session, input) => requote(db, session, input.customerId)),
  status: companyQuery(ZCustomer, (db, session, input) => quotationStatus(db, session, input.customerId)),
  shareQuotation: authedProcedure
    .input(ZCustomer.extend(ZRenew.shape))
    .mutation(({ ctx, input }) => shareQuotation(ctx.db, ctx, ctx.session, input.customerId, input.renew)),
  revokeQuotation: companyMutation(ZCustomer, (db, session, input) =>
    revokeQuotationShare(db, session, input.customerId),
  ),
  mailQuotation: authedProcedure
    .input(ZSendQuotationMail)
    .mutation(({ ctx, input }) => mailQuotation(ctx.db, ctx, ctx.session, input)),
  shareInvoice: authedProcedure
    .input(ZById.extend(ZRenew.shape))
    .mutation(({ ctx, input }) => shareInvoice(ctx.db, ctx, ctx.session, input.id, input.renew)),
  revokeInvoice: companyMutation(ZById, (db, session, input) => revokeInvoiceShare(db, session, input.id)),
  mailInvoice: authedProcedure
    .input(ZSendInvoiceMail)
    .mutation(({ ctx, input }) => mailInvoice(ctx.db, ctx, ctx.session, input)),
  /** Polled by the shop's open pages: each answer of a customer is toasted once. */
  unseenAnswers: authedProcedure.query(({ ctx }) => unseenAnswers(ctx.db, ctx.session)),
});
