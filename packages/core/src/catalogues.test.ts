import { describe, expect, it } from "vitest";
import { EDGE_PROFILES } from "./edge-profiles";
import { EDGE_SELECTIONS } from "./edge-selections";
import {
  DATE_FORMAT_OPTIONS,
  DEFAULT_COMMON_SETTING,
  DEFAULT_DATE_FORMAT,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  MEASUREMENT_UNIT_OPTIONS,
  quoteSettingsFrom,
} from "./settings";

describe("edge profiles", () => {
  it("has 36, edgeProfile1 to edgeProfile36, each with a distinct name", () => {
    expect(EDGE_PROFILES.map((p) => p.id)).toStrictEqual(
      Array.from({ length: 36 }, (_, i) => `edgeProfile${i + 1}`),
    );
    expect(new Set(EDGE_PROFILES.map((p) => p.label)).size).toBe(36);
    for (const p of EDGE_PROFILES) expect(p.value).toBe(p.label);
  });

  it("carries the area inputs of portal-spec section 3", () => {
    const inputs = (n: number) => EDGE_PROFILES[n - 1]!.areaInputsArr;
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 29, 30]) {
      expect(EDGE_PROFILES[n - 1]).toMatchObject({
        hasAdditionalArea: false,
        additionalArea: 0,
        areaInputs: 0,
      });
      expect(inputs(n)).toStrictEqual([]);
    }
    for (let n = 10; n <= 32; n++) {
      if (n === 29 || n === 30) continue;
      const value = n === 16 ? 35 : 1;
      expect(EDGE_PROFILES[n - 1]).toMatchObject({
        hasAdditionalArea: true,
        additionalArea: value,
        areaInputs: 1,
      });
      expect(inputs(n)).toStrictEqual([{ label: "A", value }]);
    }
    for (let n = 33; n <= 36; n++) {
      expect(EDGE_PROFILES[n - 1]).toMatchObject({
        hasAdditionalArea: true,
        additionalArea: 2,
        areaInputs: 2,
      });
      expect(inputs(n)).toStrictEqual([
        { label: "A", value: 1 },
        { label: "B", value: 1 },
      ]);
    }
  });
});

describe("edge selections", () => {
  it("are the nine of pricing.md with their side counts", () => {
    expect(EDGE_SELECTIONS.map((s) => [s.label, s.value, s.useBy, s.lengths, s.widths])).toStrictEqual([
      ["Edge 1", "edgeSelection1", "img", 1, 0],
      ["Edge 2", "edgeSelection2", "img", 2, 0],
      ["Edge 3", "edgeSelection3", "img", 0, 1],
      ["Edge 4", "edgeSelection4", "img", 0, 2],
      ["Edge 5", "edgeSelection5", "img", 1, 1],
      ["Edge 6", "edgeSelection6", "img", 2, 1],
      ["Edge 7", "edgeSelection7", "img", 1, 2],
      ["Edge 8", "edgeSelection8", "img", 2, 2],
      ["Edge 9", "edgeSelection9", "img", 0, 0],
    ]);
  });
});

describe("settings defaults", () => {
  it("are those of portal-spec section 3 and pricing.md", () => {
    expect(DEFAULT_COMMON_SETTING).toStrictEqual({
      cuttingColumnHide: false,
      cuttingRateType: { id: 2, label: "Square Foot", value: "sqFt" },
      edgeProfileColumnHide: false,
      gstColumnHide: false,
      gstOnCuttingRate: false,
      materialColumnHide: false,
      materialListColumnHide: false,
      multiplierColumnHide: false,
      wastageColumnHide: false,
      isAddExtraMaterialInRate: false,
    });
    expect(DEFAULT_PRICING_SETTINGS).toStrictEqual({ unit: "inch", roundingStep: 1, minAreaPerPiece: 0 });
    expect(DEFAULT_DATE_FORMAT).toBe("DD-MM-YYYY");
    expect(DATE_FORMAT_OPTIONS.map((o) => o.value)).toStrictEqual(["DD-MM-YYYY", "YYYY-MM-DD"]);
    expect(MEASUREMENT_UNIT_OPTIONS).toStrictEqual([
      { id: 1, label: "Running Foot", value: "runningFt" },
      { id: 2, label: "Square Foot", value: "sqFt" },
    ]);
  });

  it("give priceQuote its settings", () => {
    expect(quoteSettingsFrom(DEFAULT_GENERAL_SETTINGS)).toStrictEqual({
      unit: "inch",
      roundingStep: 1,
      minAreaPerPiece: 0,
      cuttingRateType: "sqFt",
      gstOnCuttingRate: false,
      isAddExtraMaterialInRate: false,
    });
  });
});
