import type { ReactNode } from "react";
import { Button } from "./button";
import { Spinner } from "./spinner";

/**
 * A server-paged list's card: its title with the total once loaded, a small spinner while it refreshes,
 * the actions on the right (search, Add), then the list itself.
 */
export function ListCard({
  title,
  total,
  refreshing,
  actions,
  children,
}: {
  title: string;
  /** Null until the first page has loaded. */
  total: number | null;
  refreshing: boolean;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-card ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-2.5">
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        {total !== null && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {total}
          </span>
        )}
        {refreshing && <Spinner size="sm" label="Refreshing" />}
        <div className="ml-auto flex max-w-full flex-wrap items-center justify-end gap-2">{actions}</div>
      </div>
      {children}
    </section>
  );
}

/** A list that could not load: says so and offers a retry, instead of spinning forever. */
export function ListLoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 text-center text-slate-500">
      <p>The {what} could not be loaded.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
