import type { OrderState } from "@kerf/core";
import { lazy, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useCan } from "../../lib/permissions";
import { prefetchFiles } from "../../lib/prefetch";
import { useSession } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { whenIdle } from "../../lib/when-idle";
import { Button } from "../../ui/button";
import { PlusIcon } from "../../ui/icons";
import { MountWhenUsed } from "../../ui/mount-when-used";
import { NoMatches } from "../../ui/no-matches";
import { PagedListCard } from "../../ui/paged-list-card";
import { ListSearch } from "../../ui/search-box";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { WithProcessors } from "../job-work/with-processors";
import { ToCollect } from "../payments/to-collect";
import { NoCustomers } from "./customer-empty-state";
import { type CustomerRow, CustomerTable, customerHref } from "./customer-table";
import { useCustomerList } from "./use-customer-list";

// The dialogs (forms, zod, Headless UI) come when first opened: the list is what the page opens to.
const loadCreateDialog = () => import("./create-customer-dialog");
const loadDeleteDialog = () => import("./delete-customer-dialog");
const CreateCustomerDialog = lazy(() =>
  loadCreateDialog().then((m) => ({ default: m.CreateCustomerDialog })),
);
const DeleteCustomerDialog = lazy(() =>
  loadDeleteDialog().then((m) => ({ default: m.DeleteCustomerDialog })),
);

/** The filter's states; a type-only import keeps the schemas of @kerf/core out of the dashboard's chunk. */
const ORDER_STATES = Object.keys({
  Draft: 1,
  Quoted: 1,
  "Changes requested": 1,
  Accepted: 1,
  Invoiced: 1,
  Paid: 1,
} satisfies Record<OrderState, 1>) as OrderState[];

/** /dashboard: the customer (draft) list. Its header greets the company (portal-spec section 2). */
export function DashboardPage() {
  const companyName = useSession((s) => s.user?.company_name ?? "");
  useHeaderTitle(`Welcome ${companyName}`.trim(), "Dashboard");

  const list = useCustomerList();
  const canWrite = useCan("customers.write");
  const canReceivables = useCan("receivables.read");
  const dateFormat = useDateFormat();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CustomerRow | null>(null);

  // Opening a customer or adding one is the next step from here: have their files ready once the list
  // shows, when the browser is idle, so they never compete with the list on a slow line. Fetched, not
  // run: running the order page's modules blocked a slow phone's main thread right after the list showed.
  // (The file lists are written in by the build, so they live in this chunk, not the first page's.)
  const listShown = !list.isLoading;
  useEffect(() => {
    if (!listShown) return;
    return whenIdle(
      () => {
        prefetchFiles("__KERF_CHUNK_FILES__:src/features/order/order-route.tsx");
        prefetchFiles("__KERF_CHUNK_FILES__:src/features/customers/create-customer-dialog.tsx");
      },
      { timeout: 2000 },
    );
  }, [listShown]);

  const refresh = () => utils.customers.list.invalidate();
  const open = (customer: CustomerRow) => navigate(customerHref(customer));

  return (
    <>
      <PagedListCard
        title="Customers"
        what="customers"
        list={list}
        actions={
          <>
            <select
              aria-label="Filter by state"
              value={list.state}
              onChange={(e) => list.setState(e.target.value as typeof list.state)}
              className="h-9 rounded-md bg-white px-2 text-sm text-slate-700 ring-1 ring-slate-300"
            >
              <option value="">Every state</option>
              {ORDER_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {canReceivables && <ToCollect />}
            <WithProcessors />
            <ListSearch list={list} label="Search customers" placeholder="Search by name" width="w-[200px]" />
            {canWrite && (
              <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
                Add
              </Button>
            )}
          </>
        }
        noMatches={
          (list.search || list.state) && (
            <NoMatches
              what="customer"
              search={list.search}
              {...stateMiss(list.search, list.state)}
              onClear={() => {
                list.setSearchText("");
                list.setState("");
              }}
            />
          )
        }
        empty={<NoCustomers onAdd={canWrite ? () => setAdding(true) : undefined} />}
      >
        <CustomerTable
          customers={list.customers}
          dateFormat={dateFormat}
          onOpen={open}
          onDelete={canWrite ? setDeleting : undefined}
          stale={list.isStale}
        />
      </PagedListCard>

      <MountWhenUsed used={adding}>
        <CreateCustomerDialog
          open={adding}
          onClose={() => setAdding(false)}
          onCreated={() => {
            // Newest first: the new customer heads page 1.
            list.setPage(1);
            void refresh();
          }}
        />
      </MountWhenUsed>
      <MountWhenUsed used={deleting !== null}>
        <DeleteCustomerDialog customer={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
      </MountWhenUsed>
    </>
  );
}

/** A state filter that finds nothing says so, in the order's words, not as a search miss. */
function stateMiss(search: string, state: string): { message?: string; clearLabel?: string } {
  if (!state) return {};
  if (!search) return { message: `No order is ${state}`, clearLabel: "Show every state" };
  return {
    message: `No customer matches "${search}" with an order that is ${state}`,
    clearLabel: "Clear the search and the state",
  };
}
