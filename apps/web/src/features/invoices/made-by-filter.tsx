import { trpc } from "../../lib/trpc";

/** The invoice list's "Made by" choice (issue 27 point 5): everyone, or one person who made invoices. */
export function MadeByFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  // Who made invoices changes only when someone new makes one: a failed load leaves "Anyone" alone.
  const makers = trpc.invoices.makers.useQuery(undefined, { meta: { handlesErrors: true } });
  if (!makers.data || makers.data.length < 2) return null;
  return (
    <select
      aria-label="Made by"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="h-9 max-w-44 rounded-md border border-slate-300 bg-white px-2 text-sm"
    >
      <option value="">Made by anyone</option>
      {makers.data.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  );
}
