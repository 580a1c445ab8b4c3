import {
  MAX_LENGTH,
  ZChangeRequestInput,
  ZDocumentSettings,
  ZDocumentSettingsInput,
  ZDraftRef,
  ZInvoiceRef,
  ZMailQueued,
  ZPublicInvoice,
  ZPublicQuotation,
  ZQuoteResponseInput,
  ZSendInvoiceMail,
  ZSendQuotationMail,
  ZShareLink,
} from "@kerf/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { parseInput } from "../../errors";
import { getDocumentSettings, saveDocumentSettings } from "../../services/document-settings";
import {
  revokeInvoiceShare,
  revokeQuotationShare,
  shareInvoice,
  shareQuotation,
} from "../../services/share-links";
import {
  answerQuotation,
  invoicePdf,
  mailInvoice,
  mailQuotation,
  type PdfFile,
  publicInvoice,
  publicInvoicePdf,
  publicQuotation,
  publicQuotationPdf,
  quotationPdf,
} from "../../services/shared-documents";
import { success } from "../envelope";
import { doc, ok } from "../openapi/route-doc";
import type { RouteKit } from "../route-kit";

const CUSTOMER = { record: "CustomerRecord", by: "_id" } as const;
const INVOICE = { record: "InvoiceRecord", by: "_id" } as const;
const ZToken = z.object({ token: z.string().max(MAX_LENGTH.token).describe("The token of the link") });
const PDF = { status: 200 as const, schema: z.any(), contentType: "application/pdf" as const };

function sendPdf(reply: FastifyReply, file: PdfFile, inline = false) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.content);
}

