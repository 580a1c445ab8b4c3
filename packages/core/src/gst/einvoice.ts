import type { GstDocument, GstItem } from "./items";
import { milli, mulDivRound, rupees } from "./money";
import { addressLines, fileText, GstFileError, type Party, partyProblems, slashDate } from "./parties";

/** The document an e-invoice is made of: an invoice, or a credit note against one. */
export type EInvoiceDocument = GstDocument & {
  type: "INV" | "CRN";
  /** A credit note's invoice. */
  preceding?: { number: string; date: string };
};

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
 * The e-invoice (INV-01, version 1.1) of an invoice or credit note for the invoice registration portal:
 * every mandatory field, amounts with 2 decimals and quantities with 3 as the schema asks. Only a supply
 * to a registered customer (B2B) is registered; anything missing is a GstFileError naming each field.
 */
export function buildEInvoice(doc: EInvoiceDocument) {
  const problems: Record<string, string> = {};
  if (!doc.buyer.gstin) {
    problems["customer.gstNo"] =
      "An e-invoice is only for a registered customer: this invoice has no customer GSTIN (B2C)";
  }
  partyProblems(doc.seller, "company", problems);
  partyProblems(doc.buyer, "customer", problems);
  if (doc.shipTo) partyProblems(doc.shipTo, "shipping", problems);
  for (const missing of doc.figures.missingHsn) {
    problems.hsn = `${missing} has no HSN code: set it on the material (Settings, Materials)`;
  }
  if (Object.keys(problems).length > 0) {
    throw new GstFileError(Object.values(problems)[0]!, problems);
  }
  const f = doc.figures;
  return {
    Version: "1.1",
    TranDtls: { TaxSch: "GST", SupTyp: "B2B", RegRev: "N", IgstOnIntra: "N" },
    DocDtls: { Typ: doc.type, No: doc.number, Dt: slashDate(doc.date) },
    SellerDtls: partyDetails(doc.seller),
    BuyerDtls: { ...partyDetails(doc.buyer), Pos: doc.placeOfSupply },
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
      OthChrg: 0,
      RndOffAmt: rupees(f.roundOff),
      TotInvVal: rupees(f.payable),
    },
    ...(doc.preceding
      ? { RefDtls: { PrecDocDtls: [{ InvNo: doc.preceding.number, InvDt: slashDate(doc.preceding.date) }] } }
      : {}),
  };
}

export type EInvoiceJson = ReturnType<typeof buildEInvoice>;
