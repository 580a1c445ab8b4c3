import { describe, expect, it } from "vitest";
import { FALLBACKS, OUTSTATION_GSTIN, SHOP_GSTIN, snapshotOf } from "./__fixtures__/invoices";
import { schemaErrors } from "./__fixtures__/validate";
import { buildEWayBill, type EWayBillDocument } from "./ewaybill";
import { gstInvoice } from "./items";
import type { InvoiceTransport } from "./transport";

const snapshot = snapshotOf({
  buyerGstin: OUTSTATION_GSTIN,
  shipElsewhere: true,
  lines: [
    ["Toughened 12mm", "48", "96", 6],
    ["Granite Black", "24", "36", 4],
  ],
});
const h = snapshot.header;
const doc: EWayBillDocument & { transport: InvoiceTransport } = {
  number: "INV/26-27/0012",
  date: "2026-11-18",
  seller: {
    gstin: SHOP_GSTIN,
    name: "Sharma Glass House",
    address: snapshot.company.address,
    city: "Bengaluru",
    pin: "560058",
    stateCode: "29",
  },
  buyer: {
    gstin: OUTSTATION_GSTIN,
    name: h.customer_name,
    address: h.billing_address,
    city: "Pune",
    pin: "411026",
    stateCode: "27",
  },
  shipTo: {
    gstin: OUTSTATION_GSTIN,
    name: h.customer_name,
    address: h.shipping_address,
    city: "Pune",
    pin: "411057",
    stateCode: "27",
  },
  placeOfSupply: "27",
  sez: null,
  figures: gstInvoice(snapshot, FALLBACKS),
  transport: {
    vehicleNo: "KA01AB1234",
    vehicleType: "regular",
    transporterId: "29AAACV1234F1Z5",
    transporterName: "VRL Logistics",
    transDocNo: null,
    transDocDate: null,
    distanceKm: 842,
    mode: "road",
  },
};

