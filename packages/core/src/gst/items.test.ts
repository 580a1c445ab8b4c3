import { describe, expect, it } from "vitest";
import { FALLBACKS, LOCAL_GSTIN, snapshotOf } from "./__fixtures__/invoices";
import { defaultHsnFor } from "./hsn";
import { gstInvoice } from "./items";

describe("an invoice's supplies for the GST files", () => {
  it("an old invoice without HSN or SAC falls back to the material's current HSN, then its kind's default, and says so", () => {
    const snapshot = snapshotOf({
      buyerGstin: LOCAL_GSTIN,
      oldInvoice: true,
      lines: [
        ["Clear 5mm", "12", "24", 2],
        ["Toughened 12mm", "12", "24", 1],
        ["Granite Black", "24", "36", 1],
        ["Mirror 4mm", "12", "12", 1],
      ],
    });
    const figures = gstInvoice(snapshot, FALLBACKS);
    expect(figures.items.map((i) => i.code)).toEqual(["7005", "7007", "6802", "", "998898"]);
    expect(figures.fallbacks).toEqual([
      "HSN of Clear 5mm: 7005 (not on the invoice; the default for its kind)",
      "HSN of Toughened 12mm: 7007 (not on the invoice; the material's current HSN)",
      "HSN of Granite Black: 6802 (not on the invoice; the default for its kind)",
      "SAC of cutting: 998898 (the company's current one)",
    ]);
    // A mirror is neither guessed glass nor stone by name: the files wait for its HSN.
    expect(figures.missingHsn).toEqual(["Line 4: Mirror 4mm"]);
  });

  it("cutting charged with GST is part of each line's taxable value: no service item", () => {
    const figures = gstInvoice(
      snapshotOf({ buyerGstin: LOCAL_GSTIN, gstOnCutting: true, lines: [["Clear 5mm", "12", "24", 2]] }),
      FALLBACKS,
    );
    // 262.50 + cutting 16.00 = 278.50 at 18% = 50.13: CGST 25.07, SGST 25.06.
    expect(figures.items.map((i) => [i.code, i.taxable, i.cgst, i.sgst])).toEqual([
      ["7005", 27850n, 2507n, 2506n],
    ]);
    expect(figures.untaxedCutting).toBe(0n);
  });

  it("guesses HSN by kind or name", () => {
    expect(defaultHsnFor("Clear Float 5mm")).toBe("7005");
    expect(defaultHsnFor("Toughened 10mm")).toBe("7007");
    expect(defaultHsnFor("Laminated 6+6", "glass")).toBe("7007");
    expect(defaultHsnFor("Kashmir White", "stone")).toBe("6802");
    expect(defaultHsnFor("Black Galaxy Granite")).toBe("6802");
    expect(defaultHsnFor("ACP sheet", "panel")).toBeNull();
  });
});
