import { describe, expect, it } from "vitest";
import { GST_RATE_MESSAGE } from "../gst/rate-master";
import { gstChargesFor } from "../gst-charges";
import { issuesOf } from "../testing/issues";
import { ZCreateMaterialInput, ZMaterialForm, ZUpdateMaterialInput } from "./material";

const material = {
  materialName: "Clear 5mm",
  materialRate: "62.5",
  cuttingRate: 4,
  materialGst: "18",
  materialWastage: 5,
};

describe("gstChargesFor", () => {
  it("is r2(rate * gst / 100)", () => {
    expect(gstChargesFor("62.50", "18")).toBe("11.25");
    expect(gstChargesFor(145.35, 12)).toBe("17.44"); // 17.442
    expect(gstChargesFor("0.25", "18")).toBe("0.05"); // 0.045 rounds half up
    expect(gstChargesFor(0, 28)).toBe("0.00");
  });
});

describe("ZCreateMaterialInput", () => {
  it("writes amounts as 2-decimal strings and derives gstCharges, ignoring a sent one", () => {
    expect(ZCreateMaterialInput.parse({ ...material, gstCharges: "999", hsnCode: "7005" })).toStrictEqual({
      materialName: "Clear 5mm",
      materialRate: "62.50",
      cuttingRate: "4.00",
      materialGst: "18.00",
      materialWastage: "5.00",
      hsnCode: "7005",
      gstCharges: "11.25",
    });
  });

  it("has the spec's messages", () => {
    expect(issuesOf(ZCreateMaterialInput, {})).toStrictEqual([
      ["materialName", "Material name is Required"],
      ["materialRate", "Material rate is Required"],
      ["cuttingRate", "Cutting rate is Required"],
      ["materialGst", "Material GST is Required"],
      ["materialWastage", "Material wastage is Required"],
    ]);
    expect(
      issuesOf(ZCreateMaterialInput, {
        ...material,
        materialName: "",
        materialRate: "",
        cuttingRate: " ",
        materialGst: "",
      }),
    ).toStrictEqual([
      ["materialName", "Material name is Required"],
      ["materialRate", "Material rate is Required"],
      ["cuttingRate", "Cutting rate is Required"],
      ["materialGst", "Material GST is Required"],
    ]);
    expect(
      issuesOf(ZCreateMaterialInput, { ...material, materialGst: "100.01", materialWastage: 101 }),
    ).toStrictEqual([
      ["materialGst", "value should be less then or equal to 100"],
      ["materialWastage", "value should be less then or equal to 100"],
    ]);
    expect(
      issuesOf(ZCreateMaterialInput, { ...material, materialGst: 28, materialWastage: "100.00" }),
    ).toStrictEqual([]);
  });

  it("takes a GST % of the rate master only, naming the rates", () => {
    const refused = [["materialGst", GST_RATE_MESSAGE]];
    for (const rate of [100, "12.5", "2", 14, "0.2"]) {
      expect(issuesOf(ZCreateMaterialInput, { ...material, materialGst: rate })).toStrictEqual(refused);
    }
    expect(GST_RATE_MESSAGE).toBe(
      "GST % must be one of the GST rates: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40",
    );
    for (const [rate, stored] of [
      [0, "0.00"],
      ["0.25", "0.25"],
      [" 7.50 ", "7.50"],
      ["40", "40.00"],
    ] as const) {
      expect(ZCreateMaterialInput.parse({ ...material, materialGst: rate }).materialGst).toBe(stored);
    }
  });

  it("takes numbers of 0 or more, to 2 decimals", () => {
    expect(
      issuesOf(ZCreateMaterialInput, {
        ...material,
        materialRate: "abc",
        cuttingRate: -1,
        materialGst: "1.005",
        hsnCode: "70",
      }),
    ).toStrictEqual([
      ["materialRate", "Must be a number"],
      ["cuttingRate", "Must be 0 or more"],
      ["materialGst", "Use at most 2 decimals"],
      ["hsnCode", "HSN code must be 4, 6 or 8 digits"],
    ]);
    expect(issuesOf(ZCreateMaterialInput, { ...material, materialRate: "10000000000" })).toStrictEqual([
      ["materialRate", "Must be less than 10000000000"],
    ]);
  });
});

describe("ZUpdateMaterialInput", () => {
  it("adds the id", () => {
    expect(issuesOf(ZUpdateMaterialInput, material)).toStrictEqual([["id", "Id is required"]]);
    expect(ZUpdateMaterialInput.parse({ ...material, id: "m1" })).toMatchObject({
      id: "m1",
      gstCharges: "11.25",
    });
  });
});

describe("ZMaterialForm", () => {
  it("requires the GST charges the form shows", () => {
    expect(issuesOf(ZMaterialForm, { ...material, gstCharges: "" })).toStrictEqual([
      ["gstCharges", "GST charges is Required"],
    ]);
    expect(ZMaterialForm.parse({ ...material, gstCharges: "11.25" }).gstCharges).toBe("11.25");
  });
});
