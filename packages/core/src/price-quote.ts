import { priceLine } from "./price-line";
import type { PricedLine, PricedQuote, PriceQuoteInput } from "./pricing-types";
import { prepareQuote } from "./quote-context";
import { addLine, emptySums, finishTotals, isInterState } from "./quote-totals";

/**
 * Prices a quote exactly as docs/spec/pricing.md describes; pure and synchronous. Throws a PricingError (with
 * the line and field) for the first line that breaks a rule, and a plain Error for malformed
 * settings or catalogue figures.
 */
export function priceQuote(input: PriceQuoteInput): PricedQuote {
  const context = prepareQuote(input);
  const sums = emptySums();
  const lines: PricedLine[] = new Array(input.lines.length);
  for (let i = 0; i < input.lines.length; i++) {
    const { figures, amounts } = priceLine(input.lines[i]!, i, context);
    lines[i] = figures;
    addLine(sums, amounts);
  }
  const interState = input.supply?.interState ?? isInterState(input.supplierGstin, input.recipientGstin);
  return { lines, totals: finishTotals(sums, interState) };
}
