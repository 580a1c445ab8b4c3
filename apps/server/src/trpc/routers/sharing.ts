import { recordIdField, ZDocumentSettingsInput, ZSendInvoiceMail, ZSendQuotationMail } from "@kerf/core";
import { z } from "zod";
import { getDocumentSettings, saveDocumentSettings } from "../../services/settings/document-settings";
import { documentLogo } from "../../services/sharing/document-logos";
import { mailInvoice, mailQuotation } from "../../services/sharing/document-mail";
import { getQuotation, quotationStatus, requote } from "../../services/sharing/quotations";
import { unseenAnswers } from "../../services/sharing/quote-answers";
import {
  invoiceLinkLive,
  quotationLinkLive,
  revokeInvoiceShare,
  revokeQuotationShare,
  shareInvoice,
  shareQuotation,
} from "../../services/sharing/share-links";
import {
  revokeStatementShare,
  shareStatement,
  statementLinkLive,
} from "../../services/sharing/statement-links";
import { companyMutation, companyQuery, permitted, router, ZById } from "../init";

const ZCustomer = z.object({ customerId: recordIdField() });
/** true asks for a new link (the live one stops working); otherwise the live link is reused. */
const ZRenew = z.object({ renew: z.boolean().optional() });

/** Quotations and invoices that leave the shop (the PDFs are plain GETs: /api/draft/*.pdf). */
export const sharingRouter = router({
  /** The logo an invoice, credit note or receipt was issued with. */
  // A logo is no money and no record: whoever may open a document may print it with its logo.
  documentLogo: companyQuery(
    ["invoices.read", "sheets.print", "payments.read"],
    z.object({ kind: z.enum(["invoice", "creditNote", "receipt"]), id: recordIdField() }),
    documentLogo,
  ),
  documentSettings: router({
    get: permitted("signedIn").query(({ ctx }) => getDocumentSettings(ctx.db, ctx.session)),
    save: companyMutation("settings.write", ZDocumentSettingsInput, saveDocumentSettings),
  }),
  quotation: companyQuery("orders.read", ZCustomer, (db, session, input) =>
    getQuotation(db, session, input.customerId),
  ),
  /** Quote again: the next revision with today's prices, settings and profile (Quoted again). */
  requote: companyMutation("quotations.write", ZCustomer, (db, session, input) =>
    requote(db, session, input.customerId),
  ),
  status: companyQuery("orders.read", ZCustomer, (db, session, input) =>
    quotationStatus(db, session, input.customerId),
  ),
  shareQuotation: permitted("quotations.write")
    .input(ZCustomer.extend(ZRenew.shape))
    .mutation(({ ctx, input }) => shareQuotation(ctx.db, ctx, ctx.session, input.customerId, input.renew)),
  /** Whether Revoke has a link to withdraw. */
  quotationLinkLive: companyQuery("quotations.write", ZCustomer, (db, session, input) =>
    quotationLinkLive(db, session, input.customerId),
  ),
  invoiceLinkLive: companyQuery("invoices.create", ZById, (db, session, input) =>
    invoiceLinkLive(db, session, input.id),
  ),
  revokeQuotation: companyMutation("quotations.write", ZCustomer, (db, session, input) =>
    revokeQuotationShare(db, session, input.customerId),
  ),
  mailQuotation: permitted("quotations.write")
    .input(ZSendQuotationMail)
    .mutation(({ ctx, input }) => mailQuotation(ctx.db, ctx, ctx.session, input)),
  shareInvoice: permitted("invoices.create")
    .input(ZById.extend(ZRenew.shape))
    .mutation(({ ctx, input }) => shareInvoice(ctx.db, ctx, ctx.session, input.id, input.renew)),
  revokeInvoice: companyMutation("invoices.create", ZById, (db, session, input) =>
    revokeInvoiceShare(db, session, input.id),
  ),
  mailInvoice: permitted("invoices.create")
    .input(ZSendInvoiceMail)
    .mutation(({ ctx, input }) => mailInvoice(ctx.db, ctx, ctx.session, input)),
  /** A customer's statement link (/s/<token>), the one the payment reminders carry. */
  shareStatement: permitted("receivables.read")
    .input(ZCustomer.extend(ZRenew.shape))
    .mutation(({ ctx, input }) => shareStatement(ctx.db, ctx, ctx.session, input.customerId, input.renew)),
  statementLinkLive: companyQuery("receivables.read", ZCustomer, (db, session, input) =>
    statementLinkLive(db, session, input.customerId),
  ),
  revokeStatement: companyMutation("receivables.read", ZCustomer, (db, session, input) =>
    revokeStatementShare(db, session, input.customerId),
  ),
  /** Polled by the shop's open pages: each answer of a customer is toasted once. */
  unseenAnswers: permitted("orders.read").query(({ ctx }) => unseenAnswers(ctx.db, ctx.session)),
});
