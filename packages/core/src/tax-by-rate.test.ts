import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceQuote } from "./price-quote";
import { taxByRate } from "./tax-by-rate";
import { quoteArb } from "./testing/quote-arbitraries";

const line = (gstRate: string, taxableValue: string, gstAmount: string) => ({
  gstRate,
  taxableValue,
  gstAmount,
});

/** One rate's row of the split, its figures in order: rate, taxable value, GST, CGST, SGST, IGST. */
const perRate = (
  rate: string,
  taxableValue: string,
  gst: string,
  cgst: string,
  sgst: string,
  igst: string,
) => ({
  rate,
  taxableValue,
  gst,
  cgst,
  sgst,
  igst,
});

describe("taxByRate (pricing.md, Tax by rate)", () => {
  it("gives the rate with the largest taxable value the invoice's cgst minus the others' CGST", () => {
    // gst 83.05: invoice cgst r2(41.525) = 41.53. Each rate's own r2(gst / 2) would make 41.54.
    const split = taxByRate({
      lines: [
        line("18", "200.00", "36.00"),
        line("5", "100.10", "5.01"),
        line("12.00", "200.25", "24.03"),
        line("18.00", "100.05", "18.01"),
      ],
      interState: false,
    });
    expect(split).toEqual({
      rates: [
        perRate("5", "100.10", "5.01", "2.51", "2.50", "0.00"),
        perRate("12", "200.25", "24.03", "12.02", "12.01", "0.00"),
        perRate("18", "300.05", "54.01", "27.00", "27.01", "0.00"),
      ],
      untaxedCutting: null,
    });
  });

  it.each([
    {
      // gst 17.02: cgst 8.51; 5% keeps r2(5.01 / 2) = 2.51, so 12% takes 6.00 (not r2(6.005) = 6.01).
      name: "gives the higher rate the remainder when two rates have the same taxable value",
      lines: [line("12", "100.10", "12.01"), line("5", "100.10", "5.01")],
      rates: [
        perRate("5", "100.10", "5.01", "2.51", "2.50", "0.00"),
        perRate("12", "100.10", "12.01", "6.00", "6.01", "0.00"),
      ],
    },
    {
      name: "makes each rate's IGST its GST on an inter-state invoice",
      lines: [line("28", "10.00", "2.80"), line("2.5", "99.99", "2.50"), line("28", "0.05", "0.01")],
      interState: true,
      rates: [
        perRate("2.5", "99.99", "2.50", "0.00", "0.00", "2.50"),
        perRate("28", "10.05", "2.81", "0.00", "0.00", "2.81"),
      ],
    },
    {
      name: "stays exact at the largest amounts an invoice holds",
      lines: [line("18", "999999999999.99", "179999999999.99"), line("5", "0.10", "0.01")],
      rates: [
        perRate("5", "0.10", "0.01", "0.01", "0.00", "0.00"),
        perRate("18", "999999999999.99", "179999999999.99", "89999999999.99", "90000000000.00", "0.00"),
      ],
    },
  ])("$name", ({ lines, interState = false, rates }) => {
    expect(taxByRate({ lines, interState }).rates).toEqual(rates);
  });

  it("keeps untaxed cutting apart, as a supply at rate 0 outside the rates", () => {
    const split = taxByRate({
      lines: [line("0", "50.00", "0.00"), line("18", "1.01", "0.18")],
      interState: false,
      untaxedCutting: "12.50",
    });
    expect(split).toEqual({
      rates: [
        perRate("0", "50.00", "0.00", "0.00", "0.00", "0.00"),
        perRate("18", "1.01", "0.18", "0.09", "0.09", "0.00"),
      ],
      untaxedCutting: "12.50",
    });
    expect(taxByRate({ lines: [], interState: false, untaxedCutting: "0.00" })).toEqual({
      rates: [],
      untaxedCutting: null,
    });
  });

  it("adds up to the quote's taxable value, gst, cgst, sgst and igst for any priced quote", () => {
    const cents = (figure: string) => BigInt(figure.replace(".", ""));
    fc.assert(
      fc.property(quoteArb, fc.boolean(), (quote, interState) => {
        const recipientGstin = interState ? "29AAPFU0939F1ZV" : undefined;
        const supplierGstin = interState ? "27AAPFU0939F1ZV" : undefined;
        const priced = priceQuote({ ...quote, supplierGstin, recipientGstin });
        const rateOf = new Map(quote.materials.map((m) => [m.materialName, String(m.materialGst)]));
        const split = taxByRate({
          lines: [
            ...priced.lines.map((l, i) => ({
              gstRate: rateOf.get(quote.lines[i]!.materialType!)!,
              taxableValue: l.taxableValue,
              gstAmount: l.gstAmount,
            })),
            // An item line belongs to its own GST rate (pricing.md "Item lines").
            ...(priced.itemLines ?? []).map((l) => ({
              gstRate: l.gstRate,
              taxableValue: l.itemAmount,
              gstAmount: l.itemGst,
            })),
          ],
          interState,
        });
        const sum = (field: "taxableValue" | "gst" | "cgst" | "sgst" | "igst") =>
          split.rates.reduce((s, r) => s + cents(r[field]), 0n);
        const { totals } = priced;
        expect(sum("taxableValue")).toBe(cents(totals.taxableValue));
        expect(sum("gst")).toBe(cents(totals.gst));
        expect(sum("cgst")).toBe(cents(totals.cgst));
        expect(sum("sgst")).toBe(cents(totals.sgst));
        expect(sum("igst")).toBe(cents(totals.igst));
        for (const r of split.rates) expect(cents(r.cgst) + cents(r.sgst) + cents(r.igst)).toBe(cents(r.gst));
      }),
      { numRuns: 300 },
    );
  });
});
