import type { PaymentReceipt } from "@kerf/core";
import { useEffect, useState } from "react";
import type { PrintedRecord } from "../../documents/document-parts";
import { INVOICE_PAGE, pageRule } from "../../documents/document-sizes";
import { DrawingBoundary } from "../../ui/drawing-boundary";
import { ChallanDocument, type PrintedChallan } from "../challans/challan-document";
import { CreditNoteDocument, type PrintedCreditNote } from "../credit-notes/credit-note-document";
import { TaxInvoice } from "../invoices/tax-invoice";
import { RECEIPT_PAGE, ReceiptDocument } from "../payments/receipt-document";
import { QuotationDocument } from "./quotation-document";

type Printable = Parameters<typeof QuotationDocument>[0]["quotation"];
type Job = {
  id: number;
  kind: "quotation" | "invoice" | "receipt" | "credit-note" | "challan";
  data: unknown;
};

declare global {
  interface Window {
    /** Set by the server's Chromium (never fetched): the document to print next. */
    __KERF_RENDER__?: Job;
    __KERF_RENDER_READY__?: boolean;
  }
}

/**
 * /render: the page the server's Chromium keeps open and prints to PDF. The server hands it each document
 * itself (window.__KERF_RENDER__ and a "kerf-render" event, through the DevTools connection); this route
 * fetches nothing, so opened by anyone else it shows nothing. Each document is drawn under its job's id,
 * which the server waits for before printing: its pages ready (data-print-ready), or a failure to draw
 * it (data-render-error, its reason), which the server answers at once rather than after its time limit.
 */
export function RenderPage() {
  const [job, setJob] = useState<Job | undefined>(() => window.__KERF_RENDER__);
  useEffect(() => {
    const next = () => setJob(window.__KERF_RENDER__);
    window.addEventListener("kerf-render", next);
    window.__KERF_RENDER_READY__ = true;
    return () => window.removeEventListener("kerf-render", next);
  }, []);
  if (!job) return <p className="p-6 text-sm text-slate-500">Nothing to print.</p>;
  return (
    <div key={job.id} data-render-id={job.id} className="bg-white">
      <style>{pageRule(job.kind === "receipt" ? RECEIPT_PAGE : INVOICE_PAGE)}</style>
      <main className="flex flex-col items-center print:block">
        <DrawingBoundary
          fallback={(error) => <p data-render-error={error.message}>This document cannot be drawn.</p>}
        >
          {job.kind === "quotation" ? (
            <QuotationDocument quotation={job.data as Printable} />
          ) : job.kind === "receipt" ? (
            <ReceiptDocument receipt={job.data as PaymentReceipt} />
          ) : job.kind === "challan" ? (
            <ChallanDocument challan={job.data as PrintedChallan} />
          ) : job.kind === "credit-note" ? (
            <CreditNoteDocument note={job.data as PrintedCreditNote} />
          ) : (
            <TaxInvoice invoice={job.data as PrintedRecord} />
          )}
        </DrawingBoundary>
      </main>
    </div>
  );
}