describe("e-way bill bulk JSON 1.0.1118", () => {
  it("inter-state, bill to - ship to: values add up to the payable, valid against our schema of the format", () => {
    const file = buildEWayBill(doc);
    expect(schemaErrors("ewaybill", file)).toEqual([]);
    expect(file.version).toBe("1.0.1118");
    const bill = file.billLists[0]!;
    expect(bill).toMatchObject({
      docType: "INV",
      docNo: "INV/26-27/0012",
      docDate: "18/11/2026",
      transType: 2,
      fromPincode: 560058,
      fromStateCode: 29,
      actualFromStateCode: 29,
      toGstin: OUTSTATION_GSTIN,
      toPincode: 411057,
      toStateCode: 27,
      actualToStateCode: 27,
      toAddr1: "Site 3, Hinjewadi Phase 2",
      transMode: 1,
      transDistance: 842,
      vehicleNo: "KA01AB1234",
      vehicleType: "R",
      transDocNo: "",
      transDocDate: "",
      mainHsnCode: 70071900,
    });
    // 48 x 96 x 6 = 192 sq ft; + 10% = 211.2 at 310 = 65472.00, IGST 18% 11784.96. 24 x 36 x 4 = 24 sq ft;
    // + 7.5% = 25.8 at 145.35 = 3750.03, IGST 12% 450.00. Cutting 192 x 12.75 + 24 x 9.5 = 2676.00.
    expect([bill.totalValue, bill.igstValue, bill.cgstValue, bill.OthValue, bill.totInvValue]).toEqual([
      69222.03, 12234.96, 0, 2676.01, 84133,
    ]);
    expect(bill.itemList.map((i) => [i.hsnCode, i.quantity, i.qtyUnit, i.taxableAmount, i.igstRate])).toEqual(
      [
        [70071900, 192, "SQF", 65472, 18],
        [680293, 24, "SQF", 3750.03, 12],
      ],
    );
  });

  it("needs the transport details", () => {
    expect(() => buildEWayBill({ ...doc, transport: null })).toThrow(
      "Enter the transport details first (mode and vehicle, or the transporter for Part-A)",
    );
  });

  const bill = (changes: Partial<typeof doc>) => {
    const file = buildEWayBill({ ...doc, ...changes });
    expect(schemaErrors("ewaybill", file)).toEqual([]);
    return file.billLists[0]!;
  };
  const fields = [
    "transMode",
    "vehicleNo",
    "vehicleType",
    "transDocNo",
    "transDocDate",
    "transporterId",
  ] as const;
  const pick = (b: ReturnType<typeof bill>) => fields.map((f) => b[f]);

  it("by rail, air or ship: the transporter's document number and date; by road an over-dimensional cargo is O", () => {
    const rail = {
      ...doc.transport,
      mode: "rail" as const,
      vehicleNo: null,
      transDocNo: "RR/4471",
      transDocDate: "2026-11-19",
    };
    expect(pick(bill({ transport: rail }))).toEqual([2, "", "R", "RR/4471", "19/11/2026", "29AAACV1234F1Z5"]);
    const odc = { ...doc.transport, vehicleType: "odc" as const };
    expect(pick(bill({ transport: odc }))).toEqual([1, "KA01AB1234", "O", "", "", "29AAACV1234F1Z5"]);
    expect(() => buildEWayBill({ ...doc, transport: { ...rail, transDocDate: "2026-11-17" } })).toThrow(
      "The transport document date cannot be before the invoice date (18/11/2026)",
    );
  });

  it("Part-A only: the transporter's ID and no vehicle, for the transporter to complete", () => {
    const partA = { ...doc.transport, mode: null, vehicleNo: null };
    expect(pick(bill({ transport: partA }))).toEqual([1, "", "R", "", "", "29AAACV1234F1Z5"]);
  });

  it("items grouped by HSN and rate, at most 250", () => {
    const many = snapshotOf({
      buyerGstin: OUTSTATION_GSTIN,
      lines: [
        ["Toughened 12mm", "48", "96", 1],
        ["Granite Black", "24", "36", 1],
        ["Toughened 12mm", "24", "36", 2],
      ],
    });
    const grouped = bill({ figures: gstInvoice(many, FALLBACKS) });
    // 48 x 96 = 32 sq ft + 24 x 36 x 2 = 12 sq ft; 35.2 + 13.2 = 48.4 sq ft at 310 = 15004.00.
    expect(
      grouped.itemList.map((i) => [i.itemNo, i.productName, i.hsnCode, i.quantity, i.taxableAmount]),
    ).toEqual([
      [1, "Toughened 12mm", 70071900, 44, 15004],
      [2, "Granite Black", 680293, 6, 937.51],
    ]);
    const figures = gstInvoice(many, FALLBACKS);
    const items = Array.from({ length: 251 }, (_, i) => ({
      ...figures.items[0]!,
      slNo: i + 1,
      code: `${700100 + i}`,
    }));
    expect(() => buildEWayBill({ ...doc, figures: { ...figures, items } })).toThrow(
      "An e-way bill holds at most 250 items of one HSN and rate: this invoice has 251",
    );
  });

  it("a bill of supply is docType BIL; an SEZ's bill-to state is 96; an HSN under 6 digits is refused", () => {
    const nil = snapshotOf({ buyerGstin: OUTSTATION_GSTIN, lines: [["Plain Sheet (nil)", "48", "96", 6]] });
    expect(bill({ figures: gstInvoice(nil, FALLBACKS) }).docType).toBe("BIL");
    expect(bill({ sez: "with_payment" })).toMatchObject({ toStateCode: 96, actualToStateCode: 27 });
    const short = {
      ...doc.figures,
      items: doc.figures.items.map((i) => ({ ...i, code: i.code.slice(0, 4) })),
    };
    expect(() => buildEWayBill({ ...doc, figures: short })).toThrow(
      "Line 1: Toughened 12mm has HSN 7007; e-invoices and e-way bills need at least 6 digits: set it on the material (Settings, Materials)",
    );
  });
});
