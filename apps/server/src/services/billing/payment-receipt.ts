import { amountInWords, type InvoiceSnapshot, type PaymentReceipt } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import type { PdfRenderer } from "../jobs/pdf-renderer";
import { logoOfDocument } from "../sharing/document-logos";
import type { PdfFile } from "../sharing/shared-documents";
import { paiseOf } from "./invoice-balance";
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
 * the customer, the amount, and what is left to pay now.
 */
export async function paymentReceipt(
  db: Db,
  session: SessionInfo,
  paymentId: string,
): Promise<PaymentReceipt> {
  const payment = await getPayment(db, session, paymentId);
  const [invoice, logo] = await Promise.all([
    getInvoice(db, session, payment.invoiceId),
    logoOfDocument(db, session.companyId, "payments", payment.id),
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
    balance: invoice.balance,
    amountInWords: receiptAmountInWords(payment.amount),
    dateFormat: snapshot.dateFormat,
  };
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
