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
    figures: gstInvoice(snapshot, FALLBACKS),
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
      ["7005", "N", 4, "SQF", 65.625, 262.5, 18, 23.63, 23.62, 309.75],
      ["6802", "N", 6, "SQF", 156.252, 937.51, 12, 56.25, 56.25, 1050.01],
      // The 18% rate's largest line takes its rate's rounding: 255.57 - 0.01.
      ["7007", "N", 8.33, "SQF", 340.888, 2839.6, 18, 255.56, 255.57, 3350.73],
      ["7005", "N", 6.75, "SQF", 65.649, 443.13, 18, 39.88, 39.88, 522.89],
      ["998898", "Y", 1, "OTH", 206.21, 206.21, 0, 0, 0, 206.21],
    ]);
    expect(file.ValDtls).toEqual({
      AssVal: 4688.95,
      CgstVal: 375.32,
      SgstVal: 375.32,
      IgstVal: 0,
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
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
      [0, 0, 0],
    ]);
    expect(file.ValDtls).toMatchObject({
      AssVal: 4688.95,
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
