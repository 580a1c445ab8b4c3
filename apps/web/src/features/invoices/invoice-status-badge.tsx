import type { InvoiceSummary } from "@kerf/core";
import { cx } from "../../lib/cx";

/** Issued (green) or cancelled (red): a cancelled invoice keeps its number and stays listed. */
export function InvoiceStatusBadge({ status }: { status: InvoiceSummary["status"] }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        status === "issued"
          ? "bg-emerald-50 text-emerald-800 ring-emerald-600/20"
          : "bg-red-50 text-red-700 ring-red-600/20",
      )}
    >
      <span
        aria-hidden="true"
        className={cx("size-1.5 rounded-full", status === "issued" ? "bg-emerald-500" : "bg-red-500")}
      />
      {status === "issued" ? "Issued" : "Cancelled"}
    </span>
  );
}
