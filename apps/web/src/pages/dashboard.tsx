import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../components/button";
import { PlusIcon } from "../components/icons";
import { ListCard, ListLoadFailed } from "../components/list-card";
import { Pager } from "../components/pager";
import { SearchBox } from "../components/search-box";
import { LoadingBlock } from "../components/spinner";
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
    <ListCard
      title="Customers"
      total={list.isLoading || list.failed ? null : list.total}
      refreshing={list.isFetching && !list.isLoading}
      actions={
        <>
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
        </>
      }
    >
      <div className="h-[72vh] overflow-auto">
        {list.isLoading ? (
          <LoadingBlock label="Loading customers" className="h-full" />
        ) : list.failed ? (
          <ListLoadFailed what="customers" onRetry={() => list.refetch()} />
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
    </ListCard>
  );
}
