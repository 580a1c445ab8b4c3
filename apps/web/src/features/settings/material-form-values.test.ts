import { describe, expect, it } from "vitest";
import { derivedGstCharges, EMPTY, valuesOf } from "./material-form-values";
import type { MaterialRecord } from "./settings-records";

const saved = {
  id: "m1",
  _id: "m1",
  label: "Clear Float 5mm",
  value: "Clear Float 5mm",
  materialName: "Clear Float 5mm",
  materialRate: "62.50",
  cuttingRate: "10.00",
  materialGst: "18.00",
  materialWastage: "5.00",
  gstCharges: "11.25",
  hsnCode: null,
  toughened: true,
  thicknessMm: "8",
} as unknown as MaterialRecord;

describe("material form values", () => {
  it("adding starts empty; editing starts from the saved material, a missing HSN code as empty text", () => {
    expect(valuesOf(null)).toEqual(EMPTY);
    expect(EMPTY).toMatchObject({ toughened: false, thicknessMm: "" });
    const { id, _id, label, value, ...fields } = saved as unknown as Record<string, unknown>;
    expect(valuesOf(saved)).toEqual({ ...fields, hsnCode: "" });
    // No thickness known: the field starts blank.
    expect(valuesOf({ ...saved, thicknessMm: null })).toMatchObject({ thicknessMm: "" });
  });

  it("shows GST charges as rate × GST % once both read as numbers, blank until then", () => {
    expect(derivedGstCharges("62.50", "18")).toBe("11.25");
    expect(derivedGstCharges(" 1250 ", "18")).toBe("225.00");
    expect(derivedGstCharges("", "18")).toBe("");
    expect(derivedGstCharges("62.50", " ")).toBe("");
    expect(derivedGstCharges("abc", "18")).toBe("");
  });
});
