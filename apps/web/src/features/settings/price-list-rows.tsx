import type { ReactNode } from "react";
import type { RateRow } from "./price-list-form";

// The override rows of a price list version: a catalogue name picked from its list, and a rate.

export const INPUT =
  "h-8 rounded-md border border-slate-300 px-2 text-sm focus:border-brand-600 focus:outline-none tabular-nums";

export function Rows({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2 text-xs font-medium text-slate-600">
        {title}
        <button type="button" onClick={onAdd} className="text-brand-700 hover:underline">
          {addLabel}
        </button>
      </div>
      {children}
    </div>
  );
}

export function RemoveRow({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label="Remove row"
      onClick={onClick}
      className="px-1 text-slate-500 hover:text-red-700"
    >
      ×
    </button>
  );
}

export function RateRows(props: {
  title: string;
  label: string;
  options: string[];
  rows: RateRow[];
  onChange: (rows: RateRow[]) => void;
}) {
  const { rows, onChange, label } = props;
  const set = (r: number, change: Partial<RateRow>) =>
    onChange(rows.map((row, j) => (j === r ? { ...row, ...change } : row)));
  return (
    <Rows
      title={props.title}
      addLabel={`Add ${label.toLowerCase()}`}
      onAdd={() => onChange([...rows, { name: "", rate: "" }])}
    >
      {rows.map((row, r) => (
        <div key={r} className="flex flex-wrap items-center gap-2">
          <select
            aria-label={label}
            value={row.name}
            onChange={(e) => set(r, { name: e.target.value })}
            className={`${INPUT} w-48`}
          >
            <option value="">Choose…</option>
            {props.options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <input
            aria-label={`${label} rate`}
            inputMode="decimal"
            maxLength={24}
            placeholder="rate"
            value={row.rate}
            onChange={(e) => set(r, { rate: e.target.value })}
            className={`${INPUT} w-24`}
          />
          <RemoveRow onClick={() => onChange(rows.filter((_, j) => j !== r))} />
        </div>
      ))}
    </Rows>
  );
}
