import { describe, expect, it } from "vitest";
import { FALLBACKS, OUTSTATION_GSTIN, SHOP_GSTIN, snapshotOf } from "./__fixtures__/invoices";
import { schemaErrors } from "./__fixtures__/validate";
import { buildEWayBill } from "./ewaybill";
import { gstInvoice } from "./items";

const snapshot = snapshotOf({
  buyerGstin: OUTSTATION_GSTIN,
  shipElsewhere: true,
  lines: [
    ["Toughened 12mm", "48", "96", 6],
    ["Granite Black", "24", "36", 4],
  ],
});
const h = snapshot.header;
const doc = {
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
  figures: gstInvoice(snapshot, FALLBACKS),
  transport: {
    vehicleNo: "KA01AB1234",
    transporterId: "29AAACV1234F1Z5",
    transporterName: "VRL Logistics",
    distanceKm: 842,
    mode: "road" as const,
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
      toGstin: OUTSTATION_GSTIN,
      toPincode: 411057,
      toStateCode: 27,
      toAddr1: "Site 3, Hinjewadi Phase 2",
      transMode: 1,
      transDistance: 842,
      vehicleNo: "KA01AB1234",
      vehicleType: "R",
      mainHsnCode: 7007,
    });
    // 48 x 96 x 6 = 192 sq ft; + 10% = 211.2 at 310 = 65472.00, IGST 18% 11784.96. 24 x 36 x 4 = 24 sq ft;
    // + 7.5% = 25.8 at 145.35 = 3750.03, IGST 12% 450.00. Cutting 192 x 12.75 + 24 x 9.5 = 2676.00.
    expect([bill.totalValue, bill.igstValue, bill.cgstValue, bill.OthValue, bill.totInvValue]).toEqual([
      69222.03, 12234.96, 0, 2676.01, 84133,
    ]);
    expect(bill.itemList.map((i) => [i.hsnCode, i.quantity, i.qtyUnit, i.taxableAmount, i.igstRate])).toEqual(
      [
        [7007, 192, "SQF", 65472, 18],
        [6802, 24, "SQF", 3750.03, 12],
      ],
    );
  });

  it("needs the transport details", () => {
    expect(() => buildEWayBill({ ...doc, transport: null })).toThrow(
      "Enter the transport details first (vehicle, distance, mode)",
    );
  });
});
