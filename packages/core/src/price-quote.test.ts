import { describe, expect, it } from "vitest";
import { priceQuote } from "./price-quote";
import { PricingError, type PricingField } from "./pricing-error";
import type { PieceLineInput, PriceQuoteInput } from "./pricing-types";

const base: PriceQuoteInput = {
  settings: { unit: "inch", roundingStep: 1, minAreaPerPiece: 0, cuttingRateType: "sqFt" },
  materials: [
    {
      materialName: "Clear 5mm",
      materialRate: "62.50",
      cuttingRate: "4",
      materialGst: "18",
      materialWastage: "5",
    },
  ],
  edgeProfiles: [{ edgeProfileName: "Flat Polish", edgeProfileRate: "18" }],
  edgeSelections: [],
  lines: [],
};

const good: PieceLineInput = {
  widthForDisplay: "18",
  lengthForDisplay: "30",
  quantity: 2,
  materialType: "Clear 5mm",
  edgeSelection: "edgeSelection8",
  edgeProfile: "Flat Polish",
  areaExtras: [],
  multiplier: 1,
};

const quote = (...lines: Partial<PieceLineInput>[]): PriceQuoteInput => ({
  ...base,
  lines: lines.map((line) => ({ ...good, ...line })),
});

function failure(input: PriceQuoteInput): { message: string; lineIndex: number; field: PricingField } {
  try {
    priceQuote(input);
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    return { message: error.message, lineIndex: error.lineIndex, field: error.field };
  }
  throw new Error("expected a PricingError");
}

describe("priceQuote errors name the line and the field", () => {
  const cases: [Partial<PieceLineInput>, string, PricingField][] = [
    [{ widthForDisplay: "" }, "Required", "widthForDisplay"],
    [{ widthForDisplay: "abc" }, "Invalid input", "widthForDisplay"],
    [{ lengthForDisplay: "12#9" }, "Invalid input", "lengthForDisplay"],
    [{ lengthForDisplay: "10001" }, "Size must be at most 10000 inches", "lengthForDisplay"],
    [{ lengthForDisplay: "17#7" }, "Length must be greater than width", "lengthForDisplay"],
    [{ quantity: 0 }, "Quantity should be greater than 0", "quantity"],
    [{ quantity: 1.5 }, "Quantity must be a whole number", "quantity"],
    [{ quantity: 100001 }, "Quantity must be at most 100000", "quantity"],
    [{ materialType: "" }, "Required", "materialType"],
    [{ materialType: "Pink 5mm" }, 'Unknown material "Pink 5mm"', "materialType"],
    [{ edgeSelection: "edgeSelection10" }, 'Unknown edge selection "edgeSelection10"', "edgeSelection"],
    [{ edgeProfile: null }, "Edge profile is required", "edgeProfile"],
    [{ edgeProfile: "" }, "Edge profile is required", "edgeProfile"],
    [{ edgeProfile: "Ogee" }, 'Unknown edge profile "Ogee"', "edgeProfile"],
    [{ areaExtras: [{ label: "A", value: "x" }] }, "Extra must be a number of 0 or more", "areaExtras"],
    [{ areaExtras: [{ label: "A", value: -1 }] }, "Extra must be a number of 0 or more", "areaExtras"],
    [{ multiplier: 0 }, "Multiplier must be a positive number", "multiplier"],
    [{ multiplier: "two" }, "Multiplier must be a positive number", "multiplier"],
  ];
  for (const [line, message, field] of cases) {
    it(`${JSON.stringify(line)} -> ${message}`, () => {
      expect(failure(quote(good, line))).toStrictEqual({ message, lineIndex: 1, field });
    });
  }

  it("an equal length and width is fine", () => {
    expect(priceQuote(quote({ widthForDisplay: "30", lengthForDisplay: "30" })).lines).toHaveLength(1);
  });

  it("ignores the edge profile when no edge selection is set", () => {
    const [line] = priceQuote(quote({ edgeSelection: null, edgeProfile: "Ogee" })).lines;
    expect([line!.edgeRunningFt, line!.edgeAmount]).toStrictEqual(["0.00", "0.00"]);
  });

  it("refuses malformed settings and catalogue figures with a plain Error", () => {
    const bad = (input: PriceQuoteInput) => () => priceQuote(input);
    expect(bad({ ...base, settings: { roundingStep: -1 } })).toThrowError(
      "roundingStep must be a number of 0 or more, got -1",
    );
    expect(bad({ ...base, settings: { unit: "cm" as "mm" } })).toThrowError(
      'unit must be "inch" or "mm", got "cm"',
    );
    expect(bad({ ...base, materials: [{ ...base.materials[0]!, materialRate: "abc" }] })).toThrowError(
      'materialRate of "Clear 5mm" must be a number of 0 or more, got "abc"',
    );
    expect(bad({ ...base, edgeSelections: [{ value: "edgeSelection1", lengths: 3 }] })).toThrowError(
      "lengths of edgeSelection1 must be 0, 1 or 2",
    );
  });
});

describe("priceQuote", () => {
  it("uses the default settings for what is left out", () => {
    const withDefaults = priceQuote({ ...quote({ widthForDisplay: "12#4" }), settings: {} });
    expect(withDefaults).toStrictEqual(priceQuote(quote({ widthForDisplay: "12#4" })));
    expect(withDefaults.lines[0]!.chargeableWidth).toBe("13.00");
  });

  it("takes the side counts of an edge selection from the overrides, by value", () => {
    const input = {
      ...quote({ edgeSelection: "edgeSelection1" }),
      edgeSelections: [{ value: "edgeSelection1", widths: 2 }],
    };
    // one length (30) and, overridden, two widths (18): 66 in x 2 / 12 = 11 ft
    expect(priceQuote(input).lines[0]!.edgeRunningFt).toBe("11.00");
  });

  it("prices an empty quote as zero", () => {
    expect(priceQuote(quote()).totals).toMatchObject({
      grandTotal: "0.00",
      payable: "0.00",
      amountInWords: "Rupees Zero Only",
    });
  });

  it("stays exact past Number.MAX_SAFE_INTEGER", () => {
    const input: PriceQuoteInput = {
      ...base,
      materials: [
        {
          materialName: "Clear 5mm",
          materialRate: "9999999999.99",
          cuttingRate: "0.01",
          materialGst: "28",
          materialWastage: "12.5",
        },
      ],
      lines: [
        {
          ...good,
          widthForDisplay: "9999#7",
          lengthForDisplay: "10000",
          quantity: 100000,
          multiplier: "1.75",
        },
      ],
    };
    const [line] = priceQuote(input).lines;
    // area = 10000 * 10000 / 144 * 100000 = 69444444444.44, wastage 12.5% of it = 8680555555.56,
    // material = 78125000000.00 * 9999999999.99 * 1.75 = 1367187499998632812500 exactly.
    expect(line!.area).toBe("69444444444.44");
    expect(line!.wastageArea).toBe("8680555555.56");
    expect(line!.materialAmount).toBe("1367187499998632812500.00");
  });
});
