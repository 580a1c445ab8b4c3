import { routes } from "@kerf/core";
import { Link } from "wouter";
import { trpc } from "../../lib/trpc";

// Its own module, free of @kerf/core's schemas, so the dashboard's chunk stays small.

/**
 * The dashboard's "With processors" figure (issue 30): pieces out on job-work challans, and those whose
 * year to come back (CGST Act sec. 143(1)(a)) ends within 30 days or has ended; a link to the list.
 */
export function WithProcessors() {
  const query = trpc.jobWork.pending.useQuery({});
  const lines = query.data ?? [];
  if (lines.length === 0) return null;
  const pieces = lines.reduce((n, l) => n + l.pending, 0);
  const overdue = lines.filter((l) => l.overdue).reduce((n, l) => n + l.pending, 0);
  const soon = lines.filter((l) => l.dueSoon && !l.overdue).reduce((n, l) => n + l.pending, 0);
  const warn = overdue > 0 || soon > 0;
  const label = `With processors: ${pieces} pieces${overdue ? `, ${overdue} overdue` : ""}${soon ? `, ${soon} due within 30 days` : ""}`;
  return (
    <Link
      href={routes.processors()}
      aria-label={`${label}: open the processors`}
      className={`inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-brand-600 ${
        warn
          ? "bg-red-50 text-red-900 ring-red-600/20 hover:bg-red-100"
          : "bg-sky-50 text-sky-900 ring-sky-600/20 hover:bg-sky-100"
      }`}
    >
      With processors <b className="tabular-nums">{pieces}</b>
      {overdue > 0 && <span className="font-semibold">· {overdue} overdue</span>}
      {soon > 0 && <span>· {soon} due soon</span>}
    </Link>
  );
}
