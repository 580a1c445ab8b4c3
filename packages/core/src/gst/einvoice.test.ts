import { describe, expect, it } from "vitest";
import { FALLBACKS, LOCAL_GSTIN, OUTSTATION_GSTIN, SHOP_GSTIN, snapshotOf } from "./__fixtures__/invoices";
import { schemaErrors } from "./__fixtures__/validate";
import { buildEInvoice, type EInvoiceDocument } from "./einvoice";
import { gstInvoice } from "./items";
import type { GstFileError } from "./parties";

const MIXED: Parameters<typeof snapshotOf>[0]["lines"] = [
  ["Clear 5mm", "12", "24", 2],
  ["Granite Black", "24", "36", 1],
  ["Toughened 12mm", "30", "40", 1],
  ["Clear 5mm", "18", "18", 3],
];

function documentOf(snapshot: ReturnType<typeof snapshotOf>): EInvoiceDocument {
  const h = snapshot.header;
  return {
    type: "INV",
    number: "INV/26-27/0007",
    date: "2026-11-05",
    seller: {
      gstin: SHOP_GSTIN,
      name: snapshot.company.name,
      address: snapshot.company.address,
      city: "Bengaluru",
      pin: "560058",
      stateCode: "29",
      phone: "9876543210",
      email: "accounts@sharmaglass.in",
    },
    buyer: {
      gstin: h.gst_no ?? null,
      name: h.customer_name,
      address: h.billing_address,
      city: h.billing_city ?? null,
      pin: h.billing_pin ?? null,
      stateCode: snapshot.placeOfSupply.code,
    },
    shipTo: null,
    placeOfSupply: snapshot.placeOfSupply.code,
    sez: h.sez_supply ?? null,
    figures: gstInvoice(snapshot, FALLBACKS),
    today: "2026-11-26",
  };
}

