import type { GstDocument } from "./items";
import { milli, rupees } from "./money";
import { addressLines, fileText, GstFileError, partyProblems, slashDate } from "./parties";
import { type InvoiceTransport, TRANSPORT_MODE_CODE } from "./transport";

/** The e-way bill bulk-generation format's current version (NIC's bulk tool), written in the file. */
export const EWAYBILL_VERSION = "1.0.1118";

/** An e-way bill is required when a consignment's value is over this (rule 138), in paise. */
export const EWAYBILL_THRESHOLD_PAISE = 5_000_000n;

export type EWayBillDocument = GstDocument & { transport: InvoiceTransport | null };

/**
 * The e-way bill bulk-generation JSON (version 1.0.1118) of an invoice: outward supply of goods, the
 * goods items with their HSN and quantity, the invoice's values, and the transport details. Cutting
 * charged without GST is a service, not goods moved: it is part of the other value, so the total adds
 * up to the invoice's payable exactly.
 */
export function buildEWayBill(doc: EWayBillDocument) {
  const problems: Record<string, string> = {};
  partyProblems(doc.seller, "company", problems);
  partyProblems(doc.buyer, "customer", problems);
  if (doc.shipTo) partyProblems(doc.shipTo, "shipping", problems);
  if (!doc.transport) problems.transport = "Enter the transport details first (vehicle, distance, mode)";
  for (const missing of doc.figures.missingHsn) {
    problems.hsn = `${missing} has no HSN code: set it on the material (Settings, Materials)`;
  }
  if (Object.keys(problems).length > 0) throw new GstFileError(Object.values(problems)[0]!, problems);

  const f = doc.figures;
  const goods = f.items.filter((item) => !item.isService);
  const goodsValue = goods.reduce((total, item) => total + item.taxable, 0n);
  // Largest taxable value first: the HSN the bill is filed under.
  const main = [...goods].sort((a, b) => (b.taxable > a.taxable ? 1 : b.taxable < a.taxable ? -1 : 0))[0];
  const from = addressLines(doc.seller.address);
  const to = addressLines((doc.shipTo ?? doc.buyer).address);
  const destination = doc.shipTo ?? doc.buyer;
  const t = doc.transport!;
  const bill = {
    userGstin: doc.seller.gstin!,
    supplyType: "O",
    subSupplyType: 1,
    subSupplyDesc: "",
    docType: "INV",
    docNo: doc.number,
    docDate: slashDate(doc.date),
    // 1 regular; 2 bill to - ship to (the goods go elsewhere than the billing address).
    transType: doc.shipTo ? 2 : 1,
    fromGstin: doc.seller.gstin!,
    fromTrdName: fileText(doc.seller.name).slice(0, 100),
    fromAddr1: from.addr1,
    fromAddr2: from.addr2 ?? "",
    fromPlace: fileText(doc.seller.city ?? ""),
    fromPincode: Number(doc.seller.pin),
    fromStateCode: Number(doc.seller.stateCode),
    actFromStateCode: Number(doc.seller.stateCode),
    toGstin: doc.buyer.gstin ?? "URP",
    toTrdName: fileText(doc.buyer.name).slice(0, 100),
    toAddr1: to.addr1,
    toAddr2: to.addr2 ?? "",
    toPlace: fileText(destination.city ?? ""),
    toPincode: Number(destination.pin),
    toStateCode: Number(doc.placeOfSupply),
    actToStateCode: Number(destination.stateCode),
    totalValue: rupees(goodsValue),
    cgstValue: rupees(f.cgst),
    sgstValue: rupees(f.sgst),
    igstValue: rupees(f.igst),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: rupees(f.untaxedCutting + f.roundOff),
    totInvValue: rupees(f.payable),
    transMode: TRANSPORT_MODE_CODE[t.mode],
    transDistance: t.distanceKm,
    transporterName: t.transporterName ?? "",
    transporterId: t.transporterId ?? "",
    transDocNo: "",
    transDocDate: "",
    vehicleNo: t.vehicleNo ?? "",
    vehicleType: t.mode === "road" ? "R" : "",
    mainHsnCode: Number(main?.code ?? 0),
    itemList: goods.map((item, i) => ({
      itemNo: i + 1,
      productName: fileText(item.description).slice(0, 100),
      productDesc: fileText(item.description).slice(0, 100),
      hsnCode: Number(item.code),
      quantity: milli(item.qtyMilli),
      qtyUnit: item.unit!,
      taxableAmount: rupees(item.taxable),
      // Halving a double only lowers its exponent: 9, 6.25, 2.5 are exact.
      sgstRate: f.interState ? 0 : Number(item.rate) / 2,
      cgstRate: f.interState ? 0 : Number(item.rate) / 2,
      igstRate: f.interState ? Number(item.rate) : 0,
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
  return { version: EWAYBILL_VERSION, billLists: [bill] };
}

export type EWayBillJson = ReturnType<typeof buildEWayBill>;
