import { formatDate, formatIndian, QUOTE_MESSAGES } from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderDocumentMail } from "@kerf/email";
import type { Env } from "../env";
import { AppError } from "../errors";
import { appLink } from "./app-link";
import { enqueueMail, type MailWorker } from "./mail-outbox";
import type { PdfRenderer } from "./pdf-renderer";
import { getQuotation } from "./quotations";
import type { SessionInfo } from "./sessions";
import { isLiveLink, type ShareTarget, shareInvoice, shareQuotation } from "./share-links";
import { fileName, printableInvoice } from "./shared-documents";

// The quotation and invoice mails to the customer: the document's PDF attached and a link to it.

const rupees = (value: string) => `₹${formatIndian(value)}`;

interface MailDeps {
  env: Pick<Env, "APP_URL">;
  mail: MailWorker;
  pdf: PdfRenderer;
}

function recipient(to: string | undefined, fallback: string | undefined): string {
  const address = to || fallback;
  if (!address) throw new AppError("BAD_REQUEST", QUOTE_MESSAGES.noEmail, { to: QUOTE_MESSAGES.noEmail });
  return address;
}

/**
 * The link a mail carries: `token`, the link the shop already holds, while it is live; otherwise a new
 * one made by `share` (replacing any other).
 */
async function mailLink(
  db: Db,
  deps: MailDeps,
  session: SessionInfo,
  target: ShareTarget,
  token: string | undefined,
  share: () => Promise<{ url: string }>,
): Promise<string> {
  if (token && (await isLiveLink(db, session.companyId, target, token))) {
    return appLink(deps.env, `/${target.kind === "quote" ? "q" : "i"}/${token}`);
  }
  return (await share()).url;
}

/** The document's mail around its link, its PDF attached, queued; the mail worker is woken to send it. */
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
  mail: { to: string; url: string; content: Buffer; validUntil?: string },
): Promise<{ to: string; url: string }> {
  const { to, url, content, validUntil } = mail;
  const rendered = await renderDocumentMail({
    companyName: document.snapshot.company.name,
    customerName: document.snapshot.header.customer_name,
    document: kind === "quotation" ? "Quotation" : "Invoice",
    number: document.number,
    payable: rupees(document.payable),
    url,
    ...(validUntil !== undefined ? { validUntil } : {}),
  });
  await enqueueMail(db, {
    companyId: session.companyId,
    kind,
    to,
    ...rendered,
    attachments: [{ filename: fileName(document.number), contentType: "application/pdf", content }],
  });
  deps.mail.kick();
  return { to, url };
}

/** Queues the quotation mail: its PDF and its link (see mailLink). */
export async function mailQuotation(
  db: Db,
  deps: MailDeps,
  session: SessionInfo,
  input: { draftId: string; to?: string; token?: string },
): Promise<{ to: string; url: string }> {
  const quotation = await getQuotation(db, session, input.draftId);
  const to = recipient(input.to, quotation.snapshot.header.email_id);
  const url = await mailLink(
    db,
    deps,
    session,
    { kind: "quote", quotationId: quotation.id },
    input.token,
    () => shareQuotation(db, deps.env, session, input.draftId),
  );
  const content = await deps.pdf.render("quotation", quotation);
  const validUntil = formatDate(quotation.validUntil, quotation.snapshot.dateFormat);
  return queueDocumentMail(db, deps, session, "quotation", quotation, { to, url, content, validUntil });
}

export async function mailInvoice(
  db: Db,
  deps: MailDeps,
  session: SessionInfo,
  input: { id: string; to?: string; token?: string },
): Promise<{ to: string; url: string }> {
  const invoice = await printableInvoice(db, session, input.id);
  const to = recipient(input.to, invoice.snapshot.header.email_id);
  const url = await mailLink(db, deps, session, { kind: "invoice", invoiceId: invoice.id }, input.token, () =>
    shareInvoice(db, deps.env, session, invoice.id),
  );
  const content = await deps.pdf.render("invoice", invoice);
  return queueDocumentMail(db, deps, session, "invoice", invoice, { to, url, content });
}
