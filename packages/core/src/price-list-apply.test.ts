import { describe, expect, it } from "vitest";
import { ZPriceListInput } from "./entities/price-list";
import { applyPriceList, versionInForce } from "./price-list-apply";
import { buildPricingContext, priceOrder } from "./pricing-context";
import { DEFAULT_GENERAL_SETTINGS } from "./settings";

const ctx = buildPricingContext({
  general: DEFAULT_GENERAL_SETTINGS,
  materials: [
    { materialName: "Glass", materialRate: "100", cuttingRate: "5", materialGst: "18", materialWastage: "0" },
    {
      materialName: "Mirror",
      materialRate: "200",
      cuttingRate: "6",
      materialGst: "18",
      materialWastage: "0",
    },
  ],
  edgeProfiles: [{ edgeProfileName: "Flat Polish", edgeProfileRate: "12" }],
  edgeSelections: [{ value: "edgeSelection8", lengths: 2, widths: 2 }],
  supplierGstin: "",
  operations: [{ operationName: "Hole", bands: [{ sizeUpTo: null, thicknessUpTo: null, rate: "50" }] }],
  items: [{ itemName: "Hinge", unit: "nos", rate: "450", gstRate: "18" }],
});

const line = {
  widthForDisplay: "12",
  lengthForDisplay: "24",
  quantity: 2,
  materialType: "Glass",
  edgeSelection: "edgeSelection8",
  edgeProfile: "Flat Polish",
  operations: [{ name: "Hole", count: 2 }],
};

/** A contractors' list as a client sends it: names in any case. */
const contractors = ZPriceListInput.parse({
  name: "Contractors",
  versions: [
    { validFrom: "2026-11-01", overrides: { materials: [{ materialType: "glass", rate: "80" }] } },
    {
      validFrom: "2026-10-01",
      overrides: {
        materials: [{ materialType: "Glass", rate: "90", cuttingRate: "4" }],
        edgeProfiles: [{ edgeProfileName: "FLAT POLISH", rate: "10" }],
        operations: [{ name: "hole", bands: [{ rate: "40" }] }],
        items: [{ name: "Hinge", rate: "400" }],
        roundingStep: "2",
        minimumArea: "3",
      },
    },
  ],
});

describe("versionInForce", () => {
  const versions = contractors.versions;
  it("is the latest version from on or before the day", () => {
    expect(versionInForce(versions, "2026-10-31")?.validFrom).toBe("2026-10-01");
    expect(versionInForce(versions, "2026-11-01")?.validFrom).toBe("2026-11-01");
    expect(versionInForce(versions, "2027-01-15")?.validFrom).toBe("2026-11-01");
  });
  it("is none before the first version: the company's settings price the order", () => {
    expect(versionInForce(versions, "2026-09-30")).toBeNull();
  });
});

describe("applyPriceList", () => {
  const october = applyPriceList(ctx, versionInForce(contractors.versions, "2026-10-15")!.overrides);
  const november = applyPriceList(ctx, versionInForce(contractors.versions, "2026-11-15")!.overrides);

  it("overrides the rates it names, in any case, and keeps the rest", () => {
    expect(october.materials.map((m) => [m.materialName, m.materialRate, m.cuttingRate])).toEqual([
      ["Glass", "90.00", "4.00"],
      ["Mirror", "200", "6"],
    ]);
    expect(october.edgeProfiles).toEqual([{ edgeProfileName: "Flat Polish", edgeProfileRate: "10.00" }]);
    expect(october.operations).toEqual([
      { operationName: "Hole", bands: [{ sizeUpTo: null, thicknessUpTo: null, rate: "40.00" }] },
    ]);
    expect(october.items?.[0]?.rate).toBe("400.00");
    expect([october.settings.roundingStep, october.settings.minAreaPerPiece]).toEqual(["2", "3"]);
    // November's version names only Glass's rate: its cutting rate and everything else are the company's.
    expect(november.materials[0]).toMatchObject({ materialRate: "80.00", cuttingRate: "5" });
    expect(november.settings).toEqual(ctx.settings);
    expect(november.edgeProfiles).toEqual(ctx.edgeProfiles);
  });

  it("prices a contractor's order exactly, the walk-in's as the company's settings", () => {
    const walkIn = priceOrder(ctx, [line], undefined, [{ item: "Hinge", quantity: 2 }]);
    const contractor = priceOrder(october, [line], undefined, [{ item: "Hinge", quantity: 2 }]);
    const late = priceOrder(november, [line]);
    // 2 pieces of 2 sq ft, Flat Polish all round (12 rft), 2 holes each, 2 hinges; cutting is not taxed.
    expect(walkIn.totals).toMatchObject({
      area: "4.00",
      materialAmount: "400.00",
      cuttingAmount: "20.00",
      edgeAmount: "144.00",
      operationsAmount: "200.00",
      itemsAmount: "900.00",
      taxableValue: "1644.00",
      gst: "295.92",
      payable: "1960.00",
    });
    // October's version: 3 sq ft a piece at least, 90 + 4 cutting, edge 10, holes 40, hinges 400.
    expect(contractor.totals).toMatchObject({
      area: "6.00",
      materialAmount: "540.00",
      cuttingAmount: "24.00",
      edgeAmount: "120.00",
      operationsAmount: "160.00",
      itemsAmount: "800.00",
      taxableValue: "1620.00",
      gst: "291.60",
      payable: "1936.00",
    });
    // November's version: Glass at 80, the rest the company's.
    expect(late.lines[0]!.priced).toMatchObject({ rate: "80.00", materialAmount: "320.00", total: "803.52" });
    expect(late.totals.payable).toBe("804.00");
  });

  it("leaves the context it was given as it was", () => {
    expect(ctx.materials[0]!.materialRate).toBe("100");
  });
});
