import { describe, expect, it } from "vitest";
import { issuesOf } from "../testing/issues";
import { pieceLineSchema, ZPieceLine } from "./order-line";

const line = {
  widthForDisplay: "12#4",
  lengthForDisplay: "24",
  quantity: 2,
  materialType: "Clear 5mm",
  edgeSelection: "edgeSelection8",
  edgeProfile: "Flat Polish",
  areaExtras: [{ label: "A", value: 35 }],
  multiplier: 1,
};

describe("ZPieceLine", () => {
  it("keeps the sizes as typed and fills the defaults", () => {
    expect(
      ZPieceLine.parse({
        widthForDisplay: " 12#4 ",
        lengthForDisplay: 24,
        quantity: "2",
        materialType: "Clear 5mm",
      }),
    ).toStrictEqual({
      widthForDisplay: "12#4",
      lengthForDisplay: "24",
      quantity: 2,
      materialType: "Clear 5mm",
      edgeSelection: null,
      edgeProfile: null,
      areaExtras: [],
      multiplier: "1",
      note: null,
      operations: [],
    });
    expect(ZPieceLine.parse(line)).toMatchObject({
      areaExtras: [{ label: "A", value: "35" }],
      multiplier: "1",
    });
  });

  it("keeps a line's note trimmed, blank as none, and refuses one over 200 characters", () => {
    expect(ZPieceLine.parse({ ...line, note: "  polish the long edge twice " }).note).toBe(
      "polish the long edge twice",
    );
    expect(ZPieceLine.parse({ ...line, note: "   " }).note).toBeNull();
    expect(ZPieceLine.parse({ ...line, note: null }).note).toBeNull();
    expect(ZPieceLine.parse({ ...line, note: "n".repeat(200) }).note).toHaveLength(200);
    expect(issuesOf(ZPieceLine, { ...line, note: "n".repeat(201) })).toEqual([
      ["note", "Must be at most 200 characters"],
    ]);
    expect(issuesOf(ZPieceLine, { ...line, note: 7 })).toHaveLength(1);
  });

  it("has the spec's messages", () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ widthForDisplay: "" }, "widthForDisplay", "Required"],
      [{ widthForDisplay: undefined }, "widthForDisplay", "Required"],
      [{ widthForDisplay: "12#8" }, "widthForDisplay", "Invalid input"],
      [{ lengthForDisplay: "abc" }, "lengthForDisplay", "Invalid input"],
      [{ lengthForDisplay: "12#3" }, "lengthForDisplay", "Length must be greater than width"],
      [{ lengthForDisplay: "10000#1" }, "lengthForDisplay", "Size must be at most 10000 inches"],
      [{ quantity: 0 }, "quantity", "Quantity should be greater than 0"],
      [{ quantity: 2.5 }, "quantity", "Quantity must be a whole number"],
      [{ quantity: 100001 }, "quantity", "Quantity must be at most 100000"],
      [{ quantity: "" }, "quantity", "Required"],
      [{ materialType: "" }, "materialType", "Required"],
      [{ materialType: undefined }, "materialType", "Required"],
      [{ edgeProfile: null }, "edgeProfile", "Edge profile is required"],
      [{ edgeProfile: "" }, "edgeProfile", "Edge profile is required"],
      [{ edgeSelection: "edgeSelection0" }, "edgeSelection", "Invalid edge selection"],
      [
        { areaExtras: [{ label: "A", value: -1 }] },
        "areaExtras.0.value",
        "Extra must be a number of 0 or more",
      ],
      [{ multiplier: 0 }, "multiplier", "Multiplier must be a positive number"],
    ];
    for (const [change, path, message] of cases) {
      expect(issuesOf(ZPieceLine, { ...line, ...change })).toStrictEqual([[path, message]]);
    }
  });

  it("needs no edge profile without an edge selection", () => {
    expect(issuesOf(ZPieceLine, { ...line, edgeSelection: "", edgeProfile: "" })).toStrictEqual([]);
    expect(issuesOf(ZPieceLine, { ...line, edgeSelection: null, edgeProfile: null })).toStrictEqual([]);
  });

  it("reports every broken field at once, as the form shows them", () => {
    expect(
      issuesOf(ZPieceLine, { ...line, widthForDisplay: "x", quantity: 0, edgeProfile: null }),
    ).toStrictEqual([
      ["widthForDisplay", "Invalid input"],
      ["quantity", "Quantity should be greater than 0"],
      ["edgeProfile", "Edge profile is required"],
    ]);
  });
});

describe("pieceLineSchema(unit)", () => {
  it("reads millimetres in mm mode, where '#' is not allowed", () => {
    const mm = pieceLineSchema("mm");
    expect(issuesOf(mm, { ...line, widthForDisplay: "600", lengthForDisplay: "1200" })).toStrictEqual([]);
    expect(issuesOf(mm, { ...line, widthForDisplay: "12#4", lengthForDisplay: "200" })).toStrictEqual([
      ["widthForDisplay", "Invalid input"],
    ]);
    expect(issuesOf(mm, { ...line, widthForDisplay: "600", lengthForDisplay: "599" })).toStrictEqual([
      ["lengthForDisplay", "Length must be greater than width"],
    ]);
  });
});
