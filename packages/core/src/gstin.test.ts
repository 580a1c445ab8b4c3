import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GST_STATES, gstStateCode, gstStateName } from "./gst-states";
import { gstinCheckCharacter, isValidGstin } from "./gstin";
import { isInterState } from "./quote-totals";

describe("GSTIN", () => {
  it("checks the pattern and the check character", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("27AAPFU0939F0ZV")).toBe(false); // 13th character cannot be 0
    expect(isValidGstin("27AAPFU0939F1YV")).toBe(false); // 14th character is always Z
  });

  it("rejects every other check character (1,000 runs)", () => {
    const body = fc.tuple(
      fc.integer({ min: 1, max: 38 }),
      fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), minLength: 5, maxLength: 5 }),
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    );
    fc.assert(
      fc.property(
        body,
        fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        ([state, pan, digits, letter, entity], check) => {
          const first14 = `${String(state).padStart(2, "0")}${pan}${String(digits).padStart(4, "0")}${letter}${entity}Z`;
          expect(isValidGstin(first14 + check)).toBe(check === gstinCheckCharacter(first14));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("knows the state of a GSTIN", () => {
    expect(gstStateCode("27AAPFU0939F1ZV")).toBe("27");
    expect(gstStateName("27")).toBe("Maharashtra");
    expect(gstStateName("29")).toBe("Karnataka");
    expect(gstStateName("00")).toBeNull();
    expect(gstStateCode("")).toBeNull();
    expect(gstStateCode(null)).toBeNull();
    expect(Object.keys(GST_STATES)).toContain("38");
  });

  it("is inter-state only when both GSTINs are known and their states differ", () => {
    expect(isInterState("27AAPFU0939F1ZV", "29AAGCB7383J1Z4")).toBe(true);
    expect(isInterState("27AAPFU0939F1ZV", "27AAACR5055K1Z7")).toBe(false);
    expect(isInterState("27AAPFU0939F1ZV", null)).toBe(false);
    expect(isInterState(undefined, "29AAGCB7383J1Z4")).toBe(false);
  });
});
