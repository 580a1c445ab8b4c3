import type { PaymentStatus } from "@kerf/core";
import { cx } from "../../lib/cx";

const TONES: Record<PaymentStatus, string> = {
  Unpaid: "bg-amber-50 text-amber-800 ring-amber-600/20",
  "Partly paid": "bg-sky-50 text-sky-800 ring-sky-600/20",
  Paid: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  Credited: "bg-violet-50 text-violet-800 ring-violet-600/20",
  Cancelled: "bg-slate-50 text-slate-500 ring-slate-400/20",
};

/** Unpaid, Partly paid, Paid or Credited: what is left to collect on an invoice. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      data-payment-status={status}
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        TONES[status],
      )}
    >
      {status === "Cancelled" ? "—" : status}
    </span>
  );
}
