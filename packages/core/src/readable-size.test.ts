import { describe, expect, it } from "vitest";
import { readableDimension, readableSize } from "./readable-size";

describe("readableSize", () => {
  it("prints inches in eighths as reduced fractions", () => {
    expect(readableSize("10#6", "40", "inch")).toBe("10 3/4 x 40 in");
    expect(readableSize("24#1", "36#4", "inch")).toBe("24 1/8 x 36 1/2 in");
    expect(readableDimension("12#0", "inch")).toBe("12");
    expect(readableDimension("0#4", "inch")).toBe("1/2");
    expect(readableDimension("12#2", "inch")).toBe("12 1/4");
    expect(readableDimension("7#7", "inch")).toBe("7 7/8");
  });

  it("prints a decimal that is a whole number of eighths as a fraction, any other as typed", () => {
    expect(readableDimension("12.5", "inch")).toBe("12 1/2");
    expect(readableDimension("12.375", "inch")).toBe("12 3/8");
    expect(readableDimension("30.00", "inch")).toBe("30");
    expect(readableDimension("12.3", "inch")).toBe("12.3");
  });

  it("reads a chargeable size shown to 2 decimals back as its eighth", () => {
    expect(readableDimension("24.13", "inch", { roundedTo2: true })).toBe("24 1/8");
    expect(readableDimension("24.88", "inch", { roundedTo2: true })).toBe("24 7/8");
    expect(readableDimension("24.50", "inch", { roundedTo2: true })).toBe("24 1/2");
    expect(readableDimension("23.62", "inch", { roundedTo2: true })).toBe("23.62");
    expect(readableDimension("24.13", "inch")).toBe("24.13");
  });

  it("prints millimetres, and anything it cannot read, as typed", () => {
    expect(readableSize("600", "900.5", "mm")).toBe("600 x 900.5 mm");
    expect(readableDimension("12#9", "inch")).toBe("12#9");
  });
});