describe("e-invoice INV-01 v1.1", () => {
  it("intra-state, two rates and untaxed cutting: figures to the paisa, valid against the corrected schema", () => {
    const file = buildEInvoice(documentOf(snapshotOf({ buyerGstin: LOCAL_GSTIN, lines: MIXED })));
    expect(schemaErrors("einvoice", file)).toEqual([]);
    expect(file.DocDtls).toEqual({ Typ: "INV", No: "INV/26-27/0007", Dt: "05/11/2026" });
    expect(file.TranDtls).toEqual({ TaxSch: "GST", SupTyp: "B2B", RegRev: "N", IgstOnIntra: "N" });
    expect(file.SellerDtls).toMatchObject({ Gstin: SHOP_GSTIN, Loc: "Bengaluru", Pin: 560058, Stcd: "29" });
    expect(file.BuyerDtls).toMatchObject({ Gstin: LOCAL_GSTIN, Pos: "29", Pin: 560010, Stcd: "29" });
    expect(
      file.ItemList.map((i) => [
        i.HsnCd,
        i.IsServc,
        i.Qty,
        i.Unit,
        i.UnitPrice,
        i.AssAmt,
        i.GstRt,
        i.CgstAmt,
        i.SgstAmt,
        i.TotItemVal,
      ]),
    ).toEqual([
      ["700529", "N", 4, "SQF", 65.625, 262.5, 18, 23.63, 23.62, 309.75],
      ["680293", "N", 6, "SQF", 156.252, 937.51, 12, 56.25, 56.25, 1050.01],
      // The 18% rate's largest line takes its rate's rounding: 255.57 - 0.01.
      ["70071900", "N", 8.33, "SQF", 340.888, 2839.6, 18, 255.56, 255.57, 3350.73],
      ["700529", "N", 6.75, "SQF", 65.649, 443.13, 18, 39.88, 39.88, 522.89],
    ]);
    // Cutting charged without GST (206.21) is part of the goods' value, not an item of its own: OthChrg.
    // 4482.74 + 375.32 + 375.32 + 206.21 + 0.41 = 5440.00.
    expect(file.ValDtls).toEqual({
      AssVal: 4482.74,
      CgstVal: 375.32,
      SgstVal: 375.32,
      IgstVal: 0,
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 206.21,
      RndOffAmt: 0.41,
      TotInvVal: 5440,
    });
  });

  it("inter-state: IGST only, the place of supply is the buyer's state", () => {
    const file = buildEInvoice(documentOf(snapshotOf({ buyerGstin: OUTSTATION_GSTIN, lines: MIXED })));
    expect(schemaErrors("einvoice", file)).toEqual([]);
    expect(file.BuyerDtls).toMatchObject({ Pos: "27", Stcd: "27", Loc: "Pune", Pin: 411026 });
    expect(file.ItemList.map((i) => [i.IgstAmt, i.CgstAmt, i.SgstAmt])).toEqual([
      [47.25, 0, 0],
      [112.5, 0, 0],
      [511.13, 0, 0],
      [79.76, 0, 0],
    ]);
    expect(file.ValDtls).toMatchObject({
      AssVal: 4482.74,
      OthChrg: 206.21,
      IgstVal: 750.64,
      CgstVal: 0,
      SgstVal: 0,
      RndOffAmt: 0.41,
      TotInvVal: 5440,
    });
  });

  it("mm company: quantities in SQM with 3 decimals", () => {
    const file = buildEInvoice(
      documentOf(
        snapshotOf({ buyerGstin: LOCAL_GSTIN, unit: "mm", lines: [["Clear 5mm", "600", "900", 2]] }),
      ),
    );
    expect(schemaErrors("einvoice", file)).toEqual([]);
    // 600 x 900 mm = 23.62 x 35.43 in; area r2(23.62 * 35.43 / 144 * 2) = 11.62 sq ft = 1.07953... sq m.
    expect(file.ItemList[0]).toMatchObject({ Unit: "SQM", Qty: 1.08 });
  });

  it("refuses a B2C invoice and names every missing piece", () => {
    const snapshot = snapshotOf({ lines: MIXED, oldInvoice: true });
    const doc = documentOf(snapshot);
    let error: GstFileError | undefined;
    try {
      buildEInvoice({ ...doc, seller: { ...doc.seller, pin: null } });
    } catch (e) {
      error = e as GstFileError;
    }
    expect(error?.problems).toEqual({
      "customer.gstNo":
        "An e-invoice is only for a registered customer: this invoice has no customer GSTIN (B2C)",
      "company.pin": "The company's PIN code is missing: add it on Profile",
      "customer.city": "The customer's billing city is missing: add it on the order's header",
      "customer.pin": "The customer's billing PIN code is missing: add it on the order's header",
    });
  });

  it("a credit note is type CRN and names its invoice", () => {
    const doc = documentOf(snapshotOf({ buyerGstin: LOCAL_GSTIN, lines: [["Clear 5mm", "12", "24", 2]] }));
    const file = buildEInvoice({
      ...doc,
      type: "CRN",
      number: "CN/26-27/0001",
      date: "2026-11-20",
      preceding: { number: "INV/26-27/0007", date: "2026-11-05" },
    });
    expect(schemaErrors("einvoice", file)).toEqual([]);
    expect(file.DocDtls).toEqual({ Typ: "CRN", No: "CN/26-27/0001", Dt: "20/11/2026" });
    expect(file.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: "INV/26-27/0007", InvDt: "05/11/2026" }] });
  });
});

/** The problems a refused e-invoice names, field by field. */
function refusal(doc: EInvoiceDocument): Record<string, string> | undefined {
  try {
    buildEInvoice(doc);
  } catch (e) {
    return (e as GstFileError).problems;
  }
  return undefined;
}

