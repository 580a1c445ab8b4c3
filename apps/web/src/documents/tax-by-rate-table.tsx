import type { RateTax } from "@kerf/core";
import { halfRate, money } from "./invoice-format";
import { NUM } from "./invoice-lines-table";

/** Several GST rates (invoice or credit note): each rate's taxable value and tax (pricing.md, "Tax by rate"). */
export function TaxByRateTable({
  rates,
  untaxedCutting = null,
  interState,
}: {
  rates: RateTax[];
  untaxedCutting?: string | null;
  interState: boolean;
}) {
  const heads = interState ? ["IGST"] : ["CGST", "SGST"];
  return (
    <table
      aria-label="Tax by rate"
      className="w-full max-w-[600px] border-collapse border border-slate-400 text-[10px]"
    >
      <thead>
        <tr className="bg-brand-50 text-[9px] font-semibold uppercase tracking-wide text-brand-900 [&>th]:border-b [&>th]:border-slate-400 [&>th]:py-0.5">
          <th className="px-1.5 text-left">GST rate</th>
          <th className={NUM}>Taxable value</th>
          {heads.map((head) => (
            <th key={head} className={NUM}>
              {head}
            </th>
          ))}
          <th className={NUM}>Total tax</th>
        </tr>
      </thead>
      <tbody className="[&_td]:py-px">
        {rates.map((r) => (
          <tr key={r.rate} className="border-b border-slate-200">
            <td className="px-1.5">{r.rate}%</td>
            <td className={NUM}>{money(r.taxableValue)}</td>
            {interState ? (
              <td className={NUM}>{money(r.igst)}</td>
            ) : (
              <>
                <td className={NUM}>
                  {money(r.cgst)} <span className="text-slate-500">@ {halfRate(r.rate)}%</span>
                </td>
                <td className={NUM}>
                  {money(r.sgst)} <span className="text-slate-500">@ {halfRate(r.rate)}%</span>
                </td>
              </>
            )}
            <td className={NUM}>{money(r.gst)}</td>
          </tr>
        ))}
        {untaxedCutting && (
          <tr>
            <td className="px-1.5">0% (cutting)</td>
            <td className={NUM}>{money(untaxedCutting)}</td>
            {heads.map((head) => (
              <td key={head} className={NUM}>
                {money("0.00")}
              </td>
            ))}
            <td className={NUM}>{money("0.00")}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
