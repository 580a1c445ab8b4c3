import type { InvoiceItemLine, InvoiceLine, InvoiceSnapshot } from "../entities/invoice";
import { type RateTax, taxByRate, taxLinesOf } from "../tax-by-rate";
import { areaQuantityMilli, areaUnit, defaultHsnFor } from "./hsn";
import { halfOf, paise, sum } from "./money";
import type { Party } from "./parties";
import type { SezSupply } from "./place-of-supply";
import { type GstUnit, ITEM_UQC, itemQuantityMilli } from "./uqc";

/** One supply of an invoice as the GST files see it: a piece line (goods), or an item line (issue 29). */
export type GstItem = {
  slNo: number;
  description: string;
  /** The material, or the item's name (what a problem with the line names). */
  material: string;
  /** Where it comes from: the invoice's piece line or item line of this index (0-based). */
  source: { kind: "line" | "item"; index: number };
  /** HSN of the material or of the item's goods; SAC (99xxxx) of a service item. */
  code: string;
  /** A service item (transport, fitting): IsServc Y, never on an e-way bill, UQC NA in GSTR-1. */
  isService: boolean;
  /** SQF or SQM for a piece line; the item's UQC (uqc.ts) for an item line. */
  unit: GstUnit | null;
  /** Thousandths of the unit (3 decimals). */
  qtyMilli: bigint;
  /** GST % as the line carries it ("18", "12.5", "0"). */
  rate: string;
  taxable: bigint;
  igst: bigint;
  cgst: bigint;
  sgst: bigint;
};

/** Where a missing or short HSN is set: on the material of a piece line, on the item of an item line. */
export function hsnHome(item: Pick<GstItem, "source">): string {
  return item.source.kind === "item" ? "the item (Settings, Items)" : "the material (Settings, Materials)";
}

/** What the company's current records supply where an old invoice's snapshot is silent. */
export type GstFallbacks = {
  /** Each material's current HSN and stock kind, by name. */
  materials: ReadonlyMap<string, { hsnCode: string | null; kind: string | null }>;
  pinCode: string | null;
  city: string | null;
};

/** What a GST file (an e-invoice, an e-way bill) says of one document besides its own details. */
export type GstDocument = {
  number: string;
  date: string;
  seller: Party;
  buyer: Party;
  /** Where the goods go when it is not the billing address, with its own state. */
  shipTo: Party | null;
  placeOfSupply: string;
  /** A supply to an SEZ unit or developer: with or without payment of tax; null otherwise. */
  sez: SezSupply | null;
  figures: GstInvoice;
};

export type GstInvoice = {
  interState: boolean;
  items: GstItem[];
  /** The items' taxable value: the files' assessable value. */
  assessable: bigint;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
  roundOff: bigint;
  payable: bigint;
  /**
   * Cutting charged without GST on taxed goods. It is part of the goods' value (CGST Act sec. 15(2)(c)),
   * so no file reports it as a supply of its own (never "nil rated"): only inside the document's value,
   * as other charges (e-invoice OthChrg, e-way bill OthValue, GSTR-1 invoice value).
   */
  otherCharges: bigint;
  /** What was taken from current records rather than the snapshot (said in the answer). */
  fallbacks: string[];
  /** Lines whose material (or item) has no HSN, not even a default: the files cannot be made until one is set. */
  missingHsn: string[];
};

/** Where the HSN of a `missingHsn` entry is set: "Item 1: Hinge" on the item, "Line 2: ..." on the material. */
export function hsnHomeOf(missing: string): string {
  return missing.startsWith("Item ") ? "the item (Settings, Items)" : "the material (Settings, Materials)";
}

/** "Line 2: Clear 5mm has no HSN code: set it on the material (Settings, Materials)"; an item's on the item. */
export function missingHsnMessage(missing: string): string {
  return `${missing} has no HSN code: set it on ${hsnHomeOf(missing)}`;
}

/** A GST rate as the files write it: "18.00" -> "18", "12.50" -> "12.5" (tax by rate's label). */
function rateOf(gstRate: string): string {
  const line = { gstRate, taxableValue: "0", gstAmount: "0" };
  return taxByRate({ lines: [line], interState: false }).rates[0]?.rate ?? "0";
}

/**
 * The cutting charged on a line without GST: what the line adds up to beyond its taxable value. Its holes
 * and cut-outs (operationsAmount, issue 29) are work on the goods, always inside the taxable value.
 */
function untaxedCuttingOf(line: InvoiceLine): bigint {
  const charged =
    paise(line.materialAmount) +
    paise(line.cuttingAmount) +
    paise(line.edgeAmount) +
    paise(line.operationsAmount ?? "0.00");
  return charged - paise(line.taxableValue);
}

/** A line's HSN: its own, refined by the material's current one, or the current or default one when none. */
export function hsnOf(line: InvoiceLine, fallbacks: GstFallbacks, notes: Set<string>): string | null {
  const current = fallbacks.materials.get(line.materialType);
  const own = line.hsnCode;
  if (own && own.length < 6 && current?.hsnCode?.startsWith(own) && current.hsnCode.length >= 6) {
    notes.add(
      `HSN of ${line.materialType}: ${current.hsnCode} (the invoice has ${own}; the material's current HSN refines it)`,
    );
    return current.hsnCode;
  }
  if (own) return own;
  const code = current?.hsnCode ?? defaultHsnFor(line.materialType, current?.kind);
  if (code)
    notes.add(
      `HSN of ${line.materialType}: ${code} (not on the invoice; ${current?.hsnCode ? "the material's current HSN" : "the default for its kind"})`,
    );
  return code;
}

