import { describe, expect, it } from "vitest";
import { addDecimal, compareDecimal, formatCents, formatDecimal, parseDecimal, toCents } from "./decimal";

describe("decimals", () => {
  it("parses decimal text and JSON numbers exactly", () => {
    expect(parseDecimal("12.50")).toStrictEqual({ m: 1250, k: 2 });
    expect(parseDecimal(" -0.5 ")).toStrictEqual({ m: -5, k: 1 });
    expect(parseDecimal(".5")).toStrictEqual({ m: 5, k: 1 });
    expect(parseDecimal("12.")).toStrictEqual({ m: 12, k: 0 });
    expect(parseDecimal(0.1)).toStrictEqual({ m: 1, k: 1 });
    expect(parseDecimal(1.5)).toStrictEqual(parseDecimal("1.5"));
    expect(parseDecimal(1e-7)).toStrictEqual({ m: 1, k: 7 });
    expect(parseDecimal(1e21)).toStrictEqual({ m: 10n ** 21n, k: 0 });
    expect(parseDecimal("123456789012345678.25")).toStrictEqual({ m: 12345678901234567825n, k: 2 });
  });

  it("refuses what is not a decimal", () => {
    for (const bad of [
      "",
      ".",
      "abc",
      "1.2.3",
      "1e3",
      "12#4",
      "--1",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      true,
    ]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });

  it("keeps 0.1 + 0.2 exactly 0.3", () => {
    const sum = addDecimal(parseDecimal(0.1)!, parseDecimal(0.2)!);
    expect(compareDecimal(sum, parseDecimal("0.3")!)).toBe(0);
  });

  it("rounds to hundredths half away from zero and formats them", () => {
    expect(formatCents(toCents(parseDecimal("0.125")!))).toBe("0.13");
    expect(formatCents(toCents(parseDecimal("0.124")!))).toBe("0.12");
    expect(formatCents(toCents(parseDecimal("-0.125")!))).toBe("-0.13");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(-45)).toBe("-0.45");
    expect(formatCents(400)).toBe("4.00");
    expect(formatCents(10n ** 20n)).toBe("1000000000000000000.00");
  });

  it("writes the exact value", () => {
    expect(formatDecimal({ m: 1250, k: 2 })).toBe("12.50");
    expect(formatDecimal({ m: -5, k: 3 })).toBe("-0.005");
    expect(formatDecimal({ m: 7, k: 0 })).toBe("7");
  });
});
