import { describe, expect, it } from "vitest";
import { priceQuote } from "./price-quote";
import { buildPricingContext, priceOrder } from "./pricing-context";
import { DEFAULT_GENERAL_SETTINGS, quoteSettingsFrom } from "./settings";

const sources = {
  general: DEFAULT_GENERAL_SETTINGS,
  materials: [
    { materialName: "Glass", materialRate: "100", cuttingRate: "5", materialGst: "18", materialWastage: "0" },
  ],
  edgeProfiles: [{ edgeProfileName: "Flat Polish", edgeProfileRate: "12" }],
  edgeSelections: [{ value: "edgeSelection8", lengths: 2, widths: 2 }],
  supplierGstin: "",
};
const ctx = buildPricingContext(sources);
const line = (materialType: string) => ({
  widthForDisplay: "12",
  lengthForDisplay: "24",
  quantity: 2,
  materialType,
  edgeSelection: "edgeSelection8",
  edgeProfile: "Flat Polish",
});

describe("buildPricingContext", () => {
  it("is what priceQuote takes: the settings, the catalogues' rates, no blank GSTIN", () => {
    expect(ctx.unit).toBe("inch");
    expect(ctx.settings).toStrictEqual(quoteSettingsFrom(DEFAULT_GENERAL_SETTINGS));
    expect(ctx.edgeProfiles).toStrictEqual([{ edgeProfileName: "Flat Polish", edgeProfileRate: "12" }]);
    expect(ctx.supplierGstin).toBeNull();
  });
});

describe("a company without a GST number", () => {
  it("charges no GST: every material's GST % reads as 0", () => {
    const unregistered = buildPricingContext({ ...sources, registeredForGst: false });
    expect(unregistered.materials.map((m) => m.materialGst)).toEqual(ctx.materials.map(() => 0));
    const { totals } = priceQuote({ ...unregistered, lines: [line("Glass")] });
    expect([totals.gst, totals.cgst, totals.sgst]).toEqual(["0.00", "0.00", "0.00"]);
    expect(priceQuote({ ...ctx, lines: [line("Glass")] }).totals.gst).not.toBe("0.00");
  });
});

describe("priceOrder", () => {
  it("prices each line on its own: a line that no longer prices gets its error, the totals are the others'", () => {
    const order = priceOrder(ctx, [line("Glass"), line("Deleted"), line("Glass")]);
    const others = priceQuote({ ...ctx, lines: [line("Glass"), line("Glass")] });
    expect(order.lines.map((l) => l.priced)).toStrictEqual([others.lines[0], null, others.lines[1]]);
    expect(order.lines[1]!.error).toStrictEqual({ field: "materialType", message: expect.any(String) });
    expect(order.totals).toStrictEqual(others.totals);
  });

  it("charges no GST on a zero-rated supply, and IGST across states", () => {
    const lines = [line("Glass")];
    const taxed = priceOrder(ctx, lines, { interState: true, withoutTax: false });
    const zeroRated = priceOrder(ctx, lines, { interState: true, withoutTax: true });
    expect(taxed.totals.igst).toBe(taxed.totals.gst);
    expect(taxed.totals.gst).not.toBe("0.00");
    expect([zeroRated.totals.gst, zeroRated.totals.igst]).toEqual(["0.00", "0.00"]);
    expect(zeroRated.totals.taxableValue).toBe(taxed.totals.taxableValue);
  });

  it("is priceQuote when every line prices", () => {
    const lines = [line("Glass"), { ...line("Glass"), quantity: 3 }];
    const quote = priceQuote({ ...ctx, lines, recipientGstin: "29ABCDE1234F1Z5" });
    const order = priceOrder(ctx, lines, { interState: ctx.supplierGstin !== null, withoutTax: false });
    expect(order.lines.map((l) => l.priced)).toStrictEqual(quote.lines);
    expect(order.totals).toStrictEqual(quote.totals);
  });
});