/** An item line as a supply: its own HSN or SAC, its UQC and quantity, its amount and GST (pricing.md). */
function itemSupply(line: InvoiceItemLine, index: number, slNo: number, interState: boolean): GstItem {
  const gst = paise(line.itemGst);
  return {
    slNo,
    description: line.name,
    material: line.name,
    source: { kind: "item", index },
    code: line.hsnCode ?? "",
    isService: line.isService,
    unit: ITEM_UQC[line.unit],
    qtyMilli: itemQuantityMilli(line.quantity, line.unit),
    rate: rateOf(line.gstRate),
    taxable: paise(line.itemAmount),
    igst: interState ? gst : 0n,
    cgst: interState ? 0n : halfOf(gst),
    sgst: 0n,
  };
}

/**
 * An invoice's supplies for the GST files, from its snapshot: one goods item per piece line (its
 * material's HSN, the chargeable area in SQF or SQM, its taxable value and GST), then one per item line
 * (its HSN or SAC, goods or service, its UQC and quantity, itemAmount and itemGst at its own rate).
 * Cutting charged without GST is part of a nil-rated line's value; on a taxed line it is other charges
 * (see `otherCharges`). The CGST of each rate is pricing.md's "tax by rate" figure, shared over its
 * supplies (r2 of half each one's GST, the rate's largest taking the rest), so items, rates and the
 * invoice add up to the paisa.
 */
export function gstInvoice(
  snapshot: InvoiceSnapshot,
  fallbacks: GstFallbacks,
  /** A credit note's own split by rate (its snapshot's), instead of the lines' own. */
  rates?: readonly RateTax[],
): GstInvoice {
  const notes = new Set<string>();
  const missingHsn: string[] = [];
  const split = {
    rates: rates ?? taxByRate({ lines: taxLinesOf(snapshot), interState: snapshot.interState }).rates,
  };
  const unit = areaUnit(snapshot.unit);

  let otherCharges = 0n;
  const gstOf: bigint[] = [];
  const items: GstItem[] = snapshot.lines.map((line, i) => {
    const code = hsnOf(line, fallbacks, notes);
    if (!code) missingHsn.push(`Line ${i + 1}: ${line.materialType}`);
    const gst = paise(line.gstAmount);
    gstOf.push(gst);
    const rate = rateOf(line.gstRate);
    const untaxed = untaxedCuttingOf(line);
    if (rate !== "0") otherCharges += untaxed;
    return {
      slNo: i + 1,
      description: line.description,
      material: line.materialType,
      source: { kind: "line", index: i },
      code: code ?? "",
      isService: false,
      unit,
      qtyMilli: areaQuantityMilli(line.area, snapshot.unit),
      rate,
      taxable: paise(line.taxableValue) + (rate === "0" ? untaxed : 0n),
      igst: snapshot.interState ? gst : 0n,
      cgst: snapshot.interState ? 0n : halfOf(gst),
      // Set below, once each rate's CGST is settled.
      sgst: 0n,
    };
  });
  (snapshot.itemLines ?? []).forEach((line, i) => {
    if (!line.hsnCode) missingHsn.push(`Item ${i + 1}: ${line.name}`);
    gstOf.push(paise(line.itemGst));
    items.push(itemSupply(line, i, items.length + 1, snapshot.interState));
  });

  if (!snapshot.interState) {
    for (const rate of split.rates) {
      const group = items.filter((item) => item.rate === rate.rate);
      let anchor = group[0];
      for (const item of group) if (anchor && item.taxable > anchor.taxable) anchor = item;
      if (anchor) anchor.cgst += paise(rate.cgst) - sum(group, (item) => item.cgst);
    }
    items.forEach((item, i) => {
      item.sgst = gstOf[i]! - item.cgst;
    });
  }

  return {
    interState: snapshot.interState,
    items,
    assessable: sum(items, (item) => item.taxable),
    cgst: sum(items, (item) => item.cgst),
    sgst: sum(items, (item) => item.sgst),
    igst: sum(items, (item) => item.igst),
    roundOff: paise(snapshot.totals.roundOff),
    payable: paise(snapshot.totals.payable),
    otherCharges,
    fallbacks: [...notes],
    missingHsn,
  };
}

/**
 * HSN codes of fewer than 6 digits: the e-invoice and e-way bill systems take at least 6 (GSTN advisory,
 * mandatory from 15-12-2023 for AATO of 5 crore and more; Notification 78/2020-Central Tax).
 */
export function shortHsnProblems(items: readonly GstItem[], problems: Record<string, string>) {
  for (const item of items) {
    if (item.isService || !item.code || item.code.length >= 6) continue;
    const { kind, index } = item.source;
    problems[`${kind === "item" ? "itemLines" : "lines"}.${index}.hsn`] =
      `${kind === "item" ? "Item" : "Line"} ${index + 1}: ${item.material} has HSN ${item.code}; e-invoices and e-way bills need at least 6 digits: set it on ${hsnHome(item)}`;
  }
}
