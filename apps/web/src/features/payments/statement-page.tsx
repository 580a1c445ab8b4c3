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
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100"
        >
          <ArrowLeftIcon className="size-4" />
          Receivables
        </Link>
        <DateField label="From" format={dateFormat} value={from} onChange={(v) => setRange("from", v)} />
        <DateField label="To" format={dateFormat} value={to} onChange={(v) => setRange("to", v)} />
        <PrintButton className="ml-auto" size="sm" disabled={!s} />
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

function StatementSheet({ statement: s, date }: { statement: Statement; date: (iso: string) => string }) {
  return (
    <article
      className="w-[720px] bg-white p-8 text-[11px] leading-snug text-slate-800 shadow print:w-auto print:p-0 print:shadow-none"
      aria-label="Statement of account"
    >
      <div className="flex items-start justify-between border-b-2 border-brand-700 pb-2">
        <div>
          <p className="text-[18px] font-bold uppercase tracking-wide text-slate-900">{s.company.name}</p>
          <p className="whitespace-pre-line text-slate-700">{s.company.address}</p>
          {s.company.gstNo && <p>GSTIN {s.company.gstNo}</p>}
        </div>
        <div className="text-right">
          <p className="text-[15px] font-bold tracking-wide text-brand-800">STATEMENT OF ACCOUNT</p>
          <p>
            {s.from ? date(s.from) : "From the first invoice"} to {date(s.to)}
          </p>
        </div>
      </div>
      <p className="mt-3 text-[13px]">
        <span className="text-slate-500">Customer </span>
        <b className="text-slate-900">{s.customerName}</b>
      </p>
      <table className="mt-3 w-full border-collapse" aria-label="Entries">
        <thead>
          <tr className="bg-brand-50 text-[10px] uppercase tracking-wide text-brand-900 [&>th]:border-b [&>th]:border-slate-400 [&>th]:px-1.5 [&>th]:py-1">
            <th className="text-left">Date</th>
            <th className="text-left">Document</th>
            <th className="text-left">Details</th>
            <th className="text-right">Debit</th>
            <th className="text-right">Credit</th>
            <th className="text-right">Balance</th>
          </tr>
        </thead>
        <tbody className="[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-1.5 [&_td]:py-1">
          <tr>
            <td>{s.from ? date(s.from) : ""}</td>
            <td colSpan={4} className="font-medium">
              Opening balance
            </td>
            <td className="text-right tabular-nums">{money(s.opening)}</td>
          </tr>
          {s.entries.map((e) => (
            <tr key={`${e.kind}-${e.number}`} data-entry={e.number} className="break-inside-avoid">
              <td>{date(e.date)}</td>
              <td className="tabular-nums">{e.number}</td>
              <td>
                {e.details}
                {e.dueDate && e.dueDate !== e.date && (
                  <span className="text-slate-500"> · due {date(e.dueDate)}</span>
                )}
              </td>
              <td className="text-right tabular-nums">{e.debit === "0.00" ? "" : money(e.debit)}</td>
              <td className="text-right tabular-nums">{e.credit === "0.00" ? "" : money(e.credit)}</td>
              <td className="text-right tabular-nums">{money(e.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold text-slate-900 [&_td]:px-1.5 [&_td]:py-1">
          <tr>
            <td colSpan={3}>Totals</td>
            <td className="text-right tabular-nums">{money(s.totalDebit)}</td>
            <td className="text-right tabular-nums">{money(s.totalCredit)}</td>
            <td />
          </tr>
          <tr className="bg-brand-700 text-white">
            <td colSpan={5}>Closing balance (to pay)</td>
            <td className="text-right text-[13px] tabular-nums" data-closing="">
              {rupees(s.closing)}
            </td>
          </tr>
        </tfoot>
      </table>
      {s.due !== "0.00" && (
        <p className="mt-2 text-right" data-due="">
          Due by {date(s.to)}: <b>{rupees(s.due)}</b>
          {s.overdue !== "0.00" && (
            <>
              {" "}
              · overdue <b className="text-red-700">{rupees(s.overdue)}</b>
            </>
          )}
        </p>
      )}
      {s.reminders.length > 0 && (
        <section className="mt-4" aria-label="Reminders sent">
          <p className="font-semibold text-slate-900">Payment reminders sent</p>
          <ul className="mt-1 list-inside list-disc text-slate-700">
            {s.reminders.map((r) => (
              <li key={r.day} data-reminder={r.day}>
                {date(r.day)}: {rupees(r.balance)} due on {r.invoices.map((i) => i.number).join(", ")}
                {r.email ? ` (e-mailed to ${r.email})` : ""}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-4 text-[9px] text-slate-500">Amounts in ₹ · a computer-generated statement.</p>
    </article>
  );
}