describe("e-invoice: the registration portal's rules", () => {
  const b2b = documentOf(snapshotOf({ buyerGstin: LOCAL_GSTIN, lines: [["Clear 5mm", "12", "24", 2]] }));

  it("an SEZ unit: SupTyp SEZWP with IGST though both are in Karnataka; SEZWOP with the rate and no tax", () => {
    const wp = buildEInvoice(
      documentOf(
        snapshotOf({ buyerGstin: LOCAL_GSTIN, sez: "with_payment", lines: [["Clear 5mm", "12", "24", 2]] }),
      ),
    );
    expect(schemaErrors("einvoice", wp)).toEqual([]);
    expect(wp.TranDtls).toEqual({ TaxSch: "GST", SupTyp: "SEZWP", RegRev: "N", IgstOnIntra: "N" });
    expect(wp.ItemList.map((i) => [i.GstRt, i.IgstAmt, i.CgstAmt, i.SgstAmt])).toEqual([[18, 47.25, 0, 0]]);
    const wop = buildEInvoice(
      documentOf(
        snapshotOf({
          buyerGstin: LOCAL_GSTIN,
          sez: "without_payment",
          lines: [["Clear 5mm", "12", "24", 2]],
        }),
      ),
    );
    expect(schemaErrors("einvoice", wop)).toEqual([]);
    expect(wop.TranDtls.SupTyp).toBe("SEZWOP");
    // 262.50 + cutting 16.00 (other charges) = 278.50 -> 279 (round off 0.50).
    expect(wop.ItemList.map((i) => [i.GstRt, i.AssAmt, i.IgstAmt])).toEqual([[18, 262.5, 0]]);
    expect(wop.ValDtls).toMatchObject({
      AssVal: 262.5,
      IgstVal: 0,
      OthChrg: 16,
      RndOffAmt: 0.5,
      TotInvVal: 279,
    });
  });

  it("ShipDtls carries the ship-to's own state, not the bill-to's", () => {
    const shipTo = {
      ...b2b.buyer,
      address: "Site 3, Hinjewadi Phase 2",
      city: "Pune",
      pin: "411057",
      stateCode: "27",
    };
    const file = buildEInvoice({ ...b2b, shipTo });
    expect(schemaErrors("einvoice", file)).toEqual([]);
    expect([file.BuyerDtls.Stcd, file.BuyerDtls.Pos, file.ShipDtls?.Stcd, file.ShipDtls?.Pin]).toEqual([
      "29",
      "29",
      "27",
      411057,
    ]);
  });

  it("an HSN of fewer than 6 digits is refused, naming the material", () => {
    const short = {
      ...b2b,
      figures: { ...b2b.figures, items: b2b.figures.items.map((i) => ({ ...i, code: "7005" })) },
    };
    expect(refusal(short)).toEqual({
      "lines.0.hsn":
        "Line 1: Clear 5mm has HSN 7005; e-invoices and e-way bills need at least 6 digits: set it on the material (Settings, Materials)",
    });
  });

  it("at most 1,000 items", () => {
    const lines = (n: number) => Array.from({ length: n }, () => ["Clear 5mm", "12", "24", 1] as const);
    const of = (n: number) => documentOf(snapshotOf({ buyerGstin: LOCAL_GSTIN, lines: lines(n) as never }));
    expect(buildEInvoice(of(1000)).ItemList).toHaveLength(1000);
    expect(refusal(of(1001))).toEqual({
      lines: "An e-invoice holds at most 1,000 items: this invoice has 1,001 lines",
    });
  });

  it("no date after today (India); today itself is fine", () => {
    expect(refusal({ ...b2b, date: "2026-11-27" })).toEqual({
      date: "The Document date should not be a future date: this one is dated 27-11-2026; register it on that day",
    });
    expect(buildEInvoice({ ...b2b, date: "2026-11-26" }).DocDtls.Dt).toBe("26/11/2026");
  });

  it("a bill of supply (every line nil rated) has no e-invoice", () => {
    const nil = documentOf(
      snapshotOf({ buyerGstin: LOCAL_GSTIN, lines: [["Plain Sheet (nil)", "12", "24", 2]] }),
    );
    expect(refusal(nil)).toEqual({
      lines: "A bill of supply (no line carries GST) has no e-invoice: it is reported in GSTR-1 only",
    });
  });

  it("a PIN outside its party's state is refused, as the portal's PIN master would", () => {
    expect(refusal({ ...b2b, buyer: { ...b2b.buyer, pin: "411026" } })).toEqual({
      "customer.pin":
        "The customer's billing PIN 411026 is not in Karnataka (29): correct the PIN or the state on the order's header",
    });
  });
});
