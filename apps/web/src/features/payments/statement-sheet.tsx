import type { Statement } from "@kerf/core";
import { money, rupees } from "../../documents/invoice-format";

// The statement of account as printed: the shop's page (/statement/:customerId) and the customer's link
// (/s/<token>, issue 31) show the same sheet.

export function StatementSheet({
  statement: s,
  date,
}: {
  statement: Statement;
  date: (iso: string) => string;
}) {
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
