import type { InvoiceLine } from "@kerf/core";
import { describe, expect, it } from "vitest";
import {
  commonGstRate,
  edgeText,
  extrasText,
  halfRate,
  printedSize,
  rupees,
  totalPieces,
  trimZeros,
} from "./invoice-format";

// What the printed documents write for a line: figures in Indian grouping, sizes as people read them,
// the edge work, and the one GST rate the totals name when every line shares it.

const line = (patch: Partial<InvoiceLine>) =>
  ({ quantity: 1, gstRate: "18.00", areaExtras: [], ...patch }) as InvoiceLine;

describe("invoice figures and words", () => {
  it("money in Indian grouping, whole numbers without .00", () => {
    expect(rupees("123456.50")).toBe("₹ 1,23,456.50");
    expect(trimZeros("12.00")).toBe("12");
    expect(trimZeros("12.50")).toBe("12.50");
  });

  it("sizes as typed: eighths as fractions, millimetres as they are", () => {
    expect(printedSize(line({ widthForDisplay: "10#6", lengthForDisplay: "40" }), "inch")).toBe(
      "10 3/4 x 40 in",
    );
    expect(printedSize(line({ widthForDisplay: "600", lengthForDisplay: "900" }), "mm")).toBe("600 x 900 mm");
  });

  it("edge work: the selection's label and the profile, extras that are not zero", () => {
    expect(
      edgeText(
        line({ edgeSelection: "edgeSelection2", edgeSelectionLabel: "Edge 2", edgeProfile: "Flat Polish" }),
      ),
    ).toBe("Edge 2 · Flat Polish");
    expect(edgeText(line({ edgeSelection: null, edgeProfile: "Flat Polish" }))).toBe("");
    expect(
      extrasText(
        line({
          areaExtras: [
            { label: "A", value: "12" },
            { label: "B", value: "0" },
          ],
        }),
      ),
    ).toBe("A 12");
  });

  it("one GST rate for the totals only when every line has it; CGST and SGST are half of it", () => {
    expect(commonGstRate([line({ gstRate: "18.00" }), line({ gstRate: "18" })])).toBe("18");
    expect(commonGstRate([line({ gstRate: "18.00" }), line({ gstRate: "12.00" })])).toBeNull();
    expect(halfRate("18")).toBe("9");
    expect(halfRate("5")).toBe("2.5");
    expect(totalPieces([line({ quantity: 3 }), line({ quantity: 4 })])).toBe(7);
  });
});
