import type { ColumnType } from "kysely";
import type { DocumentSeriesTable, Numbered } from "./numbered";
import type { Timestamp } from "./timestamp";

// Invoices, credit notes and payments, each numbered in a series per financial year.

export type InvoiceSeriesTable = DocumentSeriesTable;
export type CreditNoteSeriesTable = DocumentSeriesTable;
export type ReceiptSeriesTable = DocumentSeriesTable;

export interface InvoicesTable extends Numbered {
  customer_id: string | null;
  /** A calendar date, "YYYY-MM-DD" (pg's date type is read as text, see create-db). */
  invoice_date: ColumnType<string, string, string>;
  status: ColumnType<"issued" | "cancelled", "issued" | "cancelled" | undefined, "issued" | "cancelled">;
  customer_name: string;
  payable: string;
  /** Company, header, priced lines and totals as they were when the invoice was made. */
  snapshot: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
  /** What the invoice registration portal returned, pasted back by the shop; null until then. */
  irn: string | null;
  ack_no: string | null;
  ack_date: string | null;
  signed_qr: string | null;
  /** The e-way bill's transport details (TInvoiceTransport in @kerf/core); null until entered. */
  transport: ColumnType<unknown, string | null | undefined, string | null>;
  /** The logo it was issued with (document_logos), and the UPI ID and payee its QR pays. */
  logo_hash: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  upi_id: ColumnType<string | null, string | null | undefined, string | null>;
  upi_payee: ColumnType<string | null, string | null | undefined, string | null>;
}

export type CreditNoteKind = "full" | "lines" | "amount";

/** A credit note against an issued invoice (issue 17). */
/** CN/26-27/0001: one consecutive series per company and financial year. */
export interface CreditNotesTable extends Numbered {
  invoice_id: string;
  /** A calendar date, "YYYY-MM-DD". */
  credit_date: ColumnType<string, string, string>;
  reason: string;
  /** full: the whole invoice; lines: chosen lines of it; amount: a taxable value at one GST rate. */
  kind: CreditNoteKind;
  /**
   * What the note credits, shaped like the invoice's snapshot: the credited lines (full, lines), the
   * amount and rate (amount), tax by rate (CGST/SGST or IGST per rate), round-off and total
   * (ZCreditNoteSnapshot in @kerf/core).
   */
  snapshot: ColumnType<unknown, string, string>;
  /** The payable credited, a decimal string with 2 decimals; the notes of an invoice never exceed its payable. */
  total: string;
  created_at: Timestamp;
  created_by: string | null;
  /** The logo it was issued with (document_logos). */
  logo_hash: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
}

export type PaymentMode = "cash" | "upi" | "bank" | "cheque" | "card";

/** RC/26-27/0001: the receipt's number, a series of its own per financial year. */
export interface PaymentsTable extends Numbered {
  invoice_id: string;
  payment_date: ColumnType<string, string, string>;
  amount: string;
  mode: PaymentMode;
  reference: string | null;
  created_by: string | null;
  created_at: Timestamp;
  /** A deleted payment keeps its row: when, by whom and why. */
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  delete_reason: string | null;
  /** The logo its receipt prints (document_logos), as it was when the payment was recorded. */
  logo_hash: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
}
