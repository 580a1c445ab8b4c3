import { amountInWords, type InvoiceSnapshot, type PaymentReceipt } from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import type { SessionInfo } from "../auth/sessions";
import type { PdfRenderer } from "../jobs/pdf-renderer";
import { logoOfDocument } from "../sharing/document-logos";
import type { PdfFile } from "../sharing/shared-documents";
import { paiseOf, rupees } from "./invoice-balance";
import { getInvoice } from "./invoices";
import { getPayment } from "./payments";

/** "Rupees One Hundred and Ten Paise Only": a receipt names the paise too, which the invoice's words round off. */
export function receiptAmountInWords(amount: string): string {
  const paise = paiseOf(amount);
  const whole = amountInWords(paise / 100n);
  const rest = paise % 100n;
  if (rest === 0n) return whole;
  const paiseWords = amountInWords(rest).slice("Rupees ".length, -" Only".length);
  return `${whole.slice(0, -" Only".length)} and ${paiseWords} Paise Only`;
}

/**
 * A payment's receipt as printed: the shop's details as on the invoice, the logo of the day it was recorded,
 * the customer, the amount, and what was left to pay once it was recorded.
 */
export async function paymentReceipt(
  db: Db,
  session: SessionInfo,
  paymentId: string,
): Promise<PaymentReceipt> {
  const payment = await getPayment(db, session, paymentId);
  const [invoice, logo, balance] = await Promise.all([
    getInvoice(db, session, payment.invoiceId),
    logoOfDocument(db, session.companyId, "payments", payment.id),
    balanceAfter(db, session.companyId, payment.id),
  ]);
  const snapshot: InvoiceSnapshot = invoice.snapshot;
  const { name, address, gstNo, phone, email } = snapshot.company;
  return {
    payment,
    company: { name, address, gstNo, phone, email },
    logo,
    customerName: invoice.customerName,
    invoiceDate: invoice.date,
    invoicePayable: invoice.payable,
    balance,
    amountInWords: receiptAmountInWords(payment.amount),
    dateFormat: snapshot.dateFormat,
  };
}

/**
 * The invoice's balance just after this payment was recorded, as the receipt said it that day: payable
 * less the credit notes issued by then and the payments live then (recorded up to this one, not yet
 * deleted). A later payment, credit note or deletion is not this receipt's.
 */
async function balanceAfter(db: Db, companyId: string, paymentId: string): Promise<string> {
  const { rows } = await sql<{ payable: string; credited: string; paid: string }>`
    select i.payable::text as payable,
      (select coalesce(sum(c.total), 0) from credit_notes c
        where c.invoice_id = i.id and c.company_id = i.company_id and c.created_at <= p.created_at)::text as credited,
      (select coalesce(sum(q.amount + q.tds_amount), 0) from payments q
        where q.invoice_id = i.id and q.company_id = i.company_id and q.created_at <= p.created_at
          and (q.deleted_at is null or q.deleted_at > p.created_at))::text as paid
    from payments p join invoices i on i.id = p.invoice_id and i.company_id = p.company_id
    where p.id = ${paymentId} and p.company_id = ${companyId}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("the payment's invoice is gone");
  return rupees(paiseOf(row.payable) - paiseOf(row.credited) - paiseOf(row.paid));
}

export async function receiptPdf(
  db: Db,
  pdf: PdfRenderer,
  session: SessionInfo,
  paymentId: string,
): Promise<PdfFile> {
  const receipt = await paymentReceipt(db, session, paymentId);
  return {
    filename: `${receipt.payment.number.replaceAll("/", "-")}.pdf`,
    content: await pdf.render("receipt", receipt),
  };
}
