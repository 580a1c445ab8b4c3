import { type GstDocument, type GstItem, missingHsnMessage, shortHsnProblems } from "./items";
import { milli, rupees } from "./money";
import { addressLines, fileText, GstFileError, partyProblems, slashDate } from "./parties";
import { type InvoiceTransport, TRANSPORT_MODE_CODE } from "./transport";

/** The e-way bill bulk-generation format's current version (NIC's bulk tool), written in the file. */
export const EWAYBILL_VERSION = "1.0.1118";

/** An e-way bill is required when a consignment's value is over this (rule 138), in paise. */
export const EWAYBILL_THRESHOLD_PAISE = 5_000_000n;

/** At most this many items (HSN and rate) in one e-way bill, as India Compliance's ITEM_LIMIT holds it. */
export const EWAYBILL_MAX_ITEMS = 250;

/**
 * A delivery challan's e-way bill (issue 30): document type CHL and the sub-type of why the goods move,
 * as NIC's codes number them (4 job work; 8 others, with a description).
 */
export type ChallanSupply = { subSupplyType: number; subSupplyDesc: string };

export type EWayBillDocument = GstDocument & {
  transport: InvoiceTransport | null;
  /** Set for a challan: an invoice's bill is a supply (1) on INV or BIL. */
  challan?: ChallanSupply;
};

/** Goods items of one HSN, unit and rate as one item: quantities and values added. */
function byHsnAndRate(items: readonly GstItem[]) {
  const groups = new Map<string, { item: GstItem; names: Set<string>; qty: bigint; taxable: bigint }>();
  for (const item of items) {
    const key = `${item.code}|${item.unit}|${item.rate}`;
    const group = groups.get(key) ?? { item, names: new Set<string>(), qty: 0n, taxable: 0n };
    group.names.add(item.material);
    group.qty += item.qtyMilli;
    group.taxable += item.taxable;
    groups.set(key, group);
  }
  return [...groups.values()];
}

function transportProblems(doc: EWayBillDocument, problems: Record<string, string>) {
  const t = doc.transport;
  if (!t) {
    problems.transport =
      "Enter the transport details first (mode and vehicle, or the transporter for Part-A)";
    return;
  }
  if (t.transDocDate && t.transDocDate < doc.date) {
    problems["transport.transDocDate"] =
      `The transport document date cannot be before the ${doc.challan ? "challan" : "invoice"} date (${slashDate(doc.date)})`;
  }
}

/**
 * The e-way bill bulk-generation JSON (version 1.0.1118) of an invoice, as the portal's bulk upload reads
 * it (actualFromStateCode / actualToStateCode: the bulk tool's names, as India Compliance writes them for
 * JSON; the API's are actFromStateCode / actToStateCode): outward supply of goods (docType BIL for a bill
 * of supply), its goods by HSN and rate (at most 250), the invoice's values, and the transport: a vehicle
 * by road (regular or over-dimensional), the transporter's document by rail, air or ship, or Part-A only
 * (the transporter's ID, no vehicle: mode 1, vehicle type R and no vehicle, as India Compliance writes a
 * Part-A JSON). Cutting charged without GST is in the other value, so the total is the invoice's payable;
 * service item lines (issue 29) are left out, the bill then carrying the goods' consignment value.
 */
