/** A rule with OR in the middle, between two alternative actions. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      OR
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
