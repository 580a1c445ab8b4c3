import { routes } from "@kerf/core";
import { Link } from "wouter";
import { rupees } from "../../documents/invoice-format";
import { trpc } from "../../lib/trpc";

// Its own module, free of @kerf/core's schemas, so the dashboard's chunk stays small.

/** The dashboard's "to collect" figure, a link to the receivables. */
export function ToCollect() {
  const query = trpc.payments.receivables.useQuery();
  if (!query.data) return null;
  return (
    <Link
      href={routes.receivables()}
      className="inline-flex h-9 items-center gap-1.5 rounded-md bg-amber-50 px-3 text-sm text-amber-900 ring-1 ring-amber-600/20 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={`To collect ${rupees(query.data.total.balance)}: open the receivables`}
    >
      To collect <b className="tabular-nums">{rupees(query.data.total.balance)}</b>
    </Link>
  );
}
