import type { InvoiceRecord } from "@kerf/core";
import { useParams } from "wouter";
import { DocumentFrame } from "./document-frame";
import { INVOICE_PAGE, TRANSPORT_SHEET_PAGE, WORKER_SHEET_PAGE } from "./document-sizes";
import { TaxInvoice } from "./tax-invoice";
import { TransportSheet } from "./transport-sheet";
import { WorkerSheet } from "./worker-sheet";

// The routes of the printed documents (/invoice/:id, /invoice/:id/worker-sheet,
// /invoice/:id/transport-sheet): logged in, without the app's shell.

/** The pages are measured once: a cancel (which adds a line to the header) lays them out again. */
function layoutKey(invoice: InvoiceRecord): string {
  return `${invoice.id}-${invoice.status}`;
}

function useInvoiceId(): string {
  return useParams<{ id: string }>().id ?? "";
}

export function TaxInvoicePage() {
  const id = useInvoiceId();
  return (
    <DocumentFrame invoiceId={id} kind="invoice" size={INVOICE_PAGE} sizeLabel="1082 × 719 px · landscape">
      {(invoice) => <TaxInvoice key={layoutKey(invoice)} invoice={invoice} />}
    </DocumentFrame>
  );
}

export function WorkerSheetPage() {
  const id = useInvoiceId();
  return (
    <DocumentFrame
      invoiceId={id}
      kind="worker-sheet"
      size={WORKER_SHEET_PAGE}
      sizeLabel="720 × 1064 px · portrait"
    >
      {(invoice) => <WorkerSheet key={layoutKey(invoice)} invoice={invoice} />}
    </DocumentFrame>
  );
}

export function TransportSheetPage() {
  const id = useInvoiceId();
  return (
    <DocumentFrame
      invoiceId={id}
      kind="transport-sheet"
      size={TRANSPORT_SHEET_PAGE}
      sizeLabel="1082 × 720 px · landscape"
    >
      {(invoice) => <TransportSheet key={layoutKey(invoice)} invoice={invoice} />}
    </DocumentFrame>
  );
}

const PAGES = {
  invoice: TaxInvoicePage,
  "worker-sheet": WorkerSheetPage,
  "transport-sheet": TransportSheetPage,
} as const;

/**
 * The three documents as one lazily loaded page: going from one to another (their links) does not
 * load or suspend again, so the document on screen is never a hidden copy of the one before.
 */
export function DocumentPage({ kind }: { kind: keyof typeof PAGES }) {
  const Page = PAGES[kind];
  return <Page />;
}
