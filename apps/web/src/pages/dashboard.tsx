import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../components/button";
import { PlusIcon } from "../components/icons";
import { Pager } from "../components/pager";
import { SearchBox } from "../components/search-box";
import { LoadingBlock, Spinner } from "../components/spinner";
import { CreateCustomerDialog } from "../features/customers/create-customer-dialog";
import { NoCustomers, NoMatches } from "../features/customers/customer-empty-state";
import { type CustomerRow, CustomerTable, customerHref } from "../features/customers/customer-table";
import { DeleteCustomerDialog } from "../features/customers/delete-customer-dialog";
import { useCustomerList } from "../features/customers/use-customer-list";
import { useDateFormat } from "../features/customers/use-date-format";
import { useHeaderTitle } from "../layout/header-title";
import { DEFAULT_PAGE_SIZE } from "../lib/paging";
import { useSession } from "../lib/session";
import { trpc } from "../lib/trpc";

/** /dashboard: the customer (draft) list. Its header greets the company (portal-spec section 2). */
export function DashboardPage() {
  const companyName = useSession((s) => s.user?.company_name ?? "");
  useHeaderTitle(`Welcome ${companyName}`.trim(), "Dashboard");

  const list = useCustomerList();
  const dateFormat = useDateFormat();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CustomerRow | null>(null);

  const refresh = () => utils.customers.list.invalidate();
  const open = (customer: CustomerRow) => navigate(customerHref(customer));

  return (
    <section
      aria-label="Customers"
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-card ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5">
        <h2 className="text-sm font-semibold text-slate-900">Customers</h2>
        {!list.isLoading && !list.failed && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {list.total}
          </span>
        )}
        {list.isFetching && !list.isLoading && <Spinner size="sm" label="Refreshing" />}
        <div className="ml-auto flex items-center gap-2">
          <SearchBox
            label="Search customers"
            placeholder="Search by name"
            widthClassName="w-[200px]"
            value={list.searchText}
            onChange={list.setSearchText}
          />
          <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
            Add
          </Button>
        </div>
      </div>

      <div className="h-[72vh] overflow-auto">
        {list.isLoading ? (
          <LoadingBlock label="Loading customers" className="h-full" />
        ) : list.failed ? (
          <LoadFailed onRetry={() => list.refetch()} />
        ) : list.total === 0 && list.search ? (
          <NoMatches search={list.search} onClear={() => list.setSearchText("")} />
        ) : list.total === 0 ? (
          <NoCustomers onAdd={() => setAdding(true)} />
        ) : (
          <CustomerTable
            customers={list.customers}
            dateFormat={dateFormat}
            onOpen={open}
            onDelete={setDeleting}
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

      <CreateCustomerDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          // Newest first: the new customer heads page 1.
          list.setPage(1);
          void refresh();
        }}
      />
      <DeleteCustomerDialog customer={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </section>
  );
}

/** The error itself is only logged (portal-spec section 8); this keeps the area from spinning forever. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 text-center text-slate-500">
      <p>The customers could not be loaded.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
