import type { BankCredit, BankStatementResult } from "@kerf/core";
import type { KeyboardEvent } from "react";
import { rupees } from "../../documents/invoice-format";
import { Button } from "../../ui/button";
import { useCardLabels } from "../../ui/card-labels";
import { MODE_LABELS } from "./record-payment-form";

export interface MatchToPost {
  creditId: string;
  invoiceIds: string[];
  amounts: string[];
}

type Suggestion = BankCredit["suggestions"][number];

const toPost = (credit: BankCredit, s: Suggestion): MatchToPost => ({
  creditId: credit.creditId,
  invoiceIds: s.invoices.map((i) => i.invoiceId),
  amounts: s.invoices.map((i) => i.amount),
});

const STATUS: Record<BankCredit["status"], { label: string; className: string }> = {
  exact: { label: "Exact", className: "bg-emerald-50 text-emerald-800 ring-emerald-600/20" },
  suggested: { label: "Suggested", className: "bg-amber-50 text-amber-800 ring-amber-600/20" },
  unmatched: { label: "Unmatched", className: "bg-slate-50 text-slate-700 ring-slate-500/20" },
  recorded: { label: "Already recorded", className: "bg-sky-50 text-sky-800 ring-sky-600/20" },
  posted: { label: "Posted", className: "bg-slate-100 text-slate-600 ring-slate-500/20" },
};

const RULES: Record<Suggestion["rule"], string> = {
  "invoice-number": "invoice number",
  "customer-amount": "customer and amount",
  "customer-oldest": "customer, oldest invoices",
  amount: "amount only",
};

const HEAD = "border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-semibold text-slate-600";

/**
 * The statement's credits with their matches. Exact ones are posted together with one button; on a
 * suggested credit's row, the keys 1 to 5 (or Enter on a suggestion's button) confirm that suggestion.
 */
export function BankCreditsTable({
  result,
  posting,
  onPost,
}: {
  result: BankStatementResult;
  posting: boolean;
  onPost: (matches: MatchToPost[]) => void;
}) {
  const cards = useCardLabels();
  const exact = result.credits.filter((c) => c.status === "exact" && c.suggestions[0]);
  const count = (s: BankCredit["status"]) => result.credits.filter((c) => c.status === s).length;
  const confirmByKey = (credit: BankCredit) => (e: KeyboardEvent) => {
    const n = Number(e.key);
    const s = Number.isInteger(n) && n >= 1 ? credit.suggestions[n - 1] : undefined;
    if (!s || posting) return;
    e.preventDefault();
    onPost([toPost(credit, s)]);
  };
  return (
    <section className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200" aria-label="Credits">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
        <p className="text-sm text-slate-700" data-summary>
          {result.credits.length} credits ({result.added} new): {count("exact")} exact, {count("suggested")}{" "}
          suggested, {count("unmatched")} unmatched, {count("posted")} posted
        </p>
        {result.problems.length > 0 && (
          <p className="text-sm text-red-700">{result.problems.length} lines could not be read</p>
        )}
        <Button
          className="ml-auto"
          disabled={exact.length === 0}
          loading={posting}
          onClick={() => onPost(exact.map((c) => toPost(c, c.suggestions[0]!)))}
        >
          Post {exact.length} exact matches
        </Button>
      </header>
      <div className="max-h-[65vh] overflow-auto">
        <table
          ref={cards}
          className="data-table w-full border-separate border-spacing-0 text-sm"
          aria-label="Statement credits"
        >
          <thead>
            <tr>
              <th className={HEAD}>Date</th>
              <th className={HEAD}>Narration</th>
              <th className={`${HEAD} text-right`}>Amount</th>
              <th className={HEAD}>Match</th>
              <th className={HEAD}>Invoices</th>
            </tr>
          </thead>
          <tbody>
            {result.credits.map((c) => (
              <tr
                key={c.creditId}
                data-credit={c.reference ?? c.narration}
                data-status={c.status}
                tabIndex={c.status === "suggested" ? 0 : undefined}
                onKeyDown={c.status === "suggested" ? confirmByKey(c) : undefined}
                className="align-top focus-visible:outline-2 focus-visible:outline-brand-600 [&>td]:border-b [&>td]:border-slate-100"
              >
                <td className="whitespace-nowrap px-3 py-2">{c.date}</td>
                <td className="max-w-md px-3 py-2 text-slate-700">
                  <span className="break-all">{c.narration}</span>
                  <span className="block text-xs text-slate-500">
                    {MODE_LABELS[c.mode]}
                    {c.reference ? ` · ${c.reference}` : ""}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{rupees(c.amount)}</td>
                <td className="px-3 py-2">
                  <span
                    className={`inline-flex rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS[c.status].className}`}
                  >
                    {STATUS[c.status].label}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <ol className="space-y-1">
                    {c.suggestions.map((s, i) => (
                      <li key={s.invoices.map((x) => x.invoiceId).join()} className="flex items-center gap-2">
                        <span className="text-slate-800">
                          {s.invoices.map((x) => `${x.invoiceNumber} ${rupees(x.amount)}`).join(", ")}
                          <span className="text-xs text-slate-500">
                            {" "}
                            · {s.invoices[0]?.customerName} · {RULES[s.rule]}
                          </span>
                        </span>
                        {c.status === "suggested" && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={posting}
                            aria-label={`Confirm suggestion ${i + 1} for ${c.reference ?? c.narration}`}
                            onClick={() => onPost([toPost(c, s)])}
                          >
                            Confirm ({i + 1})
                          </Button>
                        )}
                      </li>
                    ))}
                  </ol>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
