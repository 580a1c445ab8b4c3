import { describe, expect, it } from "vitest";
import { isBillOfSupply } from "./bill-of-supply";

const line = (gstRate: string) => ({ gstRate }) as never;
const snapshot = (gstNo: string, rates: string[]) => ({
  company: { gstNo } as never,
  lines: rates.map(line),
});

describe("a bill of supply", () => {
  it("is what a company without a GSTIN issues, or a registered one for nil-rated goods only (rule 49)", () => {
    expect(isBillOfSupply(snapshot("", ["18.00"]))).toBe(true);
    expect(isBillOfSupply(snapshot("27AAPFU0939F1ZV", ["0.00", "0"]))).toBe(true);
    expect(isBillOfSupply(snapshot("27AAPFU0939F1ZV", ["0.00", "18.00"]))).toBe(false);
  });

  it("is not one when an item line (issue 29) carries GST, even if every piece is nil-rated", () => {
    const nilGoods = snapshot("27AAPFU0939F1ZV", ["0.00"]);
    expect(isBillOfSupply({ ...nilGoods, itemLines: [line("18.00")] })).toBe(false);
    expect(isBillOfSupply({ ...nilGoods, itemLines: [line("0.00")] })).toBe(true);
  });
});
