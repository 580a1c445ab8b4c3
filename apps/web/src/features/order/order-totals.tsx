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
    // Holes and cut-outs, fittings and services (issue 29): each a total of its own once the order has any.
    ...(totals.operationsAmount && totals.operationsAmount !== "0.00"
      ? [["operationsAmount", "Operations", totals.operationsAmount] as Item]
      : []),
    ...(totals.itemsAmount && totals.itemsAmount !== "0.00"
      ? [["itemsAmount", "Items", totals.itemsAmount] as Item]
      : []),
    ["taxableValue", "Taxable value", totals.taxableValue],
    ...tax,
    ["roundOff", "Round off", totals.roundOff],
  ];
  // Receipt rows, read down two columns: 10 figures (an order with operations, items and CGST + SGST) make
  // five rows. Labels above figures in five columns cut 8-digit amounts at 1366 px, and a third row of
  // them pushed the payable out of the 146 px row (issue 33 point 2).
  const rows = Math.ceil(items.length / 2);
  return (
    <section
      aria-label="Totals"
      data-testid="order-totals"
      className="@container flex min-w-0 flex-1 flex-col justify-between gap-1.5 rounded-lg bg-white px-4 py-2.5 shadow-card ring-1 ring-slate-200"
    >
      {/* Figures above, payable with its words below: at 1366 px beside the material and cut-plan
          panels the card is narrow, and a payable box beside the figures left them no room at all.
          Narrower still (the delivery panel shown too) one column, scrolled, rather than cut figures. */}
      <dl
        className={cx(
          "grid min-h-0 min-w-0 grid-flow-col gap-x-6 overflow-y-auto",
          "@max-sm:grid-flow-row @max-sm:grid-cols-1 @max-sm:grid-rows-none",
          // Rows as tall as their text (grid-rows-5 would squeeze them into a short card).
          rows >= 5
            ? "grid-rows-[repeat(5,auto)]"
            : rows === 4
              ? "grid-rows-[repeat(4,auto)]"
              : "grid-rows-[repeat(3,auto)]",
        )}
      >
        {items.map(([key, label, value, unit]) => {
          const text = unit ? `${formatIndian(value)} ${unit}` : `₹ ${formatIndian(value)}`;
          return (
            <div key={key} className="flex min-w-0 items-baseline justify-between gap-2 leading-4">
              <dt className="shrink-0 text-[11px] font-medium text-slate-500">{label}</dt>
              {/* Only a 12-digit amount is ever cut, and shows whole in its tooltip. */}
              <dd
                data-total={key}
                title={text}
                className="min-w-10 truncate text-right text-xs font-medium text-slate-800 tabular-nums"
              >
                {text}
              </dd>
            </div>
          );
        })}
      </dl>
      {/* "Payable" above its amount, not beside it: the words get that width, and a lakh's fit two lines. */}
      <div className="flex min-w-0 shrink-0 items-center gap-3 rounded-lg bg-brand-50 px-3 py-0.5 ring-1 ring-brand-100">
        <p
          data-total="amountInWords"
          // A card too narrow for the words leaves them to the payable's tooltip, not two cut stubs.
          className="line-clamp-2 min-w-0 flex-1 text-xs leading-tight text-slate-600 italic @max-sm:hidden"
          title={totals.amountInWords}
        >
          {totals.amountInWords}
        </p>
        <div className="ml-auto shrink-0 text-right">
          <p className="text-[10px] leading-3 font-semibold tracking-wide text-brand-700 uppercase">
            Payable
          </p>
          <p
            data-total="payable"
            title={totals.amountInWords}
            // A 12-digit payable in smaller type, so it never leaves its box.
            className={cx(
              "leading-6 font-semibold whitespace-nowrap text-brand-900 tabular-nums",
              formatIndian(totals.payable).length > 14 ? "text-base" : "text-xl",
            )}
          >
            ₹ {formatIndian(totals.payable)}
          </p>
        </div>
      </div>
    </section>
  );
}
