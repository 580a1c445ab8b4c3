import { describe, expect, it } from "vitest";
import { bandRate, prepareOperations } from "./operations-items";
import { priceQuote } from "./price-quote";
import { priceOrder } from "./pricing-context";
import { PricingError } from "./pricing-error";
import type { PriceQuoteInput } from "./pricing-types";

const base: PriceQuoteInput = {
  settings: { unit: "inch", roundingStep: 0 },
  materials: [
    {
      materialName: "T12",
      materialRate: 100,
      cuttingRate: 0,
      materialGst: 18,
      materialWastage: 0,
      thickness: 12,
    },
  ],
  edgeProfiles: [],
  operations: [
    {
      operationName: "Hole",
      bands: [
        { sizeUpTo: 2, thicknessUpTo: 12, rate: 60 },
        { sizeUpTo: 1, thicknessUpTo: 12, rate: 40 },
      ],
    },
  ],
  items: [
    { itemName: "Silicone", unit: "rft", rate: "7.35", gstRate: 28 },
    { itemName: "Hinge", unit: "nos", rate: 450, gstRate: 18 },
  ],
  lines: [{ widthForDisplay: 12, lengthForDisplay: 12, quantity: 1, materialType: "T12" }],
};

function thrown(input: PriceQuoteInput): PricingError {
  try {
    priceQuote(input);
  } catch (error) {
    if (error instanceof PricingError) return error;
    throw error;
  }
  throw new Error("expected a PricingError");
}

const withOperations = (operations: NonNullable<PriceQuoteInput["lines"][number]["operations"]>) => ({
  ...base,
  lines: [{ ...base.lines[0]!, operations }],
});

describe("operations", () => {
  it("takes the first band by size, then thickness, whatever order the bands were saved in", () => {
    const bands = prepareOperations(base.operations).get("Hole")!;
    expect(bandRate(bands, { m: 1, k: 0 }, { m: 12, k: 0 })).toEqual({ m: 40, k: 0 });
    expect(bandRate(bands, { m: 15, k: 1 }, { m: 12, k: 0 })).toEqual({ m: 60, k: 0 });
    expect(bandRate(bands, { m: 3, k: 0 }, null)).toBeNull();
    expect(bandRate(bands, null, { m: 19, k: 0 })).toBeNull();
  });

  it("says which cell is wrong: unknown operation, count, size, no band", () => {
    const cases: [PriceQuoteInput, string][] = [
      [withOperations([{ operation: "Notch", count: 1 }]), 'Unknown operation "Notch"'],
      [withOperations([{ operation: "Hole", count: 0 }]), "Count must be a whole number of 1 or more"],
      [withOperations([{ operation: "Hole", count: "1.5" }]), "Count must be a whole number of 1 or more"],
      [withOperations([{ operation: "Hole", count: 1, size: "abc" }]), "Invalid input"],
      [withOperations([{ operation: "Hole", count: 1, size: "2.01" }]), "No rate for this size"],
    ];
    for (const [input, message] of cases) {
      const error = thrown(input);
      expect([error.message, error.field, error.lineIndex, error.lineKind]).toEqual([
        message,
        "operations",
        0,
        "piece",
      ]);
    }
  });

  it("a quote without operations or items keeps the figures it always had", () => {
    const { lines, totals } = priceQuote(base);
    expect("operationsAmount" in lines[0]!).toBe(false);
    expect("operationsAmount" in totals || "itemsAmount" in totals).toBe(false);
  });
});

describe("item lines", () => {
  it("reads 2.500 running feet as 2.5, and refuses a fourth decimal or a part hinge", () => {
    const ok = priceQuote({ ...base, itemLines: [{ item: "Silicone", quantity: "2.500" }] });
    expect(ok.itemLines![0]!.itemAmount).toBe("18.38");
    for (const [itemLines, message] of [
      [[{ item: "Silicone", quantity: "2.5001" }], "Use at most 3 decimals"],
      [[{ item: "Hinge", quantity: "2.5" }], "Quantity must be a whole number"],
      [[{ item: "Hinge", quantity: 0 }], "Quantity should be greater than 0"],
      [[{ item: "Hinge", quantity: "" }], "Required"],
      [[{ item: "Hinge", quantity: 100001 }], "Quantity must be at most 100000"],
    ] as const) {
      const error = thrown({ ...base, itemLines });
      expect([error.message, error.field, error.lineKind]).toEqual([message, "itemQuantity", "item"]);
    }
    const unknown = thrown({ ...base, itemLines: [{ item: "Tap", quantity: 1 }] });
    expect([unknown.message, unknown.field]).toEqual(['Unknown item "Tap"', "item"]);
  });

  it("priceOrder prices the item lines that still price and totals them", () => {
    const { operations, items, materials, edgeProfiles, settings } = base;
    const ctx = {
      unit: "inch" as const,
      settings,
      materials: [...materials],
      edgeProfiles: [...edgeProfiles],
      edgeSelections: [],
      supplierGstin: null,
      operations: [...operations!],
      items: [...items!],
    };
    const result = priceOrder(ctx, base.lines, undefined, [
      { item: "Hinge", quantity: 2 },
      { item: "Gone", quantity: 1 },
    ]);
    expect(result.itemLines[0]!.priced?.itemTotal).toBe("1062.00");
    expect(result.itemLines[1]!.error).toEqual({ field: "item", message: 'Unknown item "Gone"' });
    expect(result.totals.itemsAmount).toBe("900.00");
    // 100 (the piece) + 900, GST 18 + 162.
    expect([result.totals.taxableValue, result.totals.gst]).toEqual(["1000.00", "180.00"]);
  });

  it("a supply without tax (SEZ under LUT) charges no GST on items either", () => {
    const priced = priceQuote({
      ...base,
      supply: { interState: true, withoutTax: true },
      itemLines: [{ item: "Hinge", quantity: 1 }],
    });
    expect(priced.itemLines![0]).toMatchObject({ gstRate: "0.00", itemGst: "0.00", itemTotal: "450.00" });
  });
});
