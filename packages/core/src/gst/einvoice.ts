import { type GstDocument, type GstItem, missingHsnMessage, shortHsnProblems } from "./items";
import { milli, mulDivRound, rupees } from "./money";
import {
  addressLines,
  dashDate,
  fileText,
  GstFileError,
  type Party,
  partyProblems,
  slashDate,
} from "./parties";

/** The document an e-invoice is made of: an invoice, or a credit note against one. */
export type EInvoiceDocument = GstDocument & {
  type: "INV" | "CRN";
  /** A credit note's invoice. */
  preceding?: { number: string; date: string };
  /** Today in India: the registration portal takes no document dated later. */
  today: string;
};

/** At most this many items in one e-invoice (NIC e-invoice API, v1.1: "1000 items"). */
export const EINVOICE_MAX_ITEMS = 1000;

function item(line: GstItem) {
  const taxable = rupees(line.taxable);
  // Goods with a quantity; a service, or a value credited without one, is one unit of its value.
  const measured = line.unit !== null && line.qtyMilli > 0n;
  // A unit price with 3 decimals: the taxable value over the quantity (the value itself stays exact).
  const unitPrice = measured ? milli(mulDivRound(line.taxable, 10_000n, line.qtyMilli)) : taxable;
  return {
    SlNo: String(line.slNo),
    PrdDesc: fileText(line.description).slice(0, 300).padEnd(3, "."),
    IsServc: line.isService ? "Y" : "N",
    HsnCd: line.code,
    Qty: measured ? milli(line.qtyMilli) : 1,
    Unit: measured ? line.unit! : "OTH",
    UnitPrice: unitPrice,
    TotAmt: taxable,
    Discount: 0,
    AssAmt: taxable,
    GstRt: Number(line.rate),
    IgstAmt: rupees(line.igst),
    CgstAmt: rupees(line.cgst),
    SgstAmt: rupees(line.sgst),
    TotItemVal: rupees(line.taxable + line.igst + line.cgst + line.sgst),
  };
}

function partyDetails(party: Party) {
  const { addr1, addr2 } = addressLines(party.address);
  return {
    ...(party.gstin ? { Gstin: party.gstin } : {}),
    LglNm: fileText(party.name).slice(0, 100),
    Addr1: addr1,
    ...(addr2 ? { Addr2: addr2 } : {}),
    Loc: fileText(party.city ?? ""),
    Pin: Number(party.pin),
    Stcd: party.stateCode,
    ...(party.phone && /^\d{6,12}$/.test(party.phone) ? { Ph: party.phone } : {}),
    ...(party.email && party.email.length >= 6 ? { Em: party.email } : {}),
  };
}

/**
 * An item line's IsServc against its code: services are classified in chapter 99 (SAC, Notification
 * 11/2017-Central Tax (Rate), its annexure's scheme of classification of services), goods outside it, so
 * a flag that disagrees with its code is a mistake in the file: refused before it reaches the portal.
 * Only item lines can be services (issue 29).
 */
function serviceCodeProblems(items: readonly GstItem[], problems: Record<string, string>) {
  for (const item of items) {
    if (item.source.kind !== "item" || !item.code) continue;
    const sac = item.code.startsWith("99");
    if (item.isService === sac) continue;
    problems[`itemLines.${item.source.index}.hsn`] = item.isService
      ? `Item ${item.source.index + 1}: ${item.material} is a service, but ${item.code} is no SAC (services' codes begin with 99): set it on the item (Settings, Items)`
      : `Item ${item.source.index + 1}: ${item.material} is goods, but ${item.code} is a SAC (a service's code): set its HSN on the item (Settings, Items), or mark it a service`;
  }
}

/** What the registration portal checks before it takes an e-invoice, each under its field. */
function einvoiceProblems(doc: EInvoiceDocument): Record<string, string> {
  const problems: Record<string, string> = {};
  const f = doc.figures;
  if (!doc.buyer.gstin) {
    problems["customer.gstNo"] =
      "An e-invoice is only for a registered customer: this invoice has no customer GSTIN (B2C)";
  }
  // Nil-rated goods only: a bill of supply, not a tax invoice (CGST Rules, rule 49).
  if (f.items.length > 0 && f.items.every((item) => item.rate === "0")) {
    problems.lines = "A bill of supply (no line carries GST) has no e-invoice: it is reported in GSTR-1 only";
  }
  if (f.items.length > EINVOICE_MAX_ITEMS) {
    problems.lines = `An e-invoice holds at most 1,000 items: this ${doc.type === "CRN" ? "credit note" : "invoice"} has ${f.items.length.toLocaleString("en-IN")} lines`;
  }
  if (doc.date > doc.today) {
    problems.date = `The Document date should not be a future date: this one is dated ${dashDate(doc.date)}; register it on that day`;
  }
  partyProblems(doc.seller, "company", problems);
  partyProblems(doc.buyer, "customer", problems);
  if (doc.shipTo) partyProblems(doc.shipTo, "shipping", problems);
  for (const missing of f.missingHsn) {
    problems.hsn = missingHsnMessage(missing);
  }
  shortHsnProblems(f.items, problems);
  serviceCodeProblems(f.items, problems);
  return problems;
}

/** TranDtls.SupTyp: B2B, or a supply to an SEZ with or without payment of tax. */
const SUPPLY_TYPE = { with_payment: "SEZWP", without_payment: "SEZWOP" } as const;

/**
 * The e-invoice (INV-01, version 1.1) of an invoice or credit note for the invoice registration portal:
 * every mandatory field, amounts with 2 decimals and quantities with 3 as the schema asks, and the
 * portal's own rules checked first (a GstFileError naming each field): a registered buyer, a taxed
 * supply, at most 1,000 items, no future date, PINs within their states, HSN codes of 6 digits or more.
 */
export function buildEInvoice(doc: EInvoiceDocument) {
  const problems = einvoiceProblems(doc);
  if (Object.keys(problems).length > 0) {
    throw new GstFileError(Object.values(problems)[0]!, problems);
  }
  const f = doc.figures;
  return {
    Version: "1.1",
    // A supply to an SEZ is inter-State whatever the states (IGST Act sec. 7(5)(b)): IGST, not IgstOnIntra.
    TranDtls: {
      TaxSch: "GST",
      SupTyp: doc.sez ? SUPPLY_TYPE[doc.sez] : "B2B",
      RegRev: "N",
      IgstOnIntra: "N",
    },
    DocDtls: { Typ: doc.type, No: doc.number, Dt: slashDate(doc.date) },
    SellerDtls: partyDetails(doc.seller),
    BuyerDtls: { ...partyDetails(doc.buyer), Pos: doc.placeOfSupply },
    // The ship-to's own state (its address's), never the bill-to's.
    ...(doc.shipTo ? { ShipDtls: partyDetails(doc.shipTo) } : {}),
    ItemList: f.items.map(item),
    ValDtls: {
      AssVal: rupees(f.assessable),
      CgstVal: rupees(f.cgst),
      SgstVal: rupees(f.sgst),
      IgstVal: rupees(f.igst),
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      // Cutting charged without GST on taxed goods: part of the value, not an item (items.ts).
      OthChrg: rupees(f.otherCharges),
      RndOffAmt: rupees(f.roundOff),
      TotInvVal: rupees(f.payable),
    },
    ...(doc.preceding
      ? { RefDtls: { PrecDocDtls: [{ InvNo: doc.preceding.number, InvDt: slashDate(doc.preceding.date) }] } }
      : {}),
  };
}

export type EInvoiceJson = ReturnType<typeof buildEInvoice>;
