import { formatIndian } from "@kerf/core";
import { cx } from "../../lib/cx";
import type { OrderStore } from "./order-store";
import { useSummary } from "./use-order-store";

/** The quote's totals under the grid, recomputed by priceQuote as the clerk types; payable stands out. */
export function OrderTotals({ store }: { store: OrderStore }) {
  const { totals, interState } = useSummary(store);
  type Item = [key: string, label: string, value: string, unit?: string];
  // A company outside GST charges none: no tax lines (issue 33 point 5).
  const tax: Item[] = !store.setup.supplierGstin
    ? []
    : interState
      ? [["igst", "IGST", totals.igst]]
      : [
          ["cgst", "CGST", totals.cgst],
          ["sgst", "SGST", totals.sgst],
        ];
  const items: Item[] = [
    ["area", "Total area", totals.area, "ft²"],
    ["materialAmount", "Material", totals.materialAmount],
    ["cuttingAmount", "Cutting", totals.cuttingAmount],
    ["edgeAmount", "Edge", totals.edgeAmount],
    // Fittings and services (issue 29 point 3): shown once the order has any.
    ...(totals.itemsAmount !== undefined ? [["itemsAmount", "Items", totals.itemsAmount] as Item] : []),
    ["taxableValue", "Taxable value", totals.taxableValue],
    ...tax,
    ["roundOff", "Round off", totals.roundOff],
  ];
  return (
    <section
      aria-label="Totals"
      data-testid="order-totals"
      className="flex min-w-0 flex-1 flex-col justify-between gap-2 rounded-lg bg-white px-4 py-3 shadow-card ring-1 ring-slate-200"
    >
      {/* Figures above, payable with its words below: at 1366 px beside the material and cut-plan
          panels the card is narrow, and a payable box beside the figures left them no room at all. */}
      {/* An order with items has a ninth figure: five columns keep the card at two rows. */}
      <dl
        className={cx(
          "grid min-w-0 gap-x-4 gap-y-1.5",
          totals.itemsAmount !== undefined ? "grid-cols-5" : "grid-cols-4",
        )}
      >
        {items.map(([key, label, value, unit]) => (
          <div key={key} className="min-w-0">
            <dt className="truncate text-[11px] font-medium tracking-wide text-slate-500 uppercase">
              {label}
            </dt>
            <dd
              data-total={key}
              title={unit ? `${formatIndian(value)} ${unit}` : `₹ ${formatIndian(value)}`}
              className="truncate text-sm font-medium text-slate-800 tabular-nums"
            >
              {unit ? `${formatIndian(value)} ${unit}` : `₹ ${formatIndian(value)}`}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex min-w-0 items-center gap-3 rounded-lg bg-brand-50 px-3 py-1 ring-1 ring-brand-100">
        <p
          data-total="amountInWords"
          className="line-clamp-2 min-w-0 flex-1 text-xs leading-tight text-slate-600 italic"
          title={totals.amountInWords}
        >
          {totals.amountInWords}
        </p>
        <p className="shrink-0 text-[11px] font-semibold tracking-wide text-brand-700 uppercase">Payable</p>
        <p
          data-total="payable"
          // A 12-digit payable in smaller type, so it never leaves its box.
          className={cx(
            "shrink-0 font-semibold whitespace-nowrap text-brand-900 tabular-nums",
            formatIndian(totals.payable).length > 14 ? "text-base" : "text-xl",
          )}
        >
          ₹ {formatIndian(totals.payable)}
        </p>
      </div>
    </section>
  );
}
