import type { InvoiceItemLine } from "@kerf/core";
import { money } from "../../documents/invoice-format";
import { cx } from "../../lib/cx";

/** An item line chosen for the note: its number and the quantity credited ("" for all that is left). */
export type ChosenItem = { n: number; quantity: string };

/**
 * The invoice's item lines (issue 29) for a note by line: each chosen with a tick, and the quantity
 * returned or credited typed beside it (left blank: all that is left of it). The server checks what is
 * left over all the invoice's notes and answers with the figures.
 */
export function ItemPicker({
  items,
  value,
  onChange,
  error,
}: {
  items: readonly InvoiceItemLine[];
  value: ChosenItem[];
  onChange: (items: ChosenItem[]) => void;
  error?: string;
}) {
  const chosen = new Map(value.map((item) => [item.n, item]));
  const set = (next: Map<number, ChosenItem>) => onChange([...next.values()].sort((a, b) => a.n - b.n));
  const toggle = (n: number) => {
    const next = new Map(chosen);
    if (next.has(n)) next.delete(n);
    else next.set(n, { n, quantity: "" });
    set(next);
  };
  const quantity = (n: number, text: string) => set(new Map(chosen).set(n, { n, quantity: text }));
  return (
    <div className="grid gap-1">
      <fieldset
        aria-label="Item lines to credit"
        className="max-h-56 overflow-auto rounded-md border border-slate-200"
      >
        {items.map((item) => {
          const picked = chosen.get(item.n);
          return (
            <div
              key={item.n}
              className={cx(
                "flex items-center gap-3 border-b border-slate-100 px-3 py-1.5 text-sm last:border-b-0",
                "hover:bg-brand-50/50",
              )}
            >
              <input
                type="checkbox"
                checked={picked !== undefined}
                onChange={() => toggle(item.n)}
                aria-label={`Item ${item.n}`}
              />
              <span className="w-6 tabular-nums text-slate-500">{item.n}</span>
              <span className="min-w-0 flex-1 truncate">
                {item.name}
                {item.isService ? <span className="text-slate-500"> · service</span> : null}
              </span>
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                disabled={picked === undefined}
                value={picked?.quantity ?? ""}
                onChange={(event) => quantity(item.n, event.target.value)}
                placeholder={`${item.quantity} ${item.unit}`}
                aria-label={`Quantity of item ${item.n} to credit`}
                className="w-24 rounded border border-slate-300 px-2 py-0.5 text-right tabular-nums disabled:bg-slate-50"
              />
              <span className="w-24 text-right tabular-nums">{money(item.itemTotal)}</span>
            </div>
          );
        })}
      </fieldset>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
