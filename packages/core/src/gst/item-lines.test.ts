import { describe, expect, it } from "vitest";
import { taxByRate, taxLinesOf } from "../tax-by-rate";
import { invoice, wholeCreditNote } from "./__fixtures__/gstr1-documents";
import { FALLBACKS, LOCAL_GSTIN, OUTSTATION_GSTIN, SHOP_GSTIN, snapshotOf } from "./__fixtures__/invoices";
import { schemaErrors } from "./__fixtures__/validate";
import { buildEInvoice } from "./einvoice";
import { buildEWayBill, type EWayBillDocument } from "./ewaybill";
import { buildGstr1 } from "./gstr1";
import { gstr1Csv } from "./gstr1-csv";
import { gstInvoice } from "./items";
import type { GstFileError } from "./parties";
import { parseReturnPeriod } from "./period";

// Issue 29 point 3: an invoice's item lines in every GST file, to the paisa. The invoice: Toughened 12mm
// 24 x 36 in x 2 (12.00 sq ft; material 4092.00 + cutting 153.00 taxed = 4245.00, GST 18% 764.10),
// 6 hinges at 450 (HSN 830210, 18%: 2700.00 + 486.00), transport 1 job at 500 (SAC 996511, a service,
// 18%: 500.00 + 90.00) and 2 silicone at 180 (HSN 321410, 12%: 360.00 + 43.20).
// Totals: taxable 7805.00, GST 1383.30 (CGST 691.65, SGST 691.65), grand total 9188.30, round off -0.30,
// payable 9188.00. By rate: 18% 7445.00 / 1340.10 (CGST 691.65 - 21.60 = 670.05), 12% 360.00 / 43.20.

const LINES: Parameters<typeof snapshotOf>[0]["lines"] = [["Toughened 12mm", "24", "36", 2]];
const ITEMS: Parameters<typeof snapshotOf>[0]["items"] = [
  ["Hinge", "6"],
  ["Transport", "1"],
  ["Silicone", "2"],
];
const intra = snapshotOf({ buyerGstin: LOCAL_GSTIN, gstOnCutting: true, lines: LINES, items: ITEMS });
const inter = snapshotOf({ buyerGstin: OUTSTATION_GSTIN, gstOnCutting: true, lines: LINES, items: ITEMS });

const SELLER = {
  gstin: SHOP_GSTIN,
  name: "Sharma Glass House",
  address: "12, 4th Cross, Peenya Industrial Area\nBengaluru",
  city: "Bengaluru",
  pin: "560058",
  stateCode: "29",
};

function document(snapshot: ReturnType<typeof snapshotOf>) {
  const h = snapshot.header;
  return {
    number: "INV/26-27/0031",
    date: "2026-11-20",
    seller: SELLER,
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
    sez: null,
    figures: gstInvoice(snapshot, FALLBACKS),
  };
}

const TRANSPORT: EWayBillDocument["transport"] = {
  vehicleNo: "KA01AB1234",
  vehicleType: "regular",
  transporterId: null,
  transporterName: null,
  transDocNo: null,
  transDocDate: null,
  distanceKm: 842,
  mode: "road",
};

