import { routes } from "@kerf/core";
import { Link, useParams } from "wouter";
import { INVOICE_PAGE, pageRule } from "../../documents/document-sizes";
import { useDocumentLogo } from "../../documents/use-document-logo";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FitWidth } from "../../ui/fit-width";
import { ArrowLeftIcon } from "../../ui/icons";
import { PageSpinner } from "../../ui/page-states";
import { PrintButton } from "../../ui/print-button";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { downloadNumberedPdf } from "../sharing/download-pdf";
import { CreditNoteDocument } from "./credit-note-document";

/** /creditNote/:id: a credit note as a page of the app, without the shell: Print, PDF, back to its invoice. */
export function CreditNotePage() {
  const id = useParams<{ id: string }>().id ?? "";
  // An issued note never changes: fetched once per visit.
  const query = trpc.creditNotes.get.useQuery({ id }, { staleTime: 60_000, retry: false });
  const note = query.data;
  const logo = useDocumentLogo("creditNote", id, note !== undefined);
  useHeaderTitle(note ? `Credit note ${note.number.replaceAll("/", "-")}` : "Credit note");

  return (
    <div className="min-h-dvh bg-slate-200 print:min-h-0 print:bg-white">
      <style>{pageRule(INVOICE_PAGE)}</style>
      <header className="flex items-center gap-3 border-b border-slate-300 bg-white/95 px-4 py-2 shadow-sm backdrop-blur print:hidden">
        <Link
          href={note ? routes.invoiceDocument(note.invoiceId) : routes.invoiceList()}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <ArrowLeftIcon className="size-4" />
          {note ? `Invoice ${note.invoiceNumber}` : "Invoices"}
        </Link>
        <span className="h-5 w-px bg-slate-200" />
        <p className="min-w-0 truncate text-sm font-semibold text-slate-900">
          {note ? `Credit note ${note.number}` : "Credit note"}
          {note && <span className="ml-2 font-normal text-slate-500">{note.customerName}</span>}
        </p>
        {note && (
          <>
            <Button
              size="sm"
              variant="secondary"
              className="ml-auto"
              aria-label={`Download the PDF of ${note.number}`}
              onClick={() => downloadNumberedPdf("/creditNote.pdf", note)}
            >
              PDF
            </Button>
            <PrintButton />
          </>
        )}
      </header>
      {query.isPending || !logo.ready ? (
        <PageSpinner label="Loading the credit note" />
      ) : !note ? (
        <div className="mx-auto mt-16 max-w-sm rounded-lg bg-white p-6 text-center shadow-card ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Credit note not found</p>
          <p className="mt-1 text-xs text-slate-500">
            It may belong to another company, or the link is wrong.
          </p>
        </div>
      ) : (
        <main className="flex flex-col items-center gap-6 px-4 py-6 print:block print:p-0">
          <FitWidth width={INVOICE_PAGE.width}>
            <CreditNoteDocument key={note.id} note={{ ...note, logo: logo.logo }} />
          </FitWidth>
        </main>
      )}
    </div>
  );
}
