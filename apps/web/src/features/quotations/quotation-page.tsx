import { formatDate, routes, todayInIndia } from "@kerf/core";
import { Link } from "wouter";
import { INVOICE_PAGE, pageRule } from "../../documents/document-sizes";
import { useCan } from "../../lib/permissions";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FitWidth } from "../../ui/fit-width";
import { ArrowLeftIcon } from "../../ui/icons";
import { LoadFailure, PageSpinner } from "../../ui/page-states";
import { PrintButton } from "../../ui/print-button";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { downloadQuotationPdf } from "../sharing/download-pdf";
import { ShareActions } from "../sharing/share-actions";
import { OrderStateBadge } from "./order-state-badge";
import { QuotationDocument } from "./quotation-document";

/** /quotation/:customerId: the order's quotation as printed, with Print, PDF, Share, WhatsApp and e-mail. */
export function QuotationPage({ customerId }: { customerId: string }) {
  const utils = trpc.useUtils();
  const query = trpc.sharing.quotation.useQuery(
    { customerId },
    { retry: false, refetchOnWindowFocus: false },
  );
  const share = trpc.sharing.shareQuotation.useMutation();
  const revoke = trpc.sharing.revokeQuotation.useMutation();
  const mail = trpc.sharing.mailQuotation.useMutation();
  // Sharing is for those who quote (issue 27); reading the quotation is for whoever reads the order.
  const canShare = useCan("quotations.write");
  const live = trpc.sharing.quotationLinkLive.useQuery(
    { customerId },
    { enabled: canShare, meta: { handlesErrors: true } },
  );
  const requote = trpc.sharing.requote.useMutation({
    onSuccess: (data) => {
      utils.sharing.quotation.setData({ customerId }, data);
      toastSuccess(`Revision ${data.revision} made: the customer's link shows it now`);
    },
    onError: (error) => toastError(serverMessage(error)),
  });
  const q = query.data;
  useHeaderTitle(q ? `Quotation ${q.number.replaceAll("/", "-")}` : "Quotation");
  const refresh = () => void utils.sharing.quotation.invalidate({ customerId });

  return (
    <div className="min-h-dvh bg-slate-200 print:min-h-0 print:bg-white">
      <style>{pageRule(INVOICE_PAGE)}</style>
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-300 bg-white/95 px-4 py-2 shadow-sm print:hidden">
        <Link
          href={routes.order(customerId)}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100"
        >
          <ArrowLeftIcon className="size-4" />
          Order
        </Link>
        <p className="text-sm font-semibold text-slate-900">
          {q ? `${q.number} · revision ${q.revision}` : "Quotation"}
        </p>
        {q && <OrderStateBadge state={q.state} />}
        {q && canShare && (
          <ShareActions
            doc={{
              document: "Quotation",
              company: q.snapshot.company.name,
              number: q.number,
              payable: q.payable,
              phone: q.snapshot.header.phone_no,
              email: q.snapshot.header.email_id,
            }}
            share={(renew) => share.mutateAsync({ customerId, renew })}
            revoke={() => revoke.mutateAsync({ customerId })}
            mail={(to) => mail.mutateAsync({ customerId, to })}
            onChanged={() => {
              refresh();
              void live.refetch();
            }}
            live={live.data?.live ?? false}
          />
        )}
        <div className="ml-auto flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={!q}
            onClick={() => downloadQuotationPdf(customerId)}
          >
            Download PDF
          </Button>
          <PrintButton size="sm" disabled={!q} />
        </div>
      </header>
      {q && (q.outdated || q.validUntil < todayInIndia()) && (
        <div
          role="status"
          className="mx-auto mt-3 flex max-w-4xl flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 print:hidden"
        >
          <p className="flex-1">
            {q.outdated
              ? `Prices, terms or company details have changed since revision ${q.revision} was shown. The customer still sees revision ${q.revision} as it was.`
              : `Revision ${q.revision} expired on ${formatDate(q.validUntil, q.snapshot.dateFormat)}.`}
          </p>
          {canShare && (
            <Button size="sm" loading={requote.isPending} onClick={() => requote.mutate({ customerId })}>
              Quote again
            </Button>
          )}
        </div>
      )}
      {q && q.responses.length > 0 && (
        <ul className="mx-auto mt-3 max-w-4xl space-y-1 text-sm print:hidden" aria-label="Customer's answers">
          {q.responses.map((r) => (
            <li key={r.at} className="rounded-md bg-white px-3 py-1.5 ring-1 ring-slate-200">
              {r.kind === "accepted" ? "Accepted" : "Changes asked"} by <b>{r.name}</b> on{" "}
              {formatDate(r.at, q.snapshot.dateFormat)} · revision {r.revision}
              {r.note && <> · “{r.note}”</>} · from {r.clientAddress}
            </li>
          ))}
        </ul>
      )}
      {query.isPending ? (
        <PageSpinner label="Loading the quotation" />
      ) : !q ? (
        <LoadFailure error={query.error} />
      ) : (
        <main className="flex flex-col items-center gap-6 px-4 py-6 print:block print:p-0">
          <FitWidth width={INVOICE_PAGE.width}>
            <QuotationDocument quotation={q} />
          </FitWidth>
        </main>
      )}
    </div>
  );
}
