import { formatIndian } from "@kerf/core";
import { Fragment } from "react";
import type { OrderStore } from "./order-store";
import { useSummary } from "./use-order-store";

/** The columns' names, for screen readers: the rows say what they are. */
const HEADINGS = ["Material", "Pieces", "Area", "Amount"];

/** Area and amount per material, for ordering sheets and checking the quote at a glance. */
export function MaterialSummary({ store }: { store: OrderStore }) {
  const { byMaterial } = useSummary(store);
  // The amount column as wide as the longest amount: a 12-digit one shows whole, and ordinary ones
  // leave the names room at 1366 px.
  const amountChars = Math.max(0, ...byMaterial.map((m) => formatIndian(m.amount).length)) + 2;
  // From a hundred crore the figures leave a name too little room (it broke a letter to a line): each
  // material's name then takes a row of its own above its figures.
  const stacked = amountChars > 18;
  return (
    <section
      aria-label="By material"
      className="flex w-[340px] shrink-0 flex-col overflow-hidden 2xl:w-[400px] rounded-lg bg-white shadow-card ring-1 ring-slate-200"
    >
      <h2 className="border-b border-slate-100 px-3 py-1.5 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
        By material
      </h2>
      {byMaterial.length === 0 ? (
        <p className="flex flex-1 items-center justify-center px-3 py-3 text-sm text-slate-500">
          No priced pieces yet
        </p>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          {/* Fixed columns: the figures always show whole (a 12-digit amount too); a long name wraps
              rather than being cut (issue 33 point 2). */}
          <table className="w-full table-fixed text-xs whitespace-nowrap tabular-nums">
            <colgroup>
              <col />
              <col className="w-12" />
              <col className="w-[88px]" />
              <col style={{ width: `calc(${amountChars}ch + 1.75rem)` }} />
            </colgroup>
            <thead className="sr-only">
              <tr>
                {HEADINGS.map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {byMaterial.map((m) => {
                const name = (
                  <th
                    scope="row"
                    title={m.material}
                    colSpan={stacked ? 4 : undefined}
                    className="px-3 py-1 text-left font-medium break-words whitespace-normal text-slate-700"
                  >
                    {m.material}
                  </th>
                );
                const figures = (
                  <>
                    <td className="px-1 py-1 text-right text-slate-500">{m.pieces} pcs</td>
                    <td className="px-1 py-1 text-right whitespace-nowrap text-slate-600">
                      {formatIndian(m.area)} ft²
                    </td>
                    <td className="px-3 py-1 text-right font-medium whitespace-nowrap text-slate-800 tabular-nums">
                      ₹ {formatIndian(m.amount)}
                    </td>
                  </>
                );
                return stacked ? (
                  <Fragment key={m.material}>
                    <tr>{name}</tr>
                    <tr className="border-b border-slate-50 last:border-0">
                      <td />
                      {figures}
                    </tr>
                  </Fragment>
                ) : (
                  <tr key={m.material} className="border-b border-slate-50 last:border-0">
                    {name}
                    {figures}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
