import type { InvoiceRecord } from "@kerf/core";
import { useParams } from "wouter";
import { INVOICE_PAGE, TRANSPORT_SHEET_PAGE, WORKER_SHEET_PAGE } from "../../documents/document-sizes";
import { DocumentFrame, type DocumentKind } from "./document-frame";
import { TaxInvoice } from "./tax-invoice";
import { TransportSheet } from "./transport-sheet";
import { WorkerSheet } from "./worker-sheet";

// The routes of the printed documents (/invoice/:id, /invoice/:id/worker-sheet,
// /invoice/:id/transport-sheet): logged in, without the app's shell.

const PAGES = {
  invoice: { size: INVOICE_PAGE, Sheet: TaxInvoice },
  "worker-sheet": { size: WORKER_SHEET_PAGE, Sheet: WorkerSheet },
  "transport-sheet": { size: TRANSPORT_SHEET_PAGE, Sheet: TransportSheet },
} as const satisfies Record<DocumentKind, unknown>;

/** The pages are measured once: a cancel (which adds a line to the header) lays them out again. */
function layoutKey(invoice: InvoiceRecord): string {
  return `${invoice.id}-${invoice.status}`;
}

/**
 * The three documents as one lazily loaded page: going from one to another (their links) does not
 * load or suspend again, so the document on screen is never a hidden copy of the one before.
 */
export function DocumentPage({ kind }: { kind: DocumentKind }) {
  const id = useParams<{ id: string }>().id ?? "";
  const { size, Sheet } = PAGES[kind];
  return (
    <DocumentFrame invoiceId={id} kind={kind} size={size}>
      {(invoice) => <Sheet key={layoutKey(invoice)} invoice={invoice} />}
    </DocumentFrame>
  );
}
