import type { OrderState } from "@kerf/core";
import { cx } from "../../lib/cx";

const TONES: Record<OrderState, string> = {
  Draft: "bg-slate-100 text-slate-700 ring-slate-300",
  Quoted: "bg-sky-50 text-sky-800 ring-sky-200",
  "Changes requested": "bg-amber-50 text-amber-900 ring-amber-200",
  Accepted: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Invoiced: "bg-violet-50 text-violet-800 ring-violet-200",
  Paid: "bg-teal-50 text-teal-800 ring-teal-200",
};

/** Where an order stands, in the shop's words. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  return (
    <span
      data-testid="order-state"
      className={cx(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONES[state],
      )}
    >
      {state}
    </span>
  );
}
