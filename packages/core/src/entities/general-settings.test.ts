import { describe, expect, expectTypeOf, it } from "vitest";
import { DEFAULT_GENERAL_SETTINGS, type GeneralSettings } from "../settings";
import { issuesOf } from "../testing/issues";
import {
  type TGeneralSettings,
  ZCommonSetting,
  ZCuttingRateType,
  ZGeneralSettings,
  ZPricingSettings,
} from "./general-settings";

describe("ZCuttingRateType", () => {
  it("is one of the measurement-unit options, or ' Please select any one'", () => {
    expect(ZCuttingRateType.parse({ id: 1, label: "Running Foot", value: "runningFt" })).toStrictEqual({
      id: 1,
      label: "Running Foot",
      value: "runningFt",
    });
    for (const bad of [null, undefined, {}, "sqFt", { id: 2, label: "Square Foot", value: "runningFt" }]) {
      expect(issuesOf(ZCuttingRateType, bad)).toStrictEqual([["", " Please select any one"]]);
    }
    expect(issuesOf(ZCommonSetting, { cuttingRateType: null })).toStrictEqual([
      ["cuttingRateType", " Please select any one"],
    ]);
  });
});

describe("ZPricingSettings", () => {
  it("takes a unit and a step and minimum of 0 or more", () => {
    expect(
      ZPricingSettings.parse({ unit: "mm", roundingStep: 0.125, minAreaPerPiece: "1.50" }),
    ).toStrictEqual({
      unit: "mm",
      roundingStep: "0.125",
      minAreaPerPiece: "1.50",
    });
    expect(issuesOf(ZPricingSettings, { unit: "cm", roundingStep: -1, minAreaPerPiece: "x" })).toStrictEqual([
      ["unit", "Unit must be inch or mm"],
      ["roundingStep", "Must be 0 or more"],
      ["minAreaPerPiece", "Must be a number"],
    ]);
  });
});

describe("ZGeneralSettings", () => {
  it("accepts the defaults, and fills the flags and the date format when left out", () => {
    expect(ZGeneralSettings.parse(DEFAULT_GENERAL_SETTINGS)).toStrictEqual({
      ...DEFAULT_GENERAL_SETTINGS,
      pricingSettings: { unit: "inch", roundingStep: "1", minAreaPerPiece: "0" },
    });
    const sparse = ZGeneralSettings.parse({
      commonSetting: { cuttingRateType: { id: 2, label: "Square Foot", value: "sqFt" } },
      pricingSettings: { unit: "inch", roundingStep: 1, minAreaPerPiece: 0 },
    });
    expect(sparse.commonSetting.gstOnCuttingRate).toBe(false);
    expect(sparse.dateFormat).toBe("DD-MM-YYYY");
    expect(
      issuesOf(ZGeneralSettings, { ...DEFAULT_GENERAL_SETTINGS, dateFormat: "MM/DD/YYYY" }),
    ).toStrictEqual([["dateFormat", "Date format must be DD-MM-YYYY or YYYY-MM-DD"]]);
  });

  it("parses to what the rest of the code takes as general settings", () => {
    expectTypeOf<TGeneralSettings>().toExtend<GeneralSettings>();
  });
});
