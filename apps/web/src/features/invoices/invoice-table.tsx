import { type DateFormat, formatDate, type InvoiceSummary, routes } from "@kerf/core";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { rupees } from "../../documents/invoice-format";
import { cx } from "../../lib/cx";
import { type DataColumn, DataTable, RowAction } from "../../ui/data-table";
import { BanIcon, RupeeIcon, TaxInvoiceIcon, TruckIcon, WorkerSheetIcon } from "../../ui/icons";
import { CreditNoteIcon } from "../credit-notes/credit-note-button";
import { PaymentStatusBadge } from "../payments/payment-status-badge";
import { InvoicePdfButton } from "../sharing/invoice-sharing";
import type { DocumentKind } from "./document-frame";
import { InvoiceStatusBadge } from "./invoice-status-badge";

export type InvoiceTableProps = {
  invoices: readonly InvoiceSummary[];
  dateFormat: DateFormat;
  onCancel?: (invoice: InvoiceSummary) => void;
  /** Each action is offered only when given (the person's role allows it, issue 27). */
  onPayments?: (invoice: InvoiceSummary) => void;
  /** Opens the credit note dialog of an issued invoice. */
  onCredit?: (invoice: InvoiceSummary) => void;
  /** Rows of the previous page or search, dimmed while the next ones load. */
  stale?: boolean;
  /**
   * What the person may see (issue 27): without prices the money columns are left out (the server sent
   * none); without invoices.read only the worker and transport sheets are linked (the Floor).
   */
  showPrices?: boolean;
  showInvoice?: boolean;
};

const MONEY_COLUMNS = new Set(["Payable", "Balance"]);
const COLUMNS: DataColumn[] = [
  { label: "Invoice No", className: "w-40" },
  { label: "Date", className: "w-28" },
  { label: "Customer" },
  { label: "Payable", className: "w-36", align: "right" },
  { label: "Balance", className: "w-36", align: "right" },
  { label: "Status", className: "w-28" },
  { label: "Actions", className: "w-64", align: "right" },
];
const NO_PRICE_COLUMNS = COLUMNS.filter((c) => !MONEY_COLUMNS.has(c.label));

/** Invoice No, Date, Customer, Payable, Balance, Status, the documents to open or print, payments and Cancel. */
export function InvoiceTable({
  invoices,
  dateFormat,
  onCancel,
  onPayments,
  onCredit,
  stale = false,
  showPrices = true,
  showInvoice = true,
}: InvoiceTableProps) {
  return (
    <DataTable columns={showPrices ? COLUMNS : NO_PRICE_COLUMNS} stale={stale}>
      {invoices.map((invoice) => {
        const cancelled = invoice.status === "cancelled";
        return (
          <tr
            key={invoice._id}
            data-invoice={invoice.number}
            className="hover:bg-brand-50/50 [&>td]:border-b [&>td]:border-slate-100"
          >
            <td className="px-4 py-2.5">
              <Link
                href={routes.invoiceDocument(invoice._id, showInvoice ? "invoice" : "worker-sheet")}
                className={cx(
                  "font-medium tabular-nums hover:underline",
                  cancelled ? "text-slate-500 line-through decoration-slate-400" : "text-brand-800",
                )}
              >
                {invoice.number}
              </Link>
            </td>
            <td className="px-4 py-2.5 text-slate-700">{formatDate(invoice.date, dateFormat)}</td>
            <td className="px-4 py-2.5 font-medium break-words text-slate-900">
              {invoice.customerName}
              {invoice.createdByName && (
                <span className="block text-xs font-normal break-all text-slate-500">
                  by {invoice.createdByName}
                </span>
              )}
            </td>
            {showPrices && (
              <>
                <td
                  className={cx(
                    "px-4 py-2.5 text-right tabular-nums",
                    cancelled ? "text-slate-500" : "font-medium text-slate-900",
                  )}
                >
                  {rupees(invoice.payable)}
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums text-slate-700" data-balance="">
                  {cancelled ? "—" : rupees(invoice.balance)}
                </td>
              </>
            )}
            <td className="px-4 py-2.5">
              {/* An issued invoice reads by what is left to pay; a cancelled one says so. */}
              {cancelled || !showPrices ? (
                <InvoiceStatusBadge status={invoice.status} />
              ) : (
                <PaymentStatusBadge status={invoice.paymentStatus} />
              )}
            </td>
            <td className="px-4 py-1.5">
              <div className="flex justify-end gap-0.5">
                {showInvoice && (
                  <DocumentLink invoice={invoice} kind="invoice" label="Open invoice">
                    <TaxInvoiceIcon />
                  </DocumentLink>
                )}
                <DocumentLink invoice={invoice} kind="worker-sheet" label="Worker sheet">
                  <WorkerSheetIcon />
                </DocumentLink>
                <DocumentLink invoice={invoice} kind="transport-sheet" label="Transport sheet">
                  <TruckIcon />
                </DocumentLink>
                {showInvoice && <InvoicePdfButton invoice={invoice} compact />}
                {onPayments && (
                  <RowAction
                    label={`${cancelled || invoice.paymentStatus === "Paid" || invoice.paymentStatus === "Credited" ? "Payments of" : "Record payment for"} ${invoice.number}`}
                    title={
                      cancelled || invoice.paymentStatus === "Paid" || invoice.paymentStatus === "Credited"
                        ? "Payments"
                        : "Record payment"
                    }
                    onClick={() => onPayments(invoice)}
                  >
                    <RupeeIcon />
                  </RowAction>
                )}
                {cancelled ? (
                  // Keeps the icons of every row in the same columns.
                  <span className="size-16" aria-hidden="true" />
                ) : (
                  <>
                    {onCredit && (
                      <RowAction
                        label={`Credit note for ${invoice.number}`}
                        title="Credit note"
                        onClick={() => onCredit(invoice)}
                      >
                        <CreditNoteIcon />
                      </RowAction>
                    )}
                    {onCancel && (
                      <RowAction
                        label={`Cancel invoice ${invoice.number}`}
                        title="Cancel invoice"
                        tone="danger"
                        onClick={() => onCancel(invoice)}
                      >
                        <BanIcon />
                      </RowAction>
                    )}
                  </>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function DocumentLink({
  invoice,
  kind,
  label,
  children,
}: {
  invoice: InvoiceSummary;
  kind: DocumentKind;
  label: string;
  children: ReactNode;
}) {
  return (
    <RowAction
      href={routes.invoiceDocument(invoice._id, kind)}
      label={`${label} ${invoice.number}`}
      title={label}
    >
      {children}
    </RowAction>
  );
}
