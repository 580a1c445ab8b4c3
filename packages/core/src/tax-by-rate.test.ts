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
        { rate: "5", taxableValue: "100.10", gst: "5.01", cgst: "2.51", sgst: "2.50", igst: "0.00" },
        { rate: "12", taxableValue: "200.25", gst: "24.03", cgst: "12.02", sgst: "12.01", igst: "0.00" },
        { rate: "18", taxableValue: "300.05", gst: "54.01", cgst: "27.00", sgst: "27.01", igst: "0.00" },
      ],
      untaxedCutting: null,
    });
  });

  it("gives the higher rate the remainder when two rates have the same taxable value", () => {
    // gst 17.02: cgst 8.51; 5% keeps r2(5.01 / 2) = 2.51, so 12% takes 6.00 (not r2(6.005) = 6.01).
    const split = taxByRate({
      lines: [line("12", "100.10", "12.01"), line("5", "100.10", "5.01")],
      interState: false,
    });
    expect(split.rates).toEqual([
      { rate: "5", taxableValue: "100.10", gst: "5.01", cgst: "2.51", sgst: "2.50", igst: "0.00" },
      { rate: "12", taxableValue: "100.10", gst: "12.01", cgst: "6.00", sgst: "6.01", igst: "0.00" },
    ]);
  });

  it("makes each rate's IGST its GST on an inter-state invoice", () => {
    const split = taxByRate({
      lines: [line("28", "10.00", "2.80"), line("2.5", "99.99", "2.50"), line("28", "0.05", "0.01")],
      interState: true,
    });
    expect(split.rates).toEqual([
      { rate: "2.5", taxableValue: "99.99", gst: "2.50", cgst: "0.00", sgst: "0.00", igst: "2.50" },
      { rate: "28", taxableValue: "10.05", gst: "2.81", cgst: "0.00", sgst: "0.00", igst: "2.81" },
    ]);
  });

  it("keeps untaxed cutting apart, as a supply at rate 0 outside the rates", () => {
    const split = taxByRate({
      lines: [line("0", "50.00", "0.00"), line("18", "1.01", "0.18")],
      interState: false,
      untaxedCutting: "12.50",
    });
    expect(split).toEqual({
      rates: [
        { rate: "0", taxableValue: "50.00", gst: "0.00", cgst: "0.00", sgst: "0.00", igst: "0.00" },
        { rate: "18", taxableValue: "1.01", gst: "0.18", cgst: "0.09", sgst: "0.09", igst: "0.00" },
      ],
      untaxedCutting: "12.50",
    });
    expect(taxByRate({ lines: [], interState: false, untaxedCutting: "0.00" })).toEqual({
      rates: [],
      untaxedCutting: null,
    });
  });

  it("stays exact at the largest amounts an invoice holds", () => {
    const split = taxByRate({
      lines: [line("18", "999999999999.99", "179999999999.99"), line("5", "0.10", "0.01")],
      interState: false,
    });
    expect(split.rates).toEqual([
      { rate: "5", taxableValue: "0.10", gst: "0.01", cgst: "0.01", sgst: "0.00", igst: "0.00" },
      {
        rate: "18",
        taxableValue: "999999999999.99",
        gst: "179999999999.99",
        cgst: "89999999999.99",
        sgst: "90000000000.00",
        igst: "0.00",
      },
    ]);
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
          lines: priced.lines.map((l, i) => ({
            gstRate: rateOf.get(quote.lines[i]!.materialType!)!,
            taxableValue: l.taxableValue,
            gstAmount: l.gstAmount,
          })),
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
