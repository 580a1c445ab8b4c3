import { describe, expect, it } from "vitest";
import { formatIndian } from "./format-indian";

describe("formatIndian", () => {
  it("groups the last three digits, then pairs", () => {
    expect(formatIndian("1234567.00")).toBe("12,34,567.00");
    expect(formatIndian("123456789.5")).toBe("12,34,56,789.5");
    expect(formatIndian("100000")).toBe("1,00,000");
    expect(formatIndian("12345.67")).toBe("12,345.67");
    expect(formatIndian("999.99")).toBe("999.99");
    expect(formatIndian("0.00")).toBe("0.00");
    expect(formatIndian("1000")).toBe("1,000");
  });

  it("keeps the sign of a negative amount", () => {
    expect(formatIndian("-1234567.00")).toBe("-12,34,567.00");
    expect(formatIndian("-0.45")).toBe("-0.45");
  });

  it("refuses what is not a number", () => {
    expect(() => formatIndian("12,345")).toThrowError(RangeError);
    expect(() => formatIndian("")).toThrowError(RangeError);
  });
});
