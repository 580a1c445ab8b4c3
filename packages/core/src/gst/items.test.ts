import { describe, expect, it } from "vitest";
import { FALLBACKS, LOCAL_GSTIN, snapshotOf } from "./__fixtures__/invoices";
import { defaultHsnFor } from "./hsn";
import { gstInvoice } from "./items";

describe("an invoice's supplies for the GST files", () => {
  it("an old invoice without HSN falls back to the material's current HSN, then its kind's default, and says so", () => {
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
    expect(figures.items.map((i) => i.code)).toEqual(["700529", "70071900", "680293", "700991"]);
    expect(figures.fallbacks).toEqual([
      "HSN of Clear 5mm: 700529 (not on the invoice; the default for its kind)",
      "HSN of Toughened 12mm: 70071900 (not on the invoice; the material's current HSN)",
      "HSN of Granite Black: 680293 (not on the invoice; the default for its kind)",
      "HSN of Mirror 4mm: 700991 (not on the invoice; the default for its kind)",
    ]);
    expect(figures.missingHsn).toEqual([]);
  });

  it("a 4-digit HSN on an invoice is refined by the material's current 6 or 8 digits of the same heading", () => {
    const snapshot = snapshotOf({ buyerGstin: LOCAL_GSTIN, lines: [["Toughened 12mm", "12", "24", 1]] });
    const old = { ...snapshot, lines: snapshot.lines.map((l) => ({ ...l, hsnCode: "7007" })) };
    const refined = gstInvoice(old, FALLBACKS);
    expect(refined.items[0]!.code).toBe("70071900");
    expect(refined.fallbacks).toEqual([
      "HSN of Toughened 12mm: 70071900 (the invoice has 7007; the material's current HSN refines it)",
    ]);
    // Another heading is never put in its place: the 4 digits stay (and the portals' files refuse them).
    const other = { ...snapshot, lines: snapshot.lines.map((l) => ({ ...l, hsnCode: "7005" })) };
    expect(gstInvoice(other, FALLBACKS).items[0]!.code).toBe("7005");
  });

  it("cutting charged with GST is part of each line's taxable value: no other charges", () => {
    const figures = gstInvoice(
      snapshotOf({ buyerGstin: LOCAL_GSTIN, gstOnCutting: true, lines: [["Clear 5mm", "12", "24", 2]] }),
      FALLBACKS,
    );
    // 262.50 + cutting 16.00 = 278.50 at 18% = 50.13: CGST 25.07, SGST 25.06.
    expect(figures.items.map((i) => [i.code, i.taxable, i.cgst, i.sgst])).toEqual([
      ["700529", 27850n, 2507n, 2506n],
    ]);
    expect(figures.otherCharges).toBe(0n);
  });

  it("cutting charged without GST on taxed goods is no supply of its own: other charges, never nil rated", () => {
    const figures = gstInvoice(
      snapshotOf({ buyerGstin: LOCAL_GSTIN, lines: [["Clear 5mm", "12", "24", 2]] }),
      FALLBACKS,
    );
    // 4 sq ft x 4.00 cutting = 16.00, outside the taxable 262.50.
    expect(figures.items.map((i) => [i.code, i.rate, i.taxable])).toEqual([["700529", "18", 26250n]]);
    expect([figures.assessable, figures.otherCharges]).toEqual([26250n, 1600n]);
  });

  it("holes and cut-outs are in the line's taxable value: never other charges, with or without GST on cutting", () => {
    const withOperations = (gstOnCutting: boolean, taxable: string) => {
      const snapshot = snapshotOf({
        buyerGstin: LOCAL_GSTIN,
        gstOnCutting,
        lines: [["Clear 5mm", "12", "24", 2]],
      });
      const lines = snapshot.lines.map((l) => ({ ...l, operationsAmount: "620.00", taxableValue: taxable }));
      return gstInvoice({ ...snapshot, lines }, FALLBACKS);
    };
    // 262.50 + cutting 16.00 + operations 620.00 taxed; untaxed cutting: 262.50 + 620.00, cutting 16.00 beside.
    const taxed = withOperations(true, "898.50");
    expect([taxed.items[0]!.taxable, taxed.otherCharges]).toEqual([89850n, 0n]);
    const untaxed = withOperations(false, "882.50");
    expect([untaxed.items[0]!.taxable, untaxed.otherCharges]).toEqual([88250n, 1600n]);
  });

  it("suggests 6- or 8-digit tariff codes by kind or name", () => {
    expect(
      [
        ["Clear Float 5mm"],
        ["Toughened 10mm"],
        ["Laminated 6+6", "glass"],
        ["Bronze tinted 5mm"],
        ["Reflective 6mm"],
        ["Frosted 5mm"],
        ["DGU 24mm"],
        ["Mirror 4mm"],
        ["Kashmir White", "stone"],
        ["Black Galaxy Granite"],
        ["Italian Marble"],
        ["Kota Stone"],
        ["Quartz Calacatta"],
        ["MDF 18mm"],
        ["MDF 4mm"],
        ["Acrylic 3mm"],
        ["ACP sheet", "panel"],
      ].map(([name, kind]) => defaultHsnFor(name!, kind)),
    ).toEqual([
      "700529",
      "70071900",
      "70072900",
      "700521",
      "700510",
      "700600",
      "700800",
      "700991",
      "680299",
      "680293",
      "680291",
      "680292",
      "681099",
      "441114",
      "441112",
      "392051",
      null,
    ]);
  });
});