describe("item lines in the GST files (issue 29)", () => {
  it("the snapshot's totals are pricing.md's, and tax by rate puts each item at its own rate", () => {
    expect(intra.totals).toMatchObject({
      taxableValue: "7805.00",
      gst: "1383.30",
      cgst: "691.65",
      sgst: "691.65",
      grandTotal: "9188.30",
      roundOff: "-0.30",
      payable: "9188.00",
      itemsAmount: "3560.00",
    });
    expect(taxByRate({ lines: taxLinesOf(intra), interState: false }).rates).toEqual([
      { rate: "12", taxableValue: "360.00", gst: "43.20", cgst: "21.60", sgst: "21.60", igst: "0.00" },
      { rate: "18", taxableValue: "7445.00", gst: "1340.10", cgst: "670.05", sgst: "670.05", igst: "0.00" },
    ]);
  });

  it("e-invoice: one ItemList entry per item line, the service IsServc Y with its SAC, UQC from the unit; ValDtls = the invoice's totals", () => {
    const file = buildEInvoice({ type: "INV", ...document(intra), today: "2026-11-26" });
    expect(schemaErrors("einvoice", file)).toEqual([]);
    expect(
      file.ItemList.map((i) => [
        i.SlNo,
        i.PrdDesc,
        i.HsnCd,
        i.IsServc,
        i.Qty,
        i.Unit,
        i.UnitPrice,
        i.AssAmt,
        i.GstRt,
        i.CgstAmt,
        i.SgstAmt,
        i.IgstAmt,
        i.TotItemVal,
      ]),
    ).toEqual([
      [
        "1",
        "Toughened 12mm, 24 x 36",
        "70071900",
        "N",
        12,
        "SQF",
        353.75,
        4245,
        18,
        382.05,
        382.05,
        0,
        5009.1,
      ],
      ["2", "Hinge", "830210", "N", 6, "NOS", 450, 2700, 18, 243, 243, 0, 3186],
      ["3", "Transport", "996511", "Y", 1, "OTH", 500, 500, 18, 45, 45, 0, 590],
      ["4", "Silicone", "321410", "N", 2, "NOS", 180, 360, 12, 21.6, 21.6, 0, 403.2],
    ]);
    // 7805.00 + 691.65 + 691.65 - 0.30 = 9188.00.
    expect(file.ValDtls).toEqual({
      AssVal: 7805,
      CgstVal: 691.65,
      SgstVal: 691.65,
      IgstVal: 0,
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: -0.3,
      TotInvVal: 9188,
    });
    const sum = (f: (i: (typeof file.ItemList)[number]) => number) =>
      file.ItemList.reduce((t, i) => t + Math.round(f(i) * 100), 0) / 100;
    expect([sum((i) => i.AssAmt), sum((i) => i.CgstAmt), sum((i) => i.SgstAmt)]).toEqual([
      7805, 691.65, 691.65,
    ]);
  });

  it("e-invoice: a service without a SAC, or goods under one, is refused naming the item", () => {
    const wrong = {
      ...intra,
      itemLines: intra.itemLines!.map((line) =>
        line.n === 2 ? { ...line, hsnCode: "830210" } : line.n === 3 ? { ...line, hsnCode: "998729" } : line,
      ),
    };
    let problems: Record<string, string> | undefined;
    try {
      buildEInvoice({ type: "INV", ...document(wrong), today: "2026-11-26" });
    } catch (error) {
      problems = (error as GstFileError).problems;
    }
    expect(problems).toEqual({
      "itemLines.1.hsn":
        "Item 2: Transport is a service, but 830210 is no SAC (services' codes begin with 99): set it on the item (Settings, Items)",
      "itemLines.2.hsn":
        "Item 3: Silicone is goods, but 998729 is a SAC (a service's code): set its HSN on the item (Settings, Items), or mark it a service",
    });
  });

  it("e-invoice inter-state: each item's IGST is its own GST", () => {
    const file = buildEInvoice({ type: "INV", ...document(inter), today: "2026-11-26" });
    expect(schemaErrors("einvoice", file)).toEqual([]);
    expect(file.ItemList.map((i) => [i.IgstAmt, i.CgstAmt, i.SgstAmt])).toEqual([
      [764.1, 0, 0],
      [486, 0, 0],
      [90, 0, 0],
      [43.2, 0, 0],
    ]);
    expect(file.ValDtls).toMatchObject({ AssVal: 7805, IgstVal: 1383.3, RndOffAmt: -0.3, TotInvVal: 9188 });
  });

  it("running feet go as metres (MTR, 1 ft = 0.3048 m), kilograms as KGS with 3 decimals; values exact", () => {
    const snapshot = snapshotOf({
      buyerGstin: LOCAL_GSTIN,
      gstOnCutting: true,
      lines: LINES,
      items: [
        ["Aluminium channel", "10.5"],
        ["Sealant bulk", "1.5"],
        ["Handle", "1"],
      ],
    });
    const file = buildEInvoice({ type: "INV", ...document(snapshot), today: "2026-11-26" });
    expect(schemaErrors("einvoice", file)).toEqual([]);
    // 10.5 rft = 3.2004 m -> 3.200; 10.5 x 85.50 = 897.75 (GST 161.60); 1.5 kg x 333.33 = 499.995 -> 500.00
    // (GST 28% 140.00); a pair of handles at 1250.00 (GST 225.00).
    expect(
      file.ItemList.slice(1).map((i) => [i.Qty, i.Unit, i.UnitPrice, i.AssAmt, i.GstRt, i.TotItemVal]),
    ).toEqual([
      [3.2, "MTR", 280.547, 897.75, 18, 1059.35],
      [1.5, "KGS", 333.333, 500, 28, 640],
      [1, "PRS", 1250, 1250, 18, 1475],
    ]);
    expect(file.ValDtls.AssVal).toBe(Number(snapshot.totals.taxableValue));
    expect(file.ValDtls.TotInvVal).toBe(Number(snapshot.totals.payable));
  });

  it("e-way bill: goods only, the transport service left out of the items and the values (rule 138)", () => {
    const bill = buildEWayBill({ ...document(inter), transport: TRANSPORT }).billLists[0]!;
    expect(
      bill.itemList.map((i) => [
        i.productName,
        i.hsnCode,
        i.quantity,
        i.qtyUnit,
        i.taxableAmount,
        i.igstRate,
      ]),
    ).toEqual([
      ["Toughened 12mm", 70071900, 12, "SQF", 4245, 18],
      ["Hinge", 830210, 6, "NOS", 2700, 18],
      ["Silicone", 321410, 2, "NOS", 360, 12],
    ]);
    // The consignment: 4245.00 + 2700.00 + 360.00 = 7305.00 of goods, IGST 764.10 + 486.00 + 43.20 = 1293.30.
    expect(bill).toMatchObject({
      docType: "INV",
      mainHsnCode: 70071900,
      totalValue: 7305,
      igstValue: 1293.3,
      cgstValue: 0,
      sgstValue: 0,
      OthValue: 0,
      totInvValue: 8598.3,
    });
    expect(schemaErrors("ewaybill", { version: "1.0.1118", billLists: [bill] })).toEqual([]);
  });

  it("e-way bill of an invoice of services only: refused, saying why", () => {
    const services = snapshotOf({
      buyerGstin: OUTSTATION_GSTIN,
      lines: [],
      items: [
        ["Transport", "1"],
        ["Fitting", "2"],
      ],
    });
    let error: GstFileError | undefined;
    try {
      buildEWayBill({ ...document(services), transport: TRANSPORT });
    } catch (e) {
      error = e as GstFileError;
    }
    expect(error?.problems).toEqual({
      itemLines:
        "An e-way bill is for the movement of goods: this invoice has services only (Transport, Fitting), so it needs none",
    });
  });

  it("GSTR-1: b2b rates include the items' rates; HSN summary rows by HSN/SAC, UQC and rate, the service with UQC NA and no quantity", () => {
    const b2b = invoice(31, "2026-11-20", LINES, {
      buyerGstin: LOCAL_GSTIN,
      gstOnCutting: true,
      items: ITEMS,
    });
    const b2c = invoice(32, "2026-11-21", LINES, {
      gstOnCutting: true,
      items: [
        ["Hinge", "4"],
        ["Transport", "1"],
      ],
    });
    const file = buildGstr1({
      gstin: SHOP_GSTIN,
      period: parseReturnPeriod("2026-11"),
      invoices: [b2b, b2c],
      creditNotes: [],
    });
    expect(schemaErrors("gstr1", file)).toEqual([]);
    expect(file.b2b?.[0]?.inv[0]?.itms).toEqual([
      { num: 1201, itm_det: { txval: 360, rt: 12, camt: 21.6, samt: 21.6, csamt: 0 } },
      { num: 1801, itm_det: { txval: 7445, rt: 18, camt: 670.05, samt: 670.05, csamt: 0 } },
    ]);
    const row = (r: {
      hsn_sc: string;
      uqc: string;
      qty: number;
      rt: number;
      txval: number;
      camt: number;
    }) => [r.hsn_sc, r.uqc, r.qty, r.rt, r.txval, r.camt];
    expect(file.hsn?.hsn_b2b?.map(row)).toEqual([
      ["321410", "NOS", 2, 12, 360, 21.6],
      ["70071900", "SQF", 12, 18, 4245, 382.05],
      ["830210", "NOS", 6, 18, 2700, 243],
      ["996511", "NA", 0, 18, 500, 45],
    ]);
    // B2C: 4 hinges (1800.00, GST 324.00) and transport (500.00, GST 90.00) apart from the b2b rows.
    expect(file.hsn?.hsn_b2c?.map(row)).toEqual([
      ["70071900", "SQF", 12, 18, 4245, 382.05],
      ["830210", "NOS", 4, 18, 1800, 162],
      ["996511", "NA", 0, 18, 500, 45],
    ]);
    // b2cs at 18%: 4245.00 + 1800.00 + 500.00.
    expect(file.b2cs).toEqual([
      { sply_ty: "INTRA", pos: "29", typ: "OE", txval: 6545, rt: 18, camt: 589.05, samt: 589.05, csamt: 0 },
    ]);
    expect(gstr1Csv(file, "hsnb2b", new Map()).split("\r\n").slice(1, 5)).toEqual([
      "321410,,NOS-NUMBERS,2.000,403.20,12.00,360.00,0.00,21.60,21.60,0.00",
      "70071900,,SQF-SQUARE FEET,12.000,5009.10,18.00,4245.00,0.00,382.05,382.05,0.00",
      "830210,,NOS-NUMBERS,6.000,3186.00,18.00,2700.00,0.00,243.00,243.00,0.00",
      "996511,,NA,0.000,590.00,18.00,500.00,0.00,45.00,45.00,0.00",
    ]);
  });

  it("GSTR-1: a credit note for the whole invoice nets its item rows out of the HSN summary and reports them in cdnr", () => {
    const b2b = invoice(31, "2026-11-20", LINES, {
      buyerGstin: LOCAL_GSTIN,
      gstOnCutting: true,
      items: ITEMS,
    });
    const file = buildGstr1({
      gstin: SHOP_GSTIN,
      period: parseReturnPeriod("2026-11"),
      invoices: [b2b],
      creditNotes: [wholeCreditNote(1, "2026-11-25", b2b)],
    });
    expect(schemaErrors("gstr1", file)).toEqual([]);
    expect(file.hsn).toBeUndefined();
    expect(file.cdnr?.[0]?.nt[0]?.itms.map((i) => [i.itm_det.rt, i.itm_det.txval])).toEqual([
      [12, 360],
      [18, 7445],
    ]);
  });
});
