import { priceItemLine } from "./operations-items";
import { priceLine } from "./price-line";
import type { PricedItemLine, PricedLine, PricedQuote, PriceQuoteInput } from "./pricing-types";
import { prepareQuote } from "./quote-context";
import { addItem, addLine, emptySums, finishTotals, isInterState } from "./quote-totals";

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
  let itemLines: PricedItemLine[] | undefined;
  if (input.itemLines && input.itemLines.length > 0) {
    itemLines = input.itemLines.map((line, i) => {
      const { figures, amounts } = priceItemLine(line, i, context.items, context.withoutTax);
      addItem(sums, amounts);
      return figures;
    });
  }
  const interState = input.supply?.interState ?? isInterState(input.supplierGstin, input.recipientGstin);
  const totals = finishTotals(sums, interState, context.showsOperationsAndItems);
  return itemLines ? { lines, itemLines, totals } : { lines, totals };
}
