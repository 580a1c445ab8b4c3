import type { CreditNoteSummary, InvoiceCredit } from "@kerf/core";
import { formatDate, routes } from "@kerf/core";
import { Link } from "wouter";
import { money, rupees } from "../../documents/invoice-format";
import { useDateFormat } from "../../lib/use-date-format";
import { useCardLabels } from "../../ui/card-labels";

const KIND = { full: "Whole invoice", lines: "Lines", amount: "Amount" } as const;

/** An invoice's credit notes, each a link to its printed page, and what is credited and left. */
export function CreditNoteList({
  credit,
  payable,
}: {
  credit: InvoiceCredit & { notes: CreditNoteSummary[] };
  payable: string;
}) {
  const cards = useCardLabels();
  const dateFormat = useDateFormat();
  return (
    <section aria-label="Credit notes of the invoice" className="grid gap-1.5">
      <p className="text-xs text-slate-600">
        Credited <span className="font-semibold text-slate-900">{rupees(credit.credited)}</span> of{" "}
        {rupees(payable)} · left to credit{" "}
        <span className="font-semibold text-slate-900">{rupees(credit.creditable)}</span>
      </p>
      {credit.notes.length > 0 && (
        <table ref={cards} className="data-table w-full text-sm">
          <tbody>
            {credit.notes.map((note) => (
              <tr key={note.id} className="border-b border-slate-100 [&>td]:py-1">
                <td>
                  <Link
                    href={routes.creditNote(note.id)}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {note.number}
                  </Link>
                </td>
                <td className="text-slate-600">{formatDate(note.date, dateFormat)}</td>
                <td className="text-slate-600">
                  {KIND[note.kind]}
                  {note.kind === "lines" && ` ${note.lines.join(", ")}`}
                </td>
                <td className="max-w-48 truncate text-slate-600" title={note.reason}>
                  {note.reason}
                </td>
                <td className="text-right tabular-nums">{money(note.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
