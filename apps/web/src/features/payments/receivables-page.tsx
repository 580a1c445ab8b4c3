import { AGEING_BUCKETS, type Ageing, DUE_AGEING_BUCKETS, type DueAgeing, routes } from "@kerf/core";
import { useState } from "react";
import { Link } from "wouter";
import { rupees } from "../../documents/invoice-format";
import { trpc } from "../../lib/trpc";
import { useCardLabels } from "../../ui/card-labels";
import { ListCard, ListLoadFailed } from "../../ui/list-card";
import { usePageTitle } from "../../ui/shell/header-title";
import { LoadingBlock } from "../../ui/spinner";
import { RemindToday } from "./remind-today";

export { StatementPage } from "./statement-page";
export { TdsPage } from "./tds-page";

const HEAD =
  "sticky top-0 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold text-slate-600";
const NUM = "px-4 py-2.5 text-right tabular-nums";

/** /receivables: each customer who still owes, the balance aged by invoice date, and the total to collect. */
export function ReceivablesPage() {
  const cards = useCardLabels();
  usePageTitle("Receivables");
  const query = trpc.payments.receivables.useQuery();
  const data = query.data;
  // Aged by invoice date (how old) or by due date (how late, issue 31).
  const [byDue, setByDue] = useState(false);
  const buckets = byDue ? DUE_AGEING_BUCKETS : AGEING_BUCKETS;
  return (
    <div className="flex flex-col gap-4">
      <ListCard
        title="Receivables"
        total={data ? data.customers.length : null}
        refreshing={query.isFetching && !!data}
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-600">
            Age by
            <select
              aria-label="Age by"
              value={byDue ? "due" : "invoice"}
              onChange={(e) => setByDue(e.target.value === "due")}
              className="h-8 rounded-md border border-slate-300 px-2 text-sm focus:border-brand-600 focus:outline-none"
            >
              <option value="invoice">Invoice date</option>
              <option value="due">Due date</option>
            </select>
          </label>
        }
      >
        <div className="max-h-[72vh] overflow-auto">
          {!data ? (
            query.error ? (
              <ListLoadFailed what="receivables" onRetry={() => query.refetch()} />
            ) : (
              <LoadingBlock label="Loading receivables" className="h-60" />
            )
          ) : data.customers.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-slate-500">
              Nothing to collect: every invoice is paid.
            </p>
          ) : (
            <table
              ref={cards}
              className="data-table w-full border-separate border-spacing-0 text-sm"
              aria-label="Receivables by customer"
            >
              <thead>
                <tr>
                  <th scope="col" className={`${HEAD} text-left`}>
                    Customer
                  </th>
                  <th scope="col" className={`${HEAD} text-right`}>
                    Invoices
                  </th>
                  {buckets.map((b) => (
                    <th key={b.key} scope="col" className={`${HEAD} text-right`}>
                      {b.label}
                    </th>
                  ))}
                  <th scope="col" className={`${HEAD} text-right`}>
                    Overdue
                  </th>
                  <th scope="col" className={`${HEAD} text-right`}>
                    Balance
                  </th>
                  <th scope="col" className={HEAD}>
                    <span className="sr-only">Statement</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.customers.map((c) => (
                  <tr
                    key={c.customerId ?? c.customerName}
                    data-customer={c.customerName}
                    className="hover:bg-brand-50/50 [&>td]:border-b [&>td]:border-slate-100"
                  >
                    <td className="px-4 py-2.5 font-medium text-slate-900">{c.customerName}</td>
                    <td className={NUM}>{c.invoices}</td>
                    <Buckets ageing={byDue ? c.dueAgeing : c.ageing} />
                    <td
                      className={`${NUM} ${c.overdue === "0.00" ? "text-slate-500" : "font-medium text-red-700"}`}
                      data-overdue=""
                    >
                      {rupees(c.overdue)}
                    </td>
                    <td className={`${NUM} font-semibold text-slate-900`}>{rupees(c.balance)}</td>
                    <td className="px-4 py-1.5 text-right">
                      {c.customerId && (
                        <Link
                          href={routes.statement(c.customerId)}
                          aria-label={`Statement of ${c.customerName}`}
                          className="inline-flex items-center rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          Statement
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="bg-slate-50 font-semibold text-slate-900" data-total="">
                  <td className="px-4 py-2.5">Total to collect</td>
                  <td className={NUM} />
                  <Buckets ageing={byDue ? data.total.dueAgeing : data.total.ageing} />
                  <td className={NUM}>{rupees(data.total.overdue)}</td>
                  <td className={`${NUM} text-base`}>{rupees(data.total.balance)}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          )}
        </div>
      </ListCard>
      <RemindToday />
    </div>
  );
}

function Buckets({ ageing }: { ageing: Ageing | DueAgeing }) {
  const buckets = "notDue" in ageing ? DUE_AGEING_BUCKETS : AGEING_BUCKETS;
  return (
    <>
      {buckets.map((b) => (
        <td
          key={b.key}
          className={`${NUM} ${(ageing as DueAgeing)[b.key] === "0.00" ? "text-slate-500" : "text-slate-700"}`}
        >
          {rupees((ageing as DueAgeing)[b.key])}
        </td>
      ))}
    </>
  );
}
