import type { InvoiceSummary } from "@kerf/core";
import { useState } from "react";
import { Button } from "../components/button";
import { Pager } from "../components/pager";
import { SearchBox } from "../components/search-box";
import { LoadingBlock, Spinner } from "../components/spinner";
import { useDateFormat } from "../features/customers/use-date-format";
import { CancelInvoiceDialog } from "../features/invoices/cancel-invoice-dialog";
import { NoInvoiceMatches, NoInvoices } from "../features/invoices/invoice-empty-state";
import { InvoiceTable } from "../features/invoices/invoice-table";
import { useInvoiceList } from "../features/invoices/use-invoice-list";
import { usePageTitle } from "../layout/header-title";
import { DEFAULT_PAGE_SIZE } from "../lib/paging";

/** /invoice-list: every invoice of the company, newest first, with its documents and Cancel. */
export function InvoiceListPage() {
  usePageTitle("Invoice List");
  const list = useInvoiceList();
  const dateFormat = useDateFormat();
  const [cancelling, setCancelling] = useState<InvoiceSummary | null>(null);

  return (
    <section
      aria-label="Invoices"
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-card ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5">
        <h2 className="text-sm font-semibold text-slate-900">Invoices</h2>
        {!list.isLoading && !list.failed && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {list.total}
          </span>
        )}
        {list.isFetching && !list.isLoading && <Spinner size="sm" label="Refreshing" />}
        <div className="ml-auto">
          <SearchBox
            label="Search invoices"
            placeholder="Customer or invoice number"
            widthClassName="w-[260px]"
            value={list.searchText}
            onChange={list.setSearchText}
          />
        </div>
      </div>

      <div className="h-[72vh] overflow-auto">
        {list.isLoading ? (
          <LoadingBlock label="Loading invoices" className="h-full" />
        ) : list.failed ? (
          <LoadFailed onRetry={() => list.refetch()} />
        ) : list.total === 0 && list.search ? (
          <NoInvoiceMatches search={list.search} onClear={() => list.setSearchText("")} />
        ) : list.total === 0 ? (
          <NoInvoices />
        ) : (
          <InvoiceTable
            invoices={list.invoices}
            dateFormat={dateFormat}
            onCancel={setCancelling}
            stale={list.isStale}
          />
        )}
      </div>

      {list.total > 0 && (
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          onPageChange={list.setPage}
          totalItems={list.total}
          pageSize={list.pageSize ?? DEFAULT_PAGE_SIZE}
          className="border-t border-slate-200 px-4 py-2"
        />
      )}

      <CancelInvoiceDialog invoice={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}

/** The error itself is only logged (portal-spec section 8); this keeps the area from spinning forever. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 text-center text-slate-500">
      <p>The invoices could not be loaded.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
