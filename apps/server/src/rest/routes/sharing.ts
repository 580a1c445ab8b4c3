import {
  type SessionAccess,
  ZDocumentSettings,
  ZDocumentSettingsInput,
  ZInvoiceRef,
  ZMailQueued,
  ZSendInvoiceMail,
  ZShareInvoiceInput,
  ZShareLink,
} from "@kerf/core";
import { z } from "zod";
import { getDocumentSettings, saveDocumentSettings } from "../../services/settings/document-settings";
import { mailInvoice, mailQuotation } from "../../services/sharing/document-mail";
import {
  revokeInvoiceShare,
  revokeQuotationShare,
  shareInvoice,
  shareQuotation,
} from "../../services/sharing/share-links";
import { invoicePdf, quotationPdf } from "../../services/sharing/shared-documents";
import { success } from "../envelope";
import { fromDraft, ZDraftRef, ZLegacySendQuotationMail, ZShareQuotationInput } from "../legacy-records";
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
      access: "signedIn",
      summary: "The company's document settings: logo, terms, quotation validity, UPI",
      success: ok(ZDocumentSettings),
    },
    async (c) => success("Document settings", await getDocumentSettings(c.ctx.db, c.session)),
  );
  settings.post(
    "/setting/company",
    {
      access: "settings.write",
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
   * A document's link, on one path: POST answers the live link (a new one with `renew`: the earlier link
   * then stops working), DELETE revokes it. `ref.revokeBody` names the document, `ref.body` adds `renew`,
   * `id` reads the document's id from either.
   */
  const link = <R extends z.ZodObject, B extends R>(
    path: string,
    ref: {
      references: RouteDoc["references"];
      body: B;
      revokeBody: R;
      id: (body: Parsed<R>) => string;
    },
    make: {
      access: SessionAccess;
      summary: string;
      description?: string;
      failures: FailureStatus[];
      share: typeof shareInvoice;
    },
    revoke: { summary: string; revoke: typeof revokeInvoiceShare },
  ) => {
    const { references, body } = ref;
    route.post(path, { ...make, references, body, success: ok(ZShareLink) }, async (c) => {
      const renew = (c.body as { renew?: boolean }).renew === true;
      const shared = await make.share(c.ctx.db, c.ctx, c.session, ref.id(c.body), renew);
      return success(shared.made ? "Link made" : "Live link", shared);
    });
    route.delete(
      path,
      {
        access: make.access,
        summary: revoke.summary,
        references,
        body: ref.revokeBody,
        success: ZRevoked,
        failures: [400, 404],
      },
      async (c) =>
        success("Link revoked", { revoked: await revoke.revoke(c.ctx.db, c.session, ref.id(c.body)) }),
    );
  };

  link(
    "/draft/share",
    {
      references: { draftId: REF.customer },
      body: ZShareQuotationInput,
      revokeBody: ZDraftRef,
      id: (body) => body.draftId,
    },
    {
      access: "quotations.write",
      summary: "Share an order's quotation: its live link (`/q/<token>`), or a new one",
      description:
        "Shows the quotation: numbers it if it was not (QT/<year>/<n>) and freezes its current revision. Answers the live link again (`made: false`); a new link only when there is none or `renew` is true, and then the earlier link stops working. The token is stored sealed with the server's key, never in clear. The link expires with the quotation.",
      failures: [400, 404],
      share: shareQuotation,
    },
    { summary: "Revoke the order's quotation link (also after acceptance)", revoke: revokeQuotationShare },
  );
  pdfRoute(
    route,
    "/draft/quotation.pdf",
    {
      access: "prices.read",
      summary: "The order's quotation as a PDF",
      references: { draftId: REF.customer },
      query: ZDraftRef,
    },
    (db, pdf, session, query) => quotationPdf(db, pdf, session, query.draftId),
  );
  pdfRoute(
    route,
    "/draft/invoice.pdf",
    {
      access: "invoices.read",
      summary: "An invoice as a PDF",
      references: { id: REF.invoice },
      query: ZInvoiceRef,
    },
    (db, pdf, session, query) => invoicePdf(db, pdf, session, query.id),
  );
  route.post(
    "/draft/quotation/email",
    {
      access: "quotations.write",
      summary: "Queue the quotation mail to the customer, with its PDF attached and a link",
      description:
        "`to` defaults to the order's e-mail. The mail carries the quotation's live link (a new one only when it has none). A company sends at most DOCUMENT_MAILS_PER_DAY quotation and invoice mails a day (India's calendar day) and DOCUMENT_MAILS_PER_ADDRESS_PER_DAY to one address: 429 with Retry-After beyond.",
      references: { draftId: REF.customer },
      body: ZLegacySendQuotationMail,
      success: ok(ZMailQueued),
      failures: [400, 404, 429, 503],
    },
    async (c) => success("Mail queued", await mailQuotation(c.ctx.db, c.ctx, c.session, fromDraft(c.body))),
  );
  link(
    "/draft/invoice/share",
    {
      references: { id: REF.invoice },
      body: ZShareInvoiceInput,
      revokeBody: ZInvoiceRef,
      id: (body) => body.id,
    },
    {
      access: "invoices.create",
      summary: "Share an invoice: its live link (`/i/<token>`), or a new one (`renew`)",
      failures: [400, 404, 409],
      share: shareInvoice,
    },
    { summary: "Revoke an invoice's link", revoke: revokeInvoiceShare },
  );
  route.post(
    "/draft/invoice/email",
    {
      access: "invoices.create",
      summary: "Queue the invoice mail to the customer, with its PDF attached and a link",
      description:
        "`to` defaults to the invoice's e-mail. The mail carries the invoice's live link (a new one only when it has none); limited as the quotation mail is (429 with Retry-After).",
      references: { id: REF.invoice },
      body: ZSendInvoiceMail,
      success: ok(ZMailQueued),
      failures: [400, 404, 409, 429, 503],
    },
    async (c) => success("Mail queued", await mailInvoice(c.ctx.db, c.ctx, c.session, c.body)),
  );
  publicLinkRoutes(groups);
}