/** Quotations and invoices that leave the shop: company document settings, PDFs, links, answers, mail. */
export async function sharingRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.get(
    "/setting/company",
    doc({
      tag: "Settings",
      summary: "The company's document settings: logo, terms, quotation validity, UPI",
      auth: true,
      success: { status: 200, schema: ok(ZDocumentSettings) },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success("Document settings", await getDocumentSettings(ctx.db, session));
    },
  );
  app.post(
    "/setting/company",
    doc({
      tag: "Settings",
      summary: "Save the company's document settings (the fields given; null or blank clears one)",
      description:
        "The logo is a data URL of a PNG or JPEG, checked by its bytes (not its name or declared type), at most 500 KB.",
      auth: true,
      body: ZDocumentSettingsInput,
      success: { status: 200, schema: ok(ZDocumentSettings) },
      failures: [400],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const input = parseInput(ZDocumentSettingsInput, request.body ?? {});
      return success("Document settings saved", await saveDocumentSettings(ctx.db, session, input));
    },
  );

  app.post(
    "/draft/share",
    doc({
      tag: "Sharing",
      summary: "Share an order's quotation: a new link (`/q/<token>`), replacing any earlier one",
      description:
        "Numbers the quotation if it was not (QT/<year>/<n>). Only a hash of the token is stored, so an earlier link cannot be shown again: each share makes a new one and the earlier stops working. The link expires with the quotation.",
      auth: true,
      references: { draftId: CUSTOMER },
      body: ZDraftRef,
      success: { status: 200, schema: ok(ZShareLink) },
      failures: [400, 404],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const { draftId } = parseInput(ZDraftRef, request.body ?? {});
      return success("Link made", await shareQuotation(ctx.db, ctx.env, session, draftId));
    },
  );
  app.delete(
    "/draft/share",
    doc({
      tag: "Sharing",
      summary: "Revoke the order's quotation link (also after acceptance)",
      auth: true,
      references: { draftId: CUSTOMER },
      body: ZDraftRef,
      success: { status: 200, schema: ok(z.strictObject({ revoked: z.number().int().min(0) })) },
      failures: [400, 404],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const { draftId } = parseInput(ZDraftRef, request.body ?? {});
      return success("Link revoked", { revoked: await revokeQuotationShare(ctx.db, session, draftId) });
    },
  );
  app.get(
    "/draft/quotation.pdf",
    doc({
      tag: "Sharing",
      summary: "The order's quotation as a PDF",
      auth: true,
      references: { draftId: CUSTOMER },
      query: ZDraftRef,
      success: PDF,
      failures: [400, 404, 503],
    }),
    async (request, reply) => {
      const { ctx, session } = await kit.session(request);
      const { draftId } = parseInput(ZDraftRef, request.query);
      return sendPdf(reply, await quotationPdf(ctx.db, ctx.pdf, session, draftId));
    },
  );
  app.get(
    "/draft/invoice.pdf",
    doc({
      tag: "Sharing",
      summary: "An invoice as a PDF",
      auth: true,
      references: { id: INVOICE },
      query: ZInvoiceRef,
      success: PDF,
      failures: [400, 404, 503],
    }),
    async (request, reply) => {
      const { ctx, session } = await kit.session(request);
      const { id } = parseInput(ZInvoiceRef, request.query);
      return sendPdf(reply, await invoicePdf(ctx.db, ctx.pdf, session, id));
    },
  );
  app.post(
    "/draft/quotation/email",
    doc({
      tag: "Sharing",
      summary: "Queue the quotation mail to the customer, with its PDF attached and a link",
      description:
        "`to` defaults to the order's e-mail. The mail carries a new link, replacing any earlier one.",
      auth: true,
      references: { draftId: CUSTOMER },
      body: ZSendQuotationMail,
      success: { status: 200, schema: ok(ZMailQueued) },
      failures: [400, 404, 503],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const input = parseInput(ZSendQuotationMail, request.body ?? {});
      return success("Mail queued", await mailQuotation(ctx.db, ctx, session, input));
    },
  );
  app.post(
    "/draft/invoice/share",
    doc({
      tag: "Sharing",
      summary: "Share an invoice: a new link (`/i/<token>`), replacing any earlier one",
      auth: true,
      references: { id: INVOICE },
      body: ZInvoiceRef,
      success: { status: 200, schema: ok(ZShareLink) },
      failures: [400, 404, 409],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const { id } = parseInput(ZInvoiceRef, request.body ?? {});
      return success("Link made", await shareInvoice(ctx.db, ctx.env, session, id));
    },
  );
  app.delete(
    "/draft/invoice/share",
    doc({
      tag: "Sharing",
      summary: "Revoke an invoice's link",
      auth: true,
      references: { id: INVOICE },
      body: ZInvoiceRef,
      success: { status: 200, schema: ok(z.strictObject({ revoked: z.number().int().min(0) })) },
      failures: [400, 404],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const { id } = parseInput(ZInvoiceRef, request.body ?? {});
      return success("Link revoked", { revoked: await revokeInvoiceShare(ctx.db, session, id) });
    },
  );
  app.post(
    "/draft/invoice/email",
    doc({
      tag: "Sharing",
      summary: "Queue the invoice mail to the customer, with its PDF attached and a link",
      auth: true,
      references: { id: INVOICE },
      body: ZSendInvoiceMail,
      success: { status: 200, schema: ok(ZMailQueued) },
      failures: [400, 404, 409, 503],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const input = parseInput(ZSendInvoiceMail, request.body ?? {});
      return success("Mail queued", await mailInvoice(ctx.db, ctx, session, input));
    },
  );

  // Without a session: what a link opens, limited per client address, bodies held to 16 KB.
  const publicDoc = (summary: string, rest: Partial<Parameters<typeof doc>[0]> = {}) =>
    doc({
      tag: "Sharing",
      summary,
      auth: false,
      params: ZToken,
      success: { status: 200, schema: ok(ZPublicQuotation) },
      failures: [404, 410, 429],
      ...rest,
    });
  const token = (request: { params: unknown }) => parseInput(ZToken, request.params).token;

  app.get(
    "/public/quote/:token",
    publicDoc("The quotation a link opens (no token needed)"),
    async (request) => {
      const ctx = await kit.limited(request, "share");
      return success("Quotation", await publicQuotation(ctx.db, token(request)));
    },
  );
  app.get(
    "/public/quote/:token/pdf",
    publicDoc("The quotation a link opens, as a PDF", { success: PDF, failures: [404, 410, 429, 503] }),
    async (request, reply) => {
      const ctx = await kit.limited(request, "share");
      return sendPdf(reply, await publicQuotationPdf(ctx.db, ctx.pdf, token(request)));
    },
  );
  app.post(
    "/public/quote/:token/accept",
    publicDoc("Accept the quotation (`name`, an optional `note`)", {
      body: ZQuoteResponseInput,
      failures: [400, 404, 409, 410, 429],
    }),
    async (request) => {
      const ctx = await kit.limited(request, "share");
      const input = parseInput(ZQuoteResponseInput, request.body ?? {});
      const answer = await answerQuotation(ctx.db, ctx, token(request), "accepted", input, ctx.clientAddress);
      return success("Quotation accepted", answer);
    },
  );
  app.post(
    "/public/quote/:token/changes",
    publicDoc("Ask for changes to the quotation (`name`, `note`)", {
      body: ZChangeRequestInput,
      failures: [400, 404, 409, 410, 429],
    }),
    async (request) => {
      const ctx = await kit.limited(request, "share");
      const input = parseInput(ZChangeRequestInput, request.body ?? {});
      const answer = await answerQuotation(ctx.db, ctx, token(request), "changes", input, ctx.clientAddress);
      return success("Changes asked for", answer);
    },
  );
  app.get(
    "/public/invoice/:token",
    publicDoc("The invoice a link opens (no token needed)", {
      success: { status: 200, schema: ok(ZPublicInvoice) },
    }),
    async (request) => {
      const ctx = await kit.limited(request, "share");
      return success("Invoice", await publicInvoice(ctx.db, token(request)));
    },
  );
  app.get(
    "/public/invoice/:token/pdf",
    publicDoc("The invoice a link opens, as a PDF", { success: PDF, failures: [404, 410, 429, 503] }),
    async (request, reply) => {
      const ctx = await kit.limited(request, "share");
      return sendPdf(reply, await publicInvoicePdf(ctx.db, ctx.pdf, token(request)));
    },
  );
}
