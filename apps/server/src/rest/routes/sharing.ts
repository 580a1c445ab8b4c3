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
import { z } from "zod";
import { mailInvoice, mailQuotation } from "../../services/document-mail";
import { getDocumentSettings, saveDocumentSettings } from "../../services/document-settings";
import {
  revokeInvoiceShare,
  revokeQuotationShare,
  shareInvoice,
  shareQuotation,
} from "../../services/share-links";
import { invoicePdf, quotationPdf } from "../../services/shared-documents";
import { success } from "../envelope";
import { type FailureStatus, ok, REF, type RouteDoc } from "../openapi/route-doc";
import { pdfRoute } from "../pdf-reply";
import type { Parsed, RouteGroups } from "../route";
import { publicLinkRoutes } from "./public-links";

const ZRevoked = ok(z.strictObject({ revoked: z.number().int().min(0) }));

/** Quotations and invoices that leave the shop: company document settings, PDFs, links, answers, mail. */
export function sharingRoutes(groups: RouteGroups): void {
  const settings = groups("Settings");
  settings.get(
    "/setting/company",
    {
      summary: "The company's document settings: logo, terms, quotation validity, UPI",
      success: ok(ZDocumentSettings),
    },
    async (c) => success("Document settings", await getDocumentSettings(c.ctx.db, c.session)),
  );
  settings.post(
    "/setting/company",
    {
      summary: "Save the company's document settings (the fields given; null or blank clears one)",
      description:
        "The logo is a data URL of a PNG or JPEG, checked by its bytes (not its name or declared type), at most 500 KB. The server then reads its real size from its header (at most 25 million pixels: a small file claiming 23,000 x 23,000 is refused with 400), decodes it and keeps it re-encoded to at most 1,000 x 1,000 pixels and 500 KB: what this answers and every document prints.",
      body: ZDocumentSettingsInput,
      success: ok(ZDocumentSettings),
      failures: [400],
    },
    async (c) => success("Document settings saved", await saveDocumentSettings(c.ctx.db, c.session, c.body)),
  );

  const route = groups("Sharing");
  /**
   * A document's link, on one path: POST makes a new one (an earlier link stops working), DELETE revokes
   * it. `ref` is the body naming the document, `id` reads the document's id from it.
   */
  const link = <B extends z.ZodObject>(
    path: string,
    ref: { references: RouteDoc["references"]; body: B; id: (body: Parsed<B>) => string },
    make: { summary: string; description?: string; failures: FailureStatus[]; share: typeof shareInvoice },
    revoke: { summary: string; revoke: typeof revokeInvoiceShare },
  ) => {
    const { references, body } = ref;
    route.post(path, { ...make, references, body, success: ok(ZShareLink) }, async (c) =>
      success("Link made", await make.share(c.ctx.db, c.ctx.env, c.session, ref.id(c.body))),
    );
    route.delete(
      path,
      { summary: revoke.summary, references, body, success: ZRevoked, failures: [400, 404] },
      async (c) =>
        success("Link revoked", { revoked: await revoke.revoke(c.ctx.db, c.session, ref.id(c.body)) }),
    );
  };

  link(
    "/draft/share",
    { references: { draftId: REF.customer }, body: ZDraftRef, id: (body) => body.draftId },
    {
      summary: "Share an order's quotation: a new link (`/q/<token>`), replacing any earlier one",
      description:
        "Numbers the quotation if it was not (QT/<year>/<n>). Only a hash of the token is stored, so an earlier link cannot be shown again: each share makes a new one and the earlier stops working. The link expires with the quotation.",
      failures: [400, 404],
      share: shareQuotation,
    },
    { summary: "Revoke the order's quotation link (also after acceptance)", revoke: revokeQuotationShare },
  );
  pdfRoute(
    route,
    "/draft/quotation.pdf",
    { summary: "The order's quotation as a PDF", references: { draftId: REF.customer }, query: ZDraftRef },
    (db, pdf, session, query) => quotationPdf(db, pdf, session, query.draftId),
  );
  pdfRoute(
    route,
    "/draft/invoice.pdf",
    { summary: "An invoice as a PDF", references: { id: REF.invoice }, query: ZInvoiceRef },
    (db, pdf, session, query) => invoicePdf(db, pdf, session, query.id),
  );
  route.post(
    "/draft/quotation/email",
    {
      summary: "Queue the quotation mail to the customer, with its PDF attached and a link",
      description:
        "`to` defaults to the order's e-mail. The mail carries a new link, replacing any earlier one.",
      references: { draftId: REF.customer },
      body: ZSendQuotationMail,
      success: ok(ZMailQueued),
      failures: [400, 404, 503],
    },
    async (c) => success("Mail queued", await mailQuotation(c.ctx.db, c.ctx, c.session, c.body)),
  );
  link(
    "/draft/invoice/share",
    { references: { id: REF.invoice }, body: ZInvoiceRef, id: (body) => body.id },
    {
      summary: "Share an invoice: a new link (`/i/<token>`), replacing any earlier one",
      failures: [400, 404, 409],
      share: shareInvoice,
    },
    { summary: "Revoke an invoice's link", revoke: revokeInvoiceShare },
  );
  route.post(
    "/draft/invoice/email",
    {
      summary: "Queue the invoice mail to the customer, with its PDF attached and a link",
      references: { id: REF.invoice },
      body: ZSendInvoiceMail,
      success: ok(ZMailQueued),
      failures: [400, 404, 409, 503],
    },
    async (c) => success("Mail queued", await mailInvoice(c.ctx.db, c.ctx, c.session, c.body)),
  );
  publicLinkRoutes(groups);
}