export function buildEWayBill(doc: EWayBillDocument) {
  const problems: Record<string, string> = {};
  partyProblems(doc.seller, "company", problems);
  partyProblems(doc.buyer, "customer", problems);
  if (doc.shipTo) partyProblems(doc.shipTo, "shipping", problems);
  transportProblems(doc, problems);
  for (const missing of doc.figures.missingHsn) {
    problems.hsn = missingHsnMessage(missing);
  }
  const f = doc.figures;
  // An e-way bill is for the movement of goods (CGST Act sec. 68; CGST Rules, rule 138(1): "movement of
  // goods of consignment value exceeding fifty thousand rupees"). Services move nothing: transport,
  // fitting or labour billed with the goods are left out of its items and its values, and an invoice of
  // services only has no e-way bill (India Compliance refuses it too: "all items are service items").
  const goods = f.items.filter((item) => !item.isService);
  if (goods.length === 0 && f.items.length > 0) {
    problems.itemLines = `An e-way bill is for the movement of goods: ${doc.challan ? "this challan" : "this invoice"} has services only (${f.items.map((item) => item.material).join(", ")}), so it needs none`;
  }
  shortHsnProblems(goods, problems);
  const groups = byHsnAndRate(goods);
  if (groups.length > EWAYBILL_MAX_ITEMS) {
    problems.lines = `An e-way bill holds at most 250 items of one HSN and rate: this invoice has ${groups.length}`;
  }
  if (Object.keys(problems).length > 0) throw new GstFileError(Object.values(problems)[0]!, problems);

  const goodsValue = goods.reduce((total, item) => total + item.taxable, 0n);
  // The consignment value is the goods' value with their taxes (rule 138, Explanation 2): with services
  // on the invoice, the bill's taxes are the goods' own and its total their value, taxes and untaxed
  // cutting, without the invoice's round-off (which is of the whole invoice, services included).
  const withServices = goods.length < f.items.length;
  const taxes = {
    cgst: withServices ? goods.reduce((t, item) => t + item.cgst, 0n) : f.cgst,
    sgst: withServices ? goods.reduce((t, item) => t + item.sgst, 0n) : f.sgst,
    igst: withServices ? goods.reduce((t, item) => t + item.igst, 0n) : f.igst,
  };
  const otherValue = f.otherCharges + (withServices ? 0n : f.roundOff);
  const consignmentValue = withServices
    ? goodsValue + taxes.cgst + taxes.sgst + taxes.igst + otherValue
    : f.payable;
  // Largest taxable value first: the HSN the bill is filed under.
  const main = [...groups].sort((a, b) => (b.taxable > a.taxable ? 1 : b.taxable < a.taxable ? -1 : 0))[0];
  const destination = doc.shipTo ?? doc.buyer;
  const from = addressLines(doc.seller.address);
  const to = addressLines(destination.address);
  const t = doc.transport!;
  const partAOnly = t.mode === null;
  const billOfSupply = goods.every((item) => item.rate === "0");
  const bill = {
    userGstin: doc.seller.gstin!,
    supplyType: "O",
    subSupplyType: doc.challan?.subSupplyType ?? 1,
    subSupplyDesc: doc.challan?.subSupplyDesc ?? "",
    docType: doc.challan ? "CHL" : billOfSupply ? "BIL" : "INV",
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
    actualFromStateCode: Number(doc.seller.stateCode),
    toGstin: doc.buyer.gstin ?? "URP",
    toTrdName: fileText(doc.buyer.name).slice(0, 100),
    toAddr1: to.addr1,
    toAddr2: to.addr2 ?? "",
    toPlace: fileText(destination.city ?? ""),
    toPincode: Number(destination.pin),
    // The bill-to state is the place of supply (an SEZ's is 96, "other country", as India Compliance
    // writes it); the goods go to the ship-to's own state.
    toStateCode: doc.sez ? 96 : Number(doc.placeOfSupply),
    actualToStateCode: Number(destination.stateCode),
    totalValue: rupees(goodsValue),
    cgstValue: rupees(taxes.cgst),
    sgstValue: rupees(taxes.sgst),
    igstValue: rupees(taxes.igst),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: rupees(otherValue),
    totInvValue: rupees(consignmentValue),
    transMode: partAOnly ? 1 : TRANSPORT_MODE_CODE[t.mode!],
    transDistance: t.distanceKm,
    transporterName: t.transporterName ?? "",
    transporterId: t.transporterId ?? "",
    transDocNo: partAOnly || t.mode === "road" ? "" : (t.transDocNo ?? ""),
    transDocDate: partAOnly || t.mode === "road" || !t.transDocDate ? "" : slashDate(t.transDocDate),
    vehicleNo: partAOnly ? "" : (t.vehicleNo ?? ""),
    vehicleType: t.mode === "road" && t.vehicleType === "odc" ? "O" : "R",
    mainHsnCode: Number(main?.item.code ?? 0),
    itemList: groups.map(({ item, names, qty, taxable }, i) => ({
      itemNo: i + 1,
      productName: fileText([...names].join(", ")).slice(0, 100),
      productDesc: fileText(groups.length === goods.length ? item.description : [...names].join(", ")).slice(
        0,
        100,
      ),
      hsnCode: Number(item.code),
      quantity: milli(qty),
      qtyUnit: item.unit!,
      taxableAmount: rupees(taxable),
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
