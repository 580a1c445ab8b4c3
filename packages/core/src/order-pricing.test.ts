import { describe, expect, it } from "vitest";
import { EDGE_SELECTIONS } from "./edge-selections";
import { buildOrderPricing } from "./order-pricing";
import { buildPricingContext } from "./pricing-context";
import { DEFAULT_GENERAL_SETTINGS } from "./settings";

const sources = {
  general: DEFAULT_GENERAL_SETTINGS,
  materials: [
    { materialName: "Glass", materialRate: "100", cuttingRate: "5", materialGst: "18", materialWastage: "0" },
  ],
  edgeProfiles: [
    { edgeProfileName: "Holes", edgeProfileRate: "30", areaInputsArr: [{ label: "A", value: 1 }] },
  ],
  // As stored, in any order: the page shows them by number.
  edgeSelections: [...EDGE_SELECTIONS].reverse(),
  supplierGstin: "27AAPFU0939F1ZV",
};

describe("buildOrderPricing", () => {
  const pricing = buildOrderPricing(sources);

  it("is the pricing context, with what the order page shows beside it", () => {
    const { commonSetting, edgeProfiles, edgeSelections, toughenedMaterials, holeOperations, ...prices } =
      pricing;
    // Nothing toughened, no round holes in these sources (issue 29's tempering checks read them).
    expect([toughenedMaterials, holeOperations]).toStrictEqual([[], []]);
    const { edgeProfiles: rates, edgeSelections: sides, ...context } = buildPricingContext(sources);
    expect(prices).toStrictEqual(context);
    expect(edgeProfiles.map(({ areaInputsArr: _, ...rate }) => rate)).toStrictEqual(rates);
    expect(edgeSelections.map(({ label: _, ...side }) => side)).toStrictEqual([...sides].reverse());
    expect(commonSetting).toStrictEqual(DEFAULT_GENERAL_SETTINGS.commonSetting);
    expect(edgeProfiles).toStrictEqual([
      { edgeProfileName: "Holes", edgeProfileRate: "30", areaInputsArr: [{ label: "A", value: 1 }] },
    ]);
    expect(edgeSelections.map((s) => s.value)).toStrictEqual(EDGE_SELECTIONS.map((s) => s.value));
    expect(edgeSelections[7]).toStrictEqual({
      value: "edgeSelection8",
      label: "Edge 8",
      lengths: 2,
      widths: 2,
    });
  });

  it("names the toughened materials and round-hole operations, and prices with the thickness", () => {
    const toughened = buildOrderPricing({
      ...sources,
      materials: [
        ...sources.materials,
        { ...sources.materials[0]!, materialName: "Toughened 8mm", toughened: true, thicknessMm: "8" },
      ],
      holeOperations: ["Hole"],
    });
    expect(toughened.toughenedMaterials).toStrictEqual(["Toughened 8mm"]);
    expect(toughened.holeOperations).toStrictEqual(["Hole"]);
    expect(toughened.materials.map((m) => m.thickness)).toStrictEqual([undefined, "8"]);
  });

  it("charges no GST for a company without a GST number, as the context does", () => {
    const unregistered = buildOrderPricing({ ...sources, registeredForGst: false });
    expect(unregistered.materials.map((m) => m.materialGst)).toStrictEqual([0]);
  });
});
