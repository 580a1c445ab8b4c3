import {
  formatCents,
  type ItemLineInput,
  type PieceLineInput,
  type PricedLine,
  priceQuote,
  type QuoteTotals,
  type SupplyTax,
} from "@kerf/core";
import type { PricingSetup } from "./pricing-setup";

export type MaterialSum = { material: string; pieces: number; area: string; amount: string };

export type QuoteSummary = {
  totals: QuoteTotals;
  byMaterial: MaterialSum[];
  pricedLines: number;
  /** The whole GST is IGST (the place of supply is another state than the shop's, or an SEZ). */
  interState: boolean;
};

/** "1234.50" as 123450 paise: line figures always carry exactly 2 decimals, so this is exact. */
function cents(figure: string): number {
  const negative = figure.startsWith("-");
  const [whole = "0", fraction = "00"] = figure.replace("-", "").split(".");
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return negative ? -value : value;
}

export type PricedRow = { input: PieceLineInput; priced: PricedLine };

/**
 * The totals are priceQuote's own over every valid line, so the page shows what the server and the
 * invoice will show; the per-material sums add the (already rounded) line figures.
 */
export function summarise(
  rows: readonly PricedRow[],
  setup: PricingSetup,
  supply: SupplyTax,
  /** Item lines that price (the server checked each when it was saved). */
  itemLines: readonly ItemLineInput[] = [],
): QuoteSummary {
  const { totals } = priceQuote({ ...setup, lines: rows.map((r) => r.input), supply, itemLines });
  const sums = new Map<string, { pieces: number; area: number; amount: number }>();
  for (const { input, priced } of rows) {
    const name = input.materialType;
    let sum = sums.get(name);
    if (!sum) {
      sum = { pieces: 0, area: 0, amount: 0 };
      sums.set(name, sum);
    }
    sum.pieces += Number(input.quantity);
    sum.area += cents(priced.area);
    sum.amount += cents(priced.materialAmount);
  }
  const byMaterial = [...sums].map(([material, s]) => ({
    material,
    pieces: s.pieces,
    area: formatCents(s.area),
    amount: formatCents(s.amount),
  }));
  return {
    totals,
    byMaterial,
    pricedLines: rows.length,
    interState: supply.interState,
  };
}
