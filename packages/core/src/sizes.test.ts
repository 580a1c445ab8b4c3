import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDecimal, type Decimal, parseDecimal } from "./decimal";
import {
  chargeableSize,
  edgeRunningFt,
  formatEighths,
  formatSize,
  parseSize,
  perimeterRunningFt,
  pieceArea,
  type SizeResult,
} from "./sizes";

const d = (text: string): Decimal => parseDecimal(text)!;
const inches = (result: SizeResult) => (result.ok ? formatSize(result.inches) : result.message);
const exact = (result: SizeResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.inches;
};

describe("parseSize", () => {
  it("reads inches, decimal or whole#eighths", () => {
    expect(inches(parseSize("12", "inch"))).toBe("12.00");
    expect(inches(parseSize(" 12.5 ", "inch"))).toBe("12.50");
    expect(inches(parseSize("12#4", "inch"))).toBe("12.50");
    expect(inches(parseSize("24#1", "inch"))).toBe("24.13");
    expect(inches(parseSize("0#1", "inch"))).toBe("0.13");
    expect(inches(parseSize(18, "inch"))).toBe("18.00");
    expect(compareDecimal(exact(parseSize("24#1", "inch")), d("24.125"))).toBe(0);
  });

  it("reads millimetres as mm / 25.4 to 2 decimals", () => {
    expect(inches(parseSize("600", "mm"))).toBe("23.62");
    expect(inches(parseSize("1200", "mm"))).toBe("47.24");
    expect(exact(parseSize("25.4", "mm"))).toStrictEqual({ m: 100, k: 2 });
  });

  it("says 'Required' when empty and 'Invalid input' for anything else", () => {
    for (const empty of ["", "   ", null, undefined])
      expect(inches(parseSize(empty, "inch"))).toBe("Required");
    const invalid = [
      "abc",
      "12#8",
      "12#",
      "#4",
      "12.5#1",
      "12#4.5",
      "-3",
      "0",
      "0#0",
      "1e3",
      "12 4",
      "12##4",
      "0.00",
    ];
    for (const text of invalid) expect(inches(parseSize(text, "inch"))).toBe("Invalid input");
    expect(inches(parseSize("12#4", "mm"))).toBe("Invalid input");
    // 0.1 mm is 0.00 inches: not a size
    expect(inches(parseSize("0.1", "mm"))).toBe("Invalid input");
  });

  it("allows at most 10,000 inches", () => {
    expect(inches(parseSize("10000", "inch"))).toBe("10000.00");
    expect(inches(parseSize("10000#1", "inch"))).toBe("Size must be at most 10000 inches");
    expect(inches(parseSize("254000", "mm"))).toBe("10000.00");
    expect(inches(parseSize("254001", "mm"))).toBe("Size must be at most 10000 inches");
  });
});

describe("eighths", () => {
  it("formats to the nearest eighth", () => {
    expect(formatEighths(d("12.5"))).toBe("12#4");
    expect(formatEighths(d("12"))).toBe("12");
    expect(formatEighths(d("24.125"))).toBe("24#1");
    expect(formatEighths(d("0.875"))).toBe("0#7");
    expect(formatEighths(d("12.99"))).toBe("13");
  });

  it("formatting a size in eighths and parsing it back gives the same size (1,000 runs)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80000 }), (eighths) => {
        const size: Decimal = { m: eighths * 125, k: 3 };
        expect(compareDecimal(exact(parseSize(formatEighths(size), "inch")), size)).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it("typed W#E text survives parse and format (1,000 runs)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 7 }), (whole, eighths) => {
        const text = `${whole}#${eighths}`;
        expect(formatEighths(exact(parseSize(text, "inch")))).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("chargeable size", () => {
  it("rounds up to a multiple of the step", () => {
    expect(formatSize(chargeableSize(d("12"), d("3")))).toBe("12.00");
    expect(formatSize(chargeableSize(d("12.5"), d("1")))).toBe("13.00");
    expect(formatSize(chargeableSize(d("20.25"), d("0.5")))).toBe("20.50");
    expect(formatSize(chargeableSize(d("25.25"), d("3")))).toBe("27.00");
    expect(chargeableSize(d("24.125"), d("0.125"))).toStrictEqual({ m: 24125, k: 3 });
  });

  it("leaves the size as it is with a zero step", () => {
    expect(chargeableSize(d("24.125"), d("0"))).toStrictEqual(d("24.125"));
  });
});

describe("area, perimeter and edge running feet", () => {
  it("area is r2(max(Wc * Lc / 144, min) * n), rounded once", () => {
    expect(formatSize(pieceArea(d("13"), d("25"), 3, d("0")))).toBe("6.77");
    expect(formatSize(pieceArea(d("12.5"), d("24.125"), 3, d("0")))).toBe("6.28");
    expect(formatSize(pieceArea(d("4"), d("6"), 10, d("1")))).toBe("10.00");
    expect(formatSize(pieceArea(d("20.5"), d("30"), 2, d("1.5")))).toBe("8.54");
  });

  it("perimeter is r2(2 * (Wc + Lc) * n / 12)", () => {
    expect(formatSize(perimeterRunningFt(d("18"), d("30"), 2))).toBe("16.00");
    expect(formatSize(perimeterRunningFt(d("10.125"), d("11"), 1))).toBe("3.52");
  });

  it("edge running feet count the selected sides and the extra inches", () => {
    expect(formatSize(edgeRunningFt(d("11"), d("40"), { lengths: 2, widths: 1 }, d("0"), 4))).toBe("30.33");
    expect(formatSize(edgeRunningFt(d("20"), d("20"), { lengths: 0, widths: 0 }, d("36"), 1))).toBe("3.00");
    expect(formatSize(edgeRunningFt(d("20.5"), d("30"), { lengths: 0, widths: 2 }, d("2.5"), 2))).toBe(
      "7.25",
    );
  });
});
