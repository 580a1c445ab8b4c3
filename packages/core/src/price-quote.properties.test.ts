import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceQuote } from "./price-quote";
import type { PricedItemLine, PricedLine, PriceQuoteInput, QuoteTotals } from "./pricing-types";
import { quoteArb, sizeCount, typedSize } from "./testing/quote-arbitraries";
import { referencePriceQuote } from "./testing/reference-model";

const RUNS = { numRuns: 1000 };
const FIGURE = /^-?\d+\.\d{2}$/;

/** A 2-decimal figure as exact hundredths. */
const cents = (figure: string): bigint => BigInt(figure.replace(".", ""));

const sumOf = (lines: PricedLine[], field: keyof PricedLine): bigint =>
  lines.reduce((sum, line) => sum + cents(line[field] ?? "0.00"), 0n);

const itemSum = (items: PricedItemLine[] | undefined, field: keyof PricedItemLine): bigint =>
  (items ?? []).reduce((sum, item) => sum + cents(item[field]), 0n);

function withLine(
  quote: PriceQuoteInput,
  change: Partial<PriceQuoteInput["lines"][number]>,
): PriceQuoteInput {
  return { ...quote, lines: [{ ...quote.lines[0]!, ...change }] };
}

const areaOf = (quote: PriceQuoteInput): bigint => cents(priceQuote(quote).lines[0]!.area);

const sized = (quote: PriceQuoteInput, widthForDisplay: string, lengthForDisplay: string) =>
  withLine(quote, { widthForDisplay, lengthForDisplay });

/** A one-line quote, with the sizes it was made from, in thousandths of an inch or tenths of a mm. */
const monotoneCase = quoteArb.chain((quote) => {
  const unit = quote.settings.unit ?? "inch";
  return fc.record({ a: sizeCount(unit), b: sizeCount(unit) }).map(({ a, b }) => ({
    settings: quote.settings,
    a,
    b,
    quote: sized(quote, typedSize(Math.min(a, b), unit, 0), typedSize(Math.max(a, b), unit, 0)),
  }));
});

/** A rounding step as units of 10^-scale inch: 1/8, 0.25, 1, 3 ... */
const stepArb = fc.tuple(fc.integer({ min: 1, max: 48 }), fc.constantFrom(0, 1, 2, 3));

const decimalText = (units: number, scale: number): string => {
  const digits = String(units).padStart(scale + 1, "0");
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
};

