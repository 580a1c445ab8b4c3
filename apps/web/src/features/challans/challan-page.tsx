import { routes } from "@kerf/core";
import { useState } from "react";
import { Link, useParams } from "wouter";
import { INVOICE_PAGE, pageRule } from "../../documents/document-sizes";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FitWidth } from "../../ui/fit-width";
import { ArrowLeftIcon } from "../../ui/icons";
import { PageSpinner } from "../../ui/page-states";
import { PrintButton } from "../../ui/print-button";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { ReceivePanel } from "../job-work/receive-panel";
import { downloadNumberedPdf } from "../sharing/download-pdf";
import { ChallanDocument } from "./challan-document";

/** /challan/:id: a challan's three copies as printed: Print, PDF, Cancel (while open), back to the list. */
export function ChallanPage() {
  const id = useParams<{ id: string }>().id ?? "";
  const query = trpc.challans.get.useQuery({ id }, { retry: false });
  const challan = query.data;
  const utils = trpc.useUtils();
  const cancel = trpc.challans.cancel.useMutation();
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  useHeaderTitle(challan ? `Challan ${challan.number.replaceAll("/", "-")}` : "Challan");

  async function confirmCancel() {
    try {
      const done = await cancel.mutateAsync({ id, reason });
      toastSuccess(`Challan ${done.number} cancelled`);
      setAsking(false);
      await utils.challans.invalidate();
    } catch (error) {
      toastError(serverMessage(error));
    }
  }

  return (
    <div className="min-h-dvh bg-slate-200 print:min-h-0 print:bg-white">
      <style>{pageRule(INVOICE_PAGE)}</style>
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-300 bg-white/95 px-4 py-2 shadow-sm print:hidden">
        <Link
          href={routes.challans()}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100"
        >
          <ArrowLeftIcon className="size-4" />
          Challans
        </Link>
        <p className="min-w-0 truncate text-sm font-semibold text-slate-900">
          {challan ? `Challan ${challan.number}` : "Challan"}
          {challan && (
            <span className="ml-2 font-normal text-slate-500">
              {challan.customerName} · {challan.status}
              {challan.invoiceNumber && ` · ${challan.invoiceNumber}`}
            </span>
          )}
        </p>
        {challan && (
          <div className="ml-auto flex items-center gap-2">
            {challan.status === "open" &&
              (asking ? (
                <form
                  className="flex items-center gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void confirmCancel();
                  }}
                >
                  <input
                    // biome-ignore lint/a11y/noAutofocus: the reason is the one thing asked, typed at once
                    autoFocus
                    aria-label="Reason for cancelling"
                    placeholder="Reason for cancelling"
                    maxLength={200}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    onKeyDown={(e) => e.key === "Escape" && setAsking(false)}
                    className="h-8 w-56 rounded-md border border-slate-300 px-2 text-sm"
                  />
                  <Button size="sm" variant="danger" type="submit" loading={cancel.isPending}>
                    Cancel challan
                  </Button>
                </form>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
                  Cancel…
                </Button>
              ))}
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Download the PDF of ${challan.number}`}
              onClick={() => downloadNumberedPdf("/challan.pdf", challan)}
            >
              PDF
            </Button>
            <PrintButton />
          </div>
        )}
      </header>
      {query.isPending ? (
        <PageSpinner label="Loading the challan" />
      ) : !challan ? (
        <div className="mx-auto mt-16 max-w-sm rounded-lg bg-white p-6 text-center shadow-card ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Challan not found</p>
          <p className="mt-1 text-xs text-slate-500">
            It may belong to another company, or the link is wrong.
          </p>
        </div>
      ) : (
        <main className="flex flex-col items-center gap-6 px-4 py-6 print:block print:p-0">
          {challan.processorId && <ReceivePanel challanId={challan.id} open={challan.status === "open"} />}
          <FitWidth width={INVOICE_PAGE.width}>
            <ChallanDocument key={`${challan.id}-${challan.status}`} challan={challan} />
          </FitWidth>
        </main>
      )}
    </div>
  );
}
