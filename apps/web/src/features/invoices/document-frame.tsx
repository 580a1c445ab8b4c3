import { type InvoiceDocumentKind, routes } from "@kerf/core";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { PrintedRecord } from "../../documents/document-parts";
import { type PageSize, pageRule } from "../../documents/document-sizes";
import { useDocumentLogo } from "../../documents/use-document-logo";
import { cx } from "../../lib/cx";
import { useCan, useGstRegistered } from "../../lib/permissions";
import { FitWidth } from "../../ui/fit-width";
import { ArrowLeftIcon, TaxInvoiceIcon, TruckIcon, WorkerSheetIcon } from "../../ui/icons";
import { PageSpinner } from "../../ui/page-states";
import { PrintButton } from "../../ui/print-button";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { CreditNoteButton } from "../credit-notes/credit-note-button";
import { PaymentsButton } from "../payments/payments-button";
import { InvoiceSharing } from "../sharing/invoice-sharing";
import { GstFilesButton } from "./gst-dialog";
import { useInvoice } from "./use-invoice";

export type DocumentKind = InvoiceDocumentKind;

const DOCUMENTS: { kind: DocumentKind; label: string; icon: ReactNode }[] = [
  { kind: "invoice", label: "Tax invoice", icon: <TaxInvoiceIcon /> },
  { kind: "worker-sheet", label: "Worker sheet", icon: <WorkerSheetIcon /> },
  { kind: "transport-sheet", label: "Transport sheet", icon: <TruckIcon /> },
];

export type DocumentFrameProps = {
  invoiceId: string;
  kind: DocumentKind;
  size: PageSize;
  children: (invoice: PrintedRecord) => ReactNode;
};

/**
 * A printed document as a page of the app, without the shell: a toolbar (back to the list, the other
 * documents of the invoice, Print) that is never printed, and the document's pages at their paper size.
 */
export function DocumentFrame({ invoiceId, kind, size, children }: DocumentFrameProps) {
  const query = useInvoice(invoiceId);
  const invoice = query.data;
  // Only the tax invoice prints the company's logo.
  const logo = useDocumentLogo("invoice", invoiceId, kind === "invoice" && invoice !== undefined);
  // Only what the person's role may do is offered (issue 27).
  const registered = useGstRegistered();
  const can = {
    share: useCan("invoices.create"),
    credit: useCan("creditNotes.write"),
    payments: useCan("payments.read"),
    gst: useCan(["gst.files", "invoices.correct"]) && registered,
  };
  const label = DOCUMENTS.find((d) => d.kind === kind)!.label;
  // The tab's title is also the name a browser proposes when saving the print as a PDF.
  useHeaderTitle(invoice ? `${label} ${invoice.number.replaceAll("/", "-")}` : label);

  return (
    <div className="min-h-dvh bg-slate-200 print:min-h-0 print:bg-white">
      <style>{pageRule(size)}</style>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-300 bg-white/95 px-4 py-2 shadow-sm backdrop-blur print:hidden">
        <Link
          href={routes.invoiceList()}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <ArrowLeftIcon className="size-4" />
          Invoices
        </Link>
        <span className="h-5 w-px bg-slate-200" />
        <p className="min-w-0 truncate text-sm font-semibold text-slate-900">
          {invoice ? invoice.number : label}
          {invoice && <span className="ml-2 font-normal text-slate-500">{invoice.customerName}</span>}
        </p>
        {/* No tabs and no Print for an invoice that is not there (unknown, or another company's). */}
        {(query.isPending || invoice) && (
          <nav aria-label="Documents" className="ml-4 flex items-center gap-1 rounded-lg bg-slate-100 p-0.5">
            {DOCUMENTS.map((doc) => (
              <Link
                key={doc.kind}
                href={routes.invoiceDocument(invoiceId, doc.kind)}
                aria-current={doc.kind === kind ? "page" : undefined}
                className={cx(
                  "inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors",
                  doc.kind === kind
                    ? "bg-white text-brand-800 shadow-sm ring-1 ring-slate-200"
                    : "text-slate-600 hover:text-slate-900",
                )}
              >
                {doc.icon}
                {doc.label}
              </Link>
            ))}
          </nav>
        )}
        {invoice && kind === "invoice" && can.share && <InvoiceSharing invoice={invoice} />}
        {invoice && kind === "invoice" && invoice.status === "issued" && can.credit && (
          <CreditNoteButton invoice={invoice} />
        )}
        {invoice && kind === "invoice" && can.payments && <PaymentsButton invoice={invoice} />}
        {(query.isPending || invoice) && (
          <>
            <PrintButton disabled={!invoice} className="ml-auto" />
            {/* After Print: Print keeps its place in the keyboard's order. */}
            {invoice && kind !== "worker-sheet" && can.gst && <GstFilesButton invoice={invoice} />}
          </>
        )}
      </header>

      {query.isPending || !logo.ready ? (
        <PageSpinner label="Loading the invoice" />
      ) : !invoice ? (
        <NotFound />
      ) : (
        <main className="flex flex-col items-center gap-6 px-4 py-6 print:block print:p-0">
          <FitWidth width={size.width}>{children({ ...invoice, logo: logo.logo })}</FitWidth>
        </main>
      )}
    </div>
  );
}

function NotFound() {
  return (
    <div className="mx-auto mt-16 max-w-sm rounded-lg bg-white p-6 text-center shadow-card ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">Invoice not found</p>
      <p className="mt-1 text-xs text-slate-500">It may belong to another company, or the link is wrong.</p>
      <Link
        href={routes.invoiceList()}
        className="mt-4 inline-block rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
      >
        Back to the invoices
      </Link>
    </div>
  );
}
