import type { Statement } from "@kerf/core";
import { rupees } from "../../documents/invoice-format";

const KIND = { invoice: "Invoice", creditNote: "Credit note", payment: "Payment" } as const;

/**
 * A statement of account as a phone reads it (issue 33): each invoice, payment and credit note a card
 * with the balance after it, what is owed at the end under them; the printed sheet a tap away.
 */
export function PhoneStatement({
  statement: s,
  date,
}: {
  statement: Statement;
  date: (iso: string) => string;
}) {
  return (
    <div className="flex flex-col gap-2 px-4">
      {s.from && (
        <p className="rounded-lg bg-white p-3 text-sm text-slate-700 shadow-card ring-1 ring-slate-200">
          Owed before {date(s.from)}: <span className="font-semibold">{rupees(s.opening)}</span>
        </p>
      )}
      <ol aria-label="Entries" className="flex flex-col gap-2">
        {s.entries.map((e) => (
          <li
            key={`${e.kind}-${e.number}`}
            className="rounded-lg bg-white p-3 shadow-card ring-1 ring-slate-200"
          >
            <p className="flex justify-between gap-3 text-sm">
              <span className="font-medium text-slate-900">
                {KIND[e.kind]} {e.number}
              </span>
              <span className="text-slate-500">{date(e.date)}</span>
            </p>
            {e.details && <p className="text-xs text-slate-500">{e.details}</p>}
            <p className="mt-1 flex justify-between gap-3 text-sm tabular-nums">
              <span className={e.kind === "invoice" ? "text-slate-900" : "text-emerald-700"}>
                {e.kind === "invoice" ? rupees(e.debit) : `− ${rupees(e.credit)}`}
              </span>
              <span className="text-slate-600">Balance {rupees(e.balance)}</span>
            </p>
            {e.dueDate && <p className="text-xs text-slate-500">Due {date(e.dueDate)}</p>}
          </li>
        ))}
      </ol>
      <section aria-label="To pay" className="rounded-lg bg-brand-700 p-4 text-white shadow-card">
        <p className="flex justify-between gap-3 font-semibold">
          <span>To pay</span>
          <span className="tabular-nums">{rupees(s.closing)}</span>
        </p>
        {s.overdue !== "0.00" && <p className="text-sm">Overdue {rupees(s.overdue)}</p>}
      </section>
    </div>
  );
}
