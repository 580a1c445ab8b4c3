import { formatDate, routes, type Statement } from "@kerf/core";
import { Link, useSearch } from "wouter";
import { money, rupees } from "../../documents/invoice-format";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { DateField } from "../../ui/date-field";
import { FitWidth } from "../../ui/fit-width";
import { ArrowLeftIcon } from "../../ui/icons";
import { LoadFailure, PageSpinner } from "../../ui/page-states";
import { PrintButton } from "../../ui/print-button";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { StatementSharing } from "./statement-sharing";
import { StatementSheet } from "./statement-sheet";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /statement/:customerId?from=&to=: the customer's statement for a date range, printable: what was owed
 * before, each invoice and payment with the running balance, and what is owed at the end.
 */
export function StatementPage({ customerId }: { customerId: string }) {
  const params = new URLSearchParams(useSearch());
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const dateFormat = useDateFormat();
  const query = trpc.payments.statement.useQuery(
    {
      customerId,
      from: ISO_DAY.test(from) ? from : undefined,
      to: ISO_DAY.test(to) ? to : undefined,
    },
    { retry: false },
  );
  const s = query.data;
  useHeaderTitle(s ? `Statement ${s.customerName}` : "Statement");
  // The range lives in the address, so a printed or shared statement opens the same.
  const setRange = (key: "from" | "to", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    window.history.replaceState(null, "", `?${next}`);
    window.dispatchEvent(new PopStateEvent("popstate"));
  };

  return (
    <div className="min-h-dvh bg-slate-200 print:min-h-0 print:bg-white">
      <style>{"@page { size: A4 portrait; margin: 12mm; }"}</style>
      <header className="flex flex-wrap items-end gap-3 border-b border-slate-300 bg-white/95 px-4 py-2 shadow-sm print:hidden">
        <Link
          href={routes.receivables()}
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 max-md:basis-full"
        >
          <ArrowLeftIcon className="size-4" />
          Receivables
        </Link>
        <DateField
          label="From"
          format={dateFormat}
          value={from}
          onChange={(v) => setRange("from", v)}
          containerClassName="max-md:min-w-0 max-md:flex-1"
        />
        <DateField
          label="To"
          format={dateFormat}
          value={to}
          onChange={(v) => setRange("to", v)}
          containerClassName="max-md:min-w-0 max-md:flex-1"
        />
        <PrintButton className="ml-auto" size="sm" disabled={!s} />
        {s && (
          <div className="basis-full print:hidden">
            <StatementSharing statement={s} />
          </div>
        )}
      </header>
      {query.isPending ? (
        <PageSpinner label="Loading the statement" />
      ) : !s ? (
        <LoadFailure error={query.error} />
      ) : (
        <main className="flex justify-center px-4 py-6 print:block print:p-0">
          <FitWidth width={720}>
            <StatementSheet statement={s} date={(iso) => formatDate(iso, dateFormat)} />
          </FitWidth>
        </main>
      )}
    </div>
  );
}
