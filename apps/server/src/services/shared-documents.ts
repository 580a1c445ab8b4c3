import {
  type PublicInvoice,
  type PublicQuotation,
  QUOTE_MESSAGES,
  type QuotationRecord,
  type TQuoteResponseInput,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderQuoteAnswer } from "@kerf/email";
import type { Env } from "../env";
import { AppError } from "../errors";
import { appLink } from "./app-link";
import { getCreditNote } from "./credit-notes";
import { getDocumentSettings } from "./document-settings";
import { getInvoice } from "./invoices";
import { enqueueMail, type MailWorker } from "./mail-outbox";
import type { PdfRenderer } from "./pdf-renderer";
import { getQuotation } from "./quotations";
import type { SessionInfo } from "./sessions";
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
  const quotation = await getQuotation(db, session, customerId);
  return { filename: fileName(quotation.number), content: await pdf.render("quotation", quotation) };
}

/** The invoice as it prints: with the company's logo. */
export async function printableInvoice(db: Db, session: SessionInfo, invoiceId: string) {
  const [invoice, settings] = await Promise.all([
    getInvoice(db, session, invoiceId),
    getDocumentSettings(db, session),
  ]);
  return { ...invoice, logo: settings.logo };
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

/** A credit note printed as its page /creditNote/:id shows it, with the company's logo. */
export async function creditNotePdf(
  db: Db,
  pdf: PdfRenderer,
  session: SessionInfo,
  noteId: string,
): Promise<PdfFile> {
  const [note, settings] = await Promise.all([
    getCreditNote(db, session, noteId),
    getDocumentSettings(db, session),
  ]);
  return {
    filename: fileName(note.number),
    content: await pdf.render("credit-note", { ...note, logo: settings.logo }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// What a link opens: exactly one document, nothing else of the company.

function publicView(quotation: QuotationRecord, token: string): PublicQuotation {
  const { _id, id, customerId, responses, ...shown } = quotation;
  const accepted = responses.find((r) => r.kind === "accepted" && r.revision === quotation.revision);
  return {
    ...shown,
    pdfUrl: `/api/public/quote/${token}/pdf`,
    accepted: quotation.state === "Accepted" && accepted ? accepted : null,
  };
}

async function quotationAt(db: Db, token: string) {
  const link = await resolveLink(db, "quote", token);
  const scope = linkScope(link.companyId);
  const { customer_id } = await db
    .selectFrom("quotations")
    .select("customer_id")
    .where("id", "=", link.quotationId!)
    .where("company_id", "=", link.companyId)
    .executeTakeFirstOrThrow();
  // Opening the link shows the current revision: a later change to the order makes the next one.
  return { scope, quotation: await getQuotation(db, scope, customer_id) };
}

export async function publicQuotation(db: Db, token: string): Promise<PublicQuotation> {
  const { quotation } = await quotationAt(db, token);
  return publicView(quotation, token);
}

export async function publicQuotationPdf(db: Db, pdf: PdfRenderer, token: string): Promise<PdfFile> {
  const { quotation } = await quotationAt(db, token);
  return { filename: fileName(quotation.number), content: await pdf.render("quotation", quotation) };
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

/**
 * The customer's answer on the link: Accept, or Ask for changes. Recorded with the revision it answers,
 * the time, the name, the note and the client's address; the order takes its state; the shop is told by
 * mail (and by a toast on its open pages, which poll unseenAnswers).
 */
export async function answerQuotation(
  db: Db,
  deps: { env: Pick<Env, "APP_URL">; mail: MailWorker },
  token: string,
  kind: "accepted" | "changes",
  input: TQuoteResponseInput,
  clientAddress: string,
): Promise<PublicQuotation> {
  const { scope, quotation } = await quotationAt(db, token);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("quotations")
      .select(["id", "revision", "state"])
      .where("id", "=", quotation.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (input.revision !== undefined && input.revision !== row.revision) {
      throw new AppError("CONFLICT", QUOTE_MESSAGES.revisionChanged);
    }
    if (row.state === "accepted") throw new AppError("CONFLICT", QUOTE_MESSAGES.alreadyAccepted);
    await trx
      .insertInto("quote_responses")
      .values({
        company_id: scope.companyId,
        quotation_id: row.id,
        kind,
        revision: row.revision,
        name: input.name,
        note: input.note ?? null,
        client_address: clientAddress,
      })
      .execute();
    await trx
      .updateTable("quotations")
      .set({ state: kind === "accepted" ? "accepted" : "changes_requested" })
      .where("id", "=", row.id)
      .execute();
    const company = await trx
      .selectFrom("companies")
      .select("email")
      .where("id", "=", scope.companyId)
      .executeTakeFirstOrThrow();
    const mail = await renderQuoteAnswer({
      customerName: quotation.snapshot.header.customer_name,
      number: quotation.number,
      revision: row.revision,
      kind,
      name: input.name,
      note: input.note ?? null,
      orderUrl: appLink(deps.env, "/mode1", { customerId: quotation.customerId }),
    });
    await enqueueMail(trx, { companyId: scope.companyId, kind: "quote-answer", to: company.email, ...mail });
  });
  deps.mail.kick();
  return publicView(await getQuotation(db, scope, quotation.customerId), token);
}

/** The answers the shop has not been shown yet (its pages poll this and toast each once). */
export async function unseenAnswers(db: Db, session: SessionInfo) {
  const rows = await db
    .updateTable("quote_responses as r")
    .set({ seen_at: new Date() })
    .from("quotations as q")
    .whereRef("q.id", "=", "r.quotation_id")
    .where("r.company_id", "=", session.companyId)
    .where("r.seen_at", "is", null)
    .returning(["r.kind", "r.name", "r.note", "r.revision", "q.number", "q.customer_id"])
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    name: r.name,
    note: r.note,
    revision: r.revision,
    quotationNo: r.number,
    customerId: r.customer_id,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Mail to the customer, with the PDF attached and the link.
