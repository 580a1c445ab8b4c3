import { parseDecimal, toCents } from "../decimal";
import type { GstInvoice, GstItem } from "./items";
import { milli, rupees } from "./money";
import type { SezSupply } from "./place-of-supply";
import { SERVICE_UQC } from "./uqc";

// The pieces GSTR-1's sections are made of: item rows, HSN rows and document ranges.

/** An invoice or credit note of the period as the return reads it. */
export type Gstr1Document = {
  number: string;
  date: string;
  cancelled: boolean;
  buyerGstin: string | null;
  buyerName: string;
  placeOfSupply: string;
  /** A supply to an SEZ unit or developer (with or without payment of tax); null otherwise. */
  sez: SezSupply | null;
  figures: GstInvoice;
};

export type Sums = { txval: bigint; iamt: bigint; camt: bigint; samt: bigint };
export const zero = (): Sums => ({ txval: 0n, iamt: 0n, camt: 0n, samt: 0n });
export function addTo(s: Sums, item: GstItem, sign: bigint) {
  s.txval += sign * item.taxable;
  s.iamt += sign * item.igst;
  s.camt += sign * item.cgst;
  s.samt += sign * item.sgst;
}
export const isZero = (s: Sums) => s.txval === 0n && s.iamt === 0n && s.camt === 0n && s.samt === 0n;

/**
 * A supply at a rate of the master other than 0 (an SEZ's without payment included: rate given, no tax):
 * goods, or a service item line (issue 29), each at its own rate in b2b, b2cl, b2cs, cdnr and cdnur.
 */
export const isTaxed = (item: GstItem) => item.rate !== "0";

/** A bill of supply: nothing in it carries a GST rate (CGST Rules, rule 49). It goes to the nil table only. */
export const isBillOfSupply = (figures: GstInvoice) => !figures.items.some(isTaxed);

/** The offline tool's item number: the rate in hundredths plus one (18% -> 1801). */
function rateNum(rate: string): number {
  return Number(toCents(parseDecimal(rate)!)) + 1;
}

/** Taxed goods by rate, the figures of one invoice's `itms`. */
export function itms(figures: GstInvoice) {
  const byRate = new Map<string, Sums>();
  for (const item of figures.items) {
    if (!isTaxed(item)) continue;
    const sums = byRate.get(item.rate) ?? zero();
    addTo(sums, item, 1n);
    byRate.set(item.rate, sums);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([rate, s]) => ({
      num: rateNum(rate),
      itm_det: {
        txval: rupees(s.txval),
        rt: Number(rate),
        ...(figures.interState ? { iamt: rupees(s.iamt) } : { camt: rupees(s.camt), samt: rupees(s.samt) }),
        csamt: 0,
      },
    }));
}

/** Nil-rated goods: every item at rate 0 (a bill of supply's whole value). */
export function nilOf(figures: GstInvoice): bigint {
  return figures.items.filter((i) => !isTaxed(i)).reduce((t, i) => t + i.taxable, 0n);
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * A supply's UQC in the HSN summary: its unit; a service's (SAC, chapter 99) "NA" with no quantity
 * (uqc.ts, SERVICE_UQC).
 */
const uqcOf = (item: GstItem) => (item.isService ? SERVICE_UQC : (item.unit ?? SERVICE_UQC));

/**
 * The HSN summary (table 12) of documents (credit notes subtract), by HSN or SAC, UQC and rate: piece
 * lines in SQF or SQM, item lines in their own UQC with their quantities summed, services with UQC NA
 * and quantity 0; rows netted to 0 left out.
 */
export function hsnRows(docs: { doc: Gstr1Document; sign: bigint }[]) {
  const rows = new Map<string, { item: GstItem; uqc: string; qty: bigint; sums: Sums }>();
  for (const { doc, sign } of docs) {
    for (const item of doc.figures.items) {
      const uqc = uqcOf(item);
      const key = `${item.code}|${uqc}|${item.rate}`;
      const row = rows.get(key) ?? { item, uqc, qty: 0n, sums: zero() };
      if (uqc !== SERVICE_UQC) row.qty += sign * item.qtyMilli;
      addTo(row.sums, item, sign);
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .filter((row) => row.qty !== 0n || !isZero(row.sums))
    .sort(
      (a, b) =>
        a.item.code.localeCompare(b.item.code) ||
        Number(a.item.rate) - Number(b.item.rate) ||
        a.uqc.localeCompare(b.uqc),
    )
    .map(({ item, uqc, qty, sums }, i) => ({
      num: i + 1,
      hsn_sc: item.code,
      desc: "",
      uqc,
      qty: milli(qty),
      rt: Number(item.rate),
      txval: rupees(sums.txval),
      iamt: rupees(sums.iamt),
      camt: rupees(sums.camt),
      samt: rupees(sums.samt),
      csamt: 0,
    }));
}

/** A document's number in its series: the digits it ends with (INV/26-27/10000 -> 10000). */
const serial = (number: string) => Number(/\d+$/.exec(number)?.[0] ?? 0);

/** doc_issue's lines of one kind of document: per series (the number without its last part), by number. */
export function docRanges(docs: readonly Gstr1Document[]) {
  const bySeries = groupBy(docs, (d) => d.number.replace(/\d+$/, ""));
  return [...bySeries.values()].map((series, i) => {
    // As numbers: 9,999 comes before 10,000.
    const sorted = [...series].sort((a, b) => serial(a.number) - serial(b.number));
    const cancelled = series.filter((d) => d.cancelled).length;
    return {
      num: i + 1,
      from: sorted[0]!.number,
      to: sorted[sorted.length - 1]!.number,
      totnum: series.length,
      cancel: cancelled,
      net_issue: series.length - cancelled,
    };
  });
}

/** A section with something in it, or nothing at all: the offline tool leaves empty ones out. */
export function ifAny<K extends string, T>(key: K, rows: readonly T[]): { [P in K]?: T[] } {
  return (rows.length > 0 ? { [key]: [...rows] } : {}) as { [P in K]?: T[] };
}
