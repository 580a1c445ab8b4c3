import type { PublicInvoice, PublicQuotation, QuotationRecord, QuoteResponse } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { getCreditNote } from "../billing/credit-notes";
import { getInvoice } from "../billing/invoices";
import type { PdfRenderer } from "../jobs/pdf-renderer";
import { logoOfDocument } from "./document-logos";
import { latestShown, showQuotation } from "./quotation-revisions";
import { quotationRecord, shownQuotation } from "./quotations";
import { linkScope, resolveLink } from "./share-links";

export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** A document's PDF is named after its number: INV/26-27/0001 -> INV-26-27-0001.pdf. */
export const fileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

export async function quotationPdf(
  db: Db,
  pdf: PdfRenderer,
  session: SessionInfo,
  customerId: string,
): Promise<PdfFile> {
  const quotation = await shownQuotation(db, session, customerId);
  return { filename: fileName(quotation.number), content: await pdf.render("quotation", quotation) };
}

/** The invoice as it prints: with the logo it was issued with. */
export async function printableInvoice(db: Db, session: SessionInfo, invoiceId: string) {
  const invoice = await getInvoice(db, session, invoiceId);
  return { ...invoice, logo: await logoOfDocument(db, session.companyId, "invoices", invoice.id) };
}

export async function invoicePdf(
  db: Db,
  pdf: PdfRenderer,
  session: SessionInfo,
  invoiceId: string,
): Promise<PdfFile> {
  const invoice = await printableInvoice(db, session, invoiceId);
  return { filename: fileName(invoice.number), content: await pdf.render("invoice", invoice) };
}

/** A credit note printed as its page /creditNote/:id shows it, with the logo it was issued with. */
export async function creditNotePdf(
  db: Db,
  pdf: PdfRenderer,
  session: SessionInfo,
  noteId: string,
): Promise<PdfFile> {
  const note = await getCreditNote(db, session, noteId);
  const logo = await logoOfDocument(db, session.companyId, "creditNotes", note.id);
  return { filename: fileName(note.number), content: await pdf.render("credit-note", { ...note, logo }) };
}

// ---------------------------------------------------------------------------------------------------------
// What a link opens: exactly one document, nothing else of the company.

/** The customer's view: the revision shown, never the shop's own (ids, answers' addresses, Quote again). */
export function publicView(quotation: QuotationRecord, standing: QuoteResponse | null, token: string) {
  const { _id, id, customerId, responses, ...shown } = quotation;
  const accepted: PublicQuotation["accepted"] = standing && {
    kind: standing.kind,
    revision: standing.revision,
    name: standing.name,
    note: standing.note,
    at: standing.at,
  };
  return { ...shown, pdfUrl: `/api/public/quote/${token}/pdf`, accepted } satisfies PublicQuotation;
}

/**
 * What a quotation's link opens: the latest revision shown, frozen (a change of the order since is not
 * the customer's to see until the shop shows it), and its acceptance while that still stands.
 */
export async function quotationAt(db: Db, token: string) {
  const link = await resolveLink(db, "quote", token);
  const scope = linkScope(link.companyId);
  const quotation = await db
    .selectFrom("quotations")
    .selectAll()
    .where("id", "=", link.quotationId!)
    .where("companyId", "=", link.companyId)
    .executeTakeFirstOrThrow();
  // A link made before revisions were kept shows its quotation frozen now, as it showed it until then.
  const revision =
    (await latestShown(db, quotation.id)) ?? (await showQuotation(db, scope, quotation.customerId)).revision;
  const record = await quotationRecord(db, scope, quotation, revision);
  const standing =
    quotation.state === "accepted" && quotation.revision === revision.revision
      ? (record.responses.find((r) => r.kind === "accepted" && r.revision === revision.revision) ?? null)
      : null;
  return { link, scope, quotation, revision, record, standing };
}

export async function publicQuotation(db: Db, token: string): Promise<PublicQuotation> {
  const { record, standing } = await quotationAt(db, token);
  return publicView(record, standing, token);
}

export async function publicQuotationPdf(db: Db, pdf: PdfRenderer, token: string): Promise<PdfFile> {
  const { record } = await quotationAt(db, token);
  return { filename: fileName(record.number), content: await pdf.render("quotation", record) };
}

async function invoiceAt(db: Db, token: string) {
  const link = await resolveLink(db, "invoice", token);
  return printableInvoice(db, linkScope(link.companyId), link.invoiceId!);
}

export async function publicInvoice(db: Db, token: string): Promise<PublicInvoice> {
  const { _id, id, customerId, ...shown } = await invoiceAt(db, token);
  return { ...shown, pdfUrl: `/api/public/invoice/${token}/pdf` };
}

export async function publicInvoicePdf(db: Db, pdf: PdfRenderer, token: string): Promise<PdfFile> {
  const invoice = await invoiceAt(db, token);
  return { filename: fileName(invoice.number), content: await pdf.render("invoice", invoice) };
}
