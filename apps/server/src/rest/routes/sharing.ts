import {
  ZDocumentSettings,
  ZDocumentSettingsInput,
  ZDraftRef,
  ZInvoiceRef,
  ZMailQueued,
  ZSendInvoiceMail,
  ZSendQuotationMail,
  ZShareLink,
} from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../errors";
import { getDocumentSettings, saveDocumentSettings } from "../../services/document-settings";
import {
  revokeInvoiceShare,
  revokeQuotationShare,
  shareInvoice,
  shareQuotation,
} from "../../services/share-links";
import { invoicePdf, mailInvoice, mailQuotation, quotationPdf } from "../../services/shared-documents";
import { success } from "../envelope";
import { doc, ok } from "../openapi/route-doc";
import { PDF, sendPdf } from "../pdf-reply";
import type { RouteKit } from "../route-kit";
import { publicLinkRoutes } from "./public-links";

const CUSTOMER = { record: "CustomerRecord", by: "_id" } as const;
const INVOICE = { record: "InvoiceRecord", by: "_id" } as const;

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
  await publicLinkRoutes(app, kit);
}
