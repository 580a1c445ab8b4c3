import { formatDate, formatIndian, QUOTE_MESSAGES } from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderDocumentMail } from "@kerf/email";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { Limits } from "../auth/rate-limits";
import type { SessionInfo } from "../auth/sessions";
import type { PdfRenderer } from "../jobs/pdf-renderer";
import { mailAllowance } from "../mail/mail-limits";
import { enqueueMail, type MailWorker } from "../mail/mail-outbox";
import type { LinkSeal } from "./link-seal";
import { shownQuotation } from "./quotations";
import { refuseCancelled, type ShareTarget, targetLink } from "./share-links";
import { fileName, printableInvoice } from "./shared-documents";

// The quotation and invoice mails to the customer: the document's PDF attached and a link to it.

const rupees = (value: string) => `₹${formatIndian(value)}`;

interface MailDeps {
  env: Pick<Env, "APP_URL">;
  mail: MailWorker;
  pdf: PdfRenderer;
  linkSeal: LinkSeal;
  limits: Limits;
}

function recipient(to: string | undefined, fallback: string | undefined): string {
  const address = to || fallback;
  if (!address) throw new AppError("BAD_REQUEST", QUOTE_MESSAGES.noEmail, { to: QUOTE_MESSAGES.noEmail });
  return address;
}

/**
 * The document's mail around its link (the live one, or a new one when it has none), its PDF attached,
 * queued; the mail worker is woken to send it. Today's allowance is checked before the PDF is printed and
 * counted with the mail itself, so a refused mail neither goes nor counts.
 */
async function queueDocumentMail(
  db: Db,
  deps: MailDeps,
  session: SessionInfo,
  kind: "quotation" | "invoice",
  document: {
    number: string;
    payable: string;
    snapshot: { company: { name: string }; header: { customer_name: string } };
  },
  mail: { to: string; target: ShareTarget; print: () => Promise<Buffer>; validUntil?: string },
): Promise<{ to: string; url: string }> {
  const { to, validUntil } = mail;
  const allowance = mailAllowance(deps.limits, session.companyId, to);
  await allowance.check(db);
  const content = await mail.print();
  const { url } = await targetLink(db, deps, session.companyId, mail.target);
  const rendered = await renderDocumentMail({
    companyName: document.snapshot.company.name,
    customerName: document.snapshot.header.customer_name,
    document: kind === "quotation" ? "Quotation" : "Invoice",
    number: document.number,
    payable: rupees(document.payable),
    url,
    ...(validUntil !== undefined ? { validUntil } : {}),
  });
  await db.transaction().execute(async (trx) => {
    await allowance.count(trx);
    await enqueueMail(trx, {
      companyId: session.companyId,
      kind,
      to,
      ...rendered,
      attachments: [{ filename: fileName(document.number), contentType: "application/pdf", content }],
    });
  });
  deps.mail.kick();
  return { to, url };
}

/** Queues the quotation mail: the revision shown (frozen now if it was not), its PDF and its link. */
export async function mailQuotation(
  db: Db,
  deps: MailDeps,
  session: SessionInfo,
  input: { customerId: string; to?: string },
): Promise<{ to: string; url: string }> {
  const quotation = await shownQuotation(db, session, input.customerId);
  return queueDocumentMail(db, deps, session, "quotation", quotation, {
    to: recipient(input.to, quotation.snapshot.header.email_id),
    target: { kind: "quote", quotationId: quotation.id },
    print: () => deps.pdf.render("quotation", quotation),
    validUntil: formatDate(quotation.validUntil, quotation.snapshot.dateFormat),
  });
}

export async function mailInvoice(
  db: Db,
  deps: MailDeps,
  session: SessionInfo,
  input: { id: string; to?: string },
): Promise<{ to: string; url: string }> {
  const invoice = await printableInvoice(db, session, input.id);
  refuseCancelled(invoice);
  return queueDocumentMail(db, deps, session, "invoice", invoice, {
    to: recipient(input.to, invoice.snapshot.header.email_id),
    target: { kind: "invoice", invoiceId: invoice.id },
    print: () => deps.pdf.render("invoice", invoice),
  });
}