describe("priceQuote properties (1,000 random quotes each)", () => {
  it("matches an independent BigInt-fraction reference of pricing.md, figure for figure", () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const { lines, itemLines, totals } = priceQuote(quote);
        const reference = referencePriceQuote(quote);
        expect(lines).toStrictEqual(reference.lines);
        expect(itemLines).toStrictEqual(reference.itemLines);
        expect({ ...totals, amountInWords: "" }).toStrictEqual(reference.totals);
      }),
      RUNS,
    );
  });

  it("totals are the sums of the line figures (items add to taxable value, GST and grand total)", () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const { lines, itemLines, totals } = priceQuote(quote);
        const items: Partial<Record<keyof QuoteTotals, bigint>> = {
          taxableValue: itemSum(itemLines, "itemAmount"),
          gst: itemSum(itemLines, "itemGst"),
          grandTotal: itemSum(itemLines, "itemTotal"),
        };
        if (totals.itemsAmount !== undefined) {
          expect(cents(totals.itemsAmount)).toBe(items.taxableValue);
          expect(cents(totals.operationsAmount!)).toBe(sumOf(lines, "operationsAmount"));
        }
        const pairs: [keyof QuoteTotals, keyof PricedLine][] = [
          ["area", "area"],
          ["materialAmount", "materialAmount"],
          ["cuttingAmount", "cuttingAmount"],
          ["edgeAmount", "edgeAmount"],
          ["taxableValue", "taxableValue"],
          ["gst", "gstAmount"],
          ["grandTotal", "total"],
        ];
        for (const [total, field] of pairs) {
          expect(cents(totals[total]!)).toBe(sumOf(lines, field) + (items[total] ?? 0n));
        }
      }),
      RUNS,
    );
  });

  it("cgst + sgst + igst = gst, and only one of the two ways is used", () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const { cgst, sgst, igst, gst } = priceQuote(quote).totals;
        expect(cents(cgst) + cents(sgst) + cents(igst)).toBe(cents(gst));
        expect(cents(igst) === 0n || cents(cgst) + cents(sgst) === 0n).toBe(true);
      }),
      RUNS,
    );
  });

  it("payable - grandTotal = roundOff, |roundOff| <= 0.50, payable in whole rupees", () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const { payable, grandTotal, roundOff } = priceQuote(quote).totals;
        expect(cents(payable) - cents(grandTotal)).toBe(cents(roundOff));
        expect(cents(roundOff) <= 50n && cents(roundOff) >= -50n).toBe(true);
        expect(cents(payable) % 100n).toBe(0n);
      }),
      RUNS,
    );
  });

  it("every figure is a decimal string with exactly 2 decimals", () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const { lines, itemLines, totals } = priceQuote(quote);
        for (const line of lines) for (const figure of Object.values(line)) expect(figure).toMatch(FIGURE);
        for (const item of itemLines ?? [])
          for (const figure of Object.values(item)) expect(figure).toMatch(FIGURE);
        const { amountInWords, ...figures } = totals;
        for (const figure of Object.values(figures)) expect(figure).toMatch(FIGURE);
        expect(amountInWords).toMatch(/^Rupees [A-Za-z ]+ Only$/);
      }),
      RUNS,
    );
  });

  it("area never falls when the length or the width grows", () => {
    fc.assert(
      fc.property(
        monotoneCase,
        fc.nat(200000),
        fc.nat(200000),
        ({ settings, a, b, quote }, moreLength, moreWidth) => {
          const unit = settings.unit ?? "inch";
          const [w, l] = [Math.min(a, b), Math.max(a, b)];
          const max = unit === "mm" ? 2540000 : 10000000;
          const longer = Math.min(l + moreLength, max);
          const wider = Math.min(w + moreWidth, longer);
          const priced = (width: number, length: number) =>
            areaOf(sized(quote, typedSize(width, unit, 0), typedSize(length, unit, 0)));
          const before = priced(w, l);
          expect(priced(w, longer)).toBeGreaterThanOrEqual(before);
          expect(priced(wider, longer)).toBeGreaterThanOrEqual(before);
        },
      ),
      RUNS,
    );
  });

  it("area never falls when the quantity or the minimum area per piece grows", () => {
    fc.assert(
      fc.property(monotoneCase, fc.nat(1000), fc.nat(500), ({ quote }, moreQuantity, moreMin) => {
        const line = quote.lines[0]!;
        const before = areaOf(quote);
        const more = Math.min(Number(line.quantity) + moreQuantity, 100000);
        expect(areaOf(withLine(quote, { quantity: more }))).toBeGreaterThanOrEqual(before);
        const minHundredths = Math.round(Number(quote.settings.minAreaPerPiece ?? 0) * 100) + moreMin;
        const min = { ...quote.settings, minAreaPerPiece: decimalText(minHundredths, 2) };
        expect(areaOf({ ...quote, settings: min })).toBeGreaterThanOrEqual(before);
      }),
      RUNS,
    );
  });

  // A larger step is not always a larger size: 12 stays 12 with a 6-inch step but becomes 15 with a
  // 5-inch one. What does hold: turning rounding on (0 to s), and going from s to a multiple k * s,
  // since every multiple of k * s is a multiple of s.
  it("area never falls when rounding is turned on or the step grows to a multiple of itself", () => {
    fc.assert(
      fc.property(monotoneCase, stepArb, fc.integer({ min: 1, max: 12 }), ({ quote }, step, k) => {
        const withStep = (roundingStep: string) =>
          areaOf({ ...quote, settings: { ...quote.settings, roundingStep } });
        const [units, scale] = step;
        const s = withStep(decimalText(units, scale));
        expect(s).toBeGreaterThanOrEqual(withStep("0"));
        expect(withStep(decimalText(units * k, scale))).toBeGreaterThanOrEqual(s);
      }),
      RUNS,
    );
  });

  it("a larger step that is not a multiple can give a smaller area (why the property above is as it is)", () => {
    const quote: PriceQuoteInput = {
      settings: { unit: "inch", roundingStep: 5 },
      materials: [{ materialName: "M", materialRate: 1, cuttingRate: 0, materialGst: 0, materialWastage: 0 }],
      edgeProfiles: [],
      lines: [{ widthForDisplay: "12", lengthForDisplay: "12", quantity: 1, materialType: "M" }],
    };
    expect(areaOf(quote)).toBe(156n); // 15 x 15 / 144 = 1.5625
    expect(areaOf({ ...quote, settings: { ...quote.settings, roundingStep: 6 } })).toBe(100n); // 12 x 12
  });
});
