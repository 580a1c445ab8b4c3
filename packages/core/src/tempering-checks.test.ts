import { describe, expect, it } from "vitest";
import { TEMPERING_MESSAGES, temperingWarnings } from "./tempering-checks";

const M = TEMPERING_MESSAGES;

describe("temperingWarnings (issue 29 point 2)", () => {
  it("warns, for 12 mm toughened glass in mm, at the exact bounds: d >= 12, edge >= 24, corner >= 78", () => {
    const base = { unit: "mm" as const, thicknessMm: "12", toughened: true };
    expect(temperingWarnings({ ...base, size: 12, edgeDistance: 24, cornerDistance: 78 })).toEqual([]);
    expect(
      temperingWarnings({ ...base, size: "11.99", edgeDistance: "23.9", cornerDistance: "77.99" }),
    ).toEqual([M.diameter("12"), M.edge("12"), M.corner("12")]);
  });

  it("reads inches as exact millimetres (x 25.4): 0.5 in is 12.7 mm", () => {
    const base = { unit: "inch" as const, thicknessMm: 12.7, toughened: true };
    expect(temperingWarnings({ ...base, size: "0.5", edgeDistance: "1", cornerDistance: "3.25" })).toEqual(
      [],
    );
    // 3.25 in = 82.55 mm = 6.5 x 12.7 exactly; a hair less warns.
    expect(temperingWarnings({ ...base, cornerDistance: "3.249" })).toEqual([M.corner("12.7")]);
    expect(temperingWarnings({ ...base, size: "0.499" })).toEqual([M.diameter("12.7")]);
  });

  it("says nothing for glass that is not toughened, of unknown thickness, or a hole without a position", () => {
    expect(temperingWarnings({ unit: "mm", thicknessMm: 10, toughened: false, size: 2 })).toEqual([]);
    expect(temperingWarnings({ unit: "mm", thicknessMm: null, toughened: true, size: 2 })).toEqual([]);
    expect(temperingWarnings({ unit: "mm", thicknessMm: 10, toughened: true })).toEqual([]);
    expect(temperingWarnings({ unit: "mm", thicknessMm: 10, toughened: true, size: "abc" })).toEqual([]);
  });
});
