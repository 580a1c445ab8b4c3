import { parseDecimal, toCents } from "../decimal";
import type { GstInvoice, GstItem } from "./items";
import { milli, rupees } from "./money";
import { dashDate } from "./parties";
import type { ReturnPeriod } from "./period";

/** B2C invoices across states above this value (Rs 1,00,000 since August 2024) go to b2cl, in paise. */
export const B2CL_THRESHOLD_PAISE = 10_000_000n;

/** An invoice or credit note of the period as the return reads it. */
export type Gstr1Document = {
  number: string;
  date: string;
  cancelled: boolean;
  buyerGstin: string | null;
  buyerName: string;
  placeOfSupply: string;
  figures: GstInvoice;
};

/** A credit note, with the invoice it corrects (its value decides b2cl or b2cs for an unregistered buyer). */
export type Gstr1CreditNote = Gstr1Document & {
  invoiceNumber: string;
  invoiceDate: string;
  invoicePayable: bigint;
};

type Sums = { txval: bigint; iamt: bigint; camt: bigint; samt: bigint };
const zero = (): Sums => ({ txval: 0n, iamt: 0n, camt: 0n, samt: 0n });
function addTo(s: Sums, item: GstItem, sign: bigint) {
  s.txval += sign * item.taxable;
  s.iamt += sign * item.igst;
  s.camt += sign * item.cgst;
  s.samt += sign * item.sgst;
}

/** The offline tool's item number: the rate in hundredths plus one (18% -> 1801). */
function rateNum(rate: string): number {
  return Number(toCents(parseDecimal(rate)!)) + 1;
}

/** Taxed goods by rate, the figures of one invoice's `itms`. */
function itms(figures: GstInvoice) {
  const byRate = new Map<string, Sums>();
  for (const item of figures.items) {
    if (item.isService || item.rate === "0") continue;
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

/** Supplies at rate 0: untaxed cutting and any goods without GST. */
function nilOf(figures: GstInvoice): bigint {
  return figures.items.filter((i) => i.isService || i.rate === "0").reduce((t, i) => t + i.taxable, 0n);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const isB2cl = (d: { buyerGstin: string | null; figures: GstInvoice }, value: bigint) =>
  !d.buyerGstin && d.figures.interState && value > B2CL_THRESHOLD_PAISE;

/** The HSN summary of documents (credit notes subtract), by HSN, unit and rate. */
function hsnRows(docs: { doc: Gstr1Document; sign: bigint }[]) {
  const rows = new Map<string, { item: GstItem; qty: bigint; sums: Sums }>();
  for (const { doc, sign } of docs) {
    for (const item of doc.figures.items) {
      const uqc = item.unit ?? "NA";
      const key = `${item.code}|${uqc}|${item.rate}`;
      const row = rows.get(key) ?? { item, qty: 0n, sums: zero() };
      row.qty += sign * item.qtyMilli;
      addTo(row.sums, item, sign);
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .sort((a, b) => a.item.code.localeCompare(b.item.code) || Number(a.item.rate) - Number(b.item.rate))
    .map(({ item, qty, sums }, i) => ({
      num: i + 1,
      hsn_sc: item.code,
      desc: item.isService ? "Cutting (job work)" : "",
      uqc: item.unit ?? "NA",
      qty: milli(qty),
      rt: Number(item.rate),
      txval: rupees(sums.txval),
      iamt: rupees(sums.iamt),
      camt: rupees(sums.camt),
      samt: rupees(sums.samt),
      csamt: 0,
    }));
}

/** doc_issue's lines of one kind of document: per series (the number without its last part). */
function docRanges(docs: readonly Gstr1Document[]) {
  const bySeries = groupBy(docs, (d) => d.number.replace(/\d+$/, ""));
  return [...bySeries.values()].map((series, i) => {
    const sorted = [...series].sort((a, b) => a.number.localeCompare(b.number));
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

/**
 * GSTR-1 for a period in the GST offline tool's JSON. Issued invoices only (a cancelled one is counted in
 * doc_issue); registered buyers in b2b invoice by invoice and rate by rate; unregistered ones across
 * states over Rs 1 lakh in b2cl; the rest in b2cs by place of supply and rate, net of their credit
 * notes; credit notes of registered buyers in cdnr, of b2cl invoices in cdnur; untaxed cutting in nil;
 * hsn net of the credit notes, b2b and b2c apart.
 */
export function buildGstr1(input: {
  gstin: string;
  period: ReturnPeriod;
  invoices: readonly Gstr1Document[];
  creditNotes: readonly Gstr1CreditNote[];
}) {
  const issued = input.invoices.filter((d) => !d.cancelled);
  const notes = input.creditNotes.filter((d) => !d.cancelled);
  const b2b = issued.filter((d) => d.buyerGstin);
  const b2cl = issued.filter((d) => isB2cl(d, d.figures.payable));
  const b2cs = issued.filter((d) => !d.buyerGstin && !isB2cl(d, d.figures.payable));
  const cdnr = notes.filter((n) => n.buyerGstin);
  const cdnur = notes.filter((n) => isB2cl(n, n.invoicePayable));
  const b2csNotes = notes.filter((n) => !n.buyerGstin && !isB2cl(n, n.invoicePayable));

  const b2csRows = new Map<string, { pos: string; inter: boolean; rate: string; sums: Sums }>();
  for (const [doc, sign] of [
    ...b2cs.map((d) => [d, 1n] as const),
    ...b2csNotes.map((d) => [d, -1n] as const),
  ]) {
    for (const item of doc.figures.items) {
      if (item.isService || item.rate === "0") continue;
      const key = `${doc.placeOfSupply}|${item.rate}|${doc.figures.interState}`;
      const row = b2csRows.get(key) ?? {
        pos: doc.placeOfSupply,
        inter: doc.figures.interState,
        rate: item.rate,
        sums: zero(),
      };
      addTo(row.sums, item, sign);
      b2csRows.set(key, row);
    }
  }

  const nil = new Map<string, bigint>([
    ["INTRB2B", 0n],
    ["INTRAB2B", 0n],
    ["INTRB2C", 0n],
    ["INTRAB2C", 0n],
  ]);
  for (const [doc, sign] of [
    ...issued.map((d) => [d, 1n] as const),
    ...notes.map((d) => [d, -1n] as const),
  ]) {
    const key = `${doc.figures.interState ? "INTR" : "INTRA"}${doc.buyerGstin ? "B2B" : "B2C"}`;
    nil.set(key, nil.get(key)! + sign * nilOf(doc.figures));
  }

  const note = (n: Gstr1CreditNote) => ({
    ntty: "C",
    nt_num: n.number,
    nt_dt: dashDate(n.date),
    val: rupees(n.figures.payable),
    pos: n.placeOfSupply,
    itms: itms(n.figures),
  });

  return {
    gstin: input.gstin,
    fp: input.period.fp,
    version: "GST3.2.3",
    hash: "hash",
    b2b: [...groupBy(b2b, (d) => d.buyerGstin!).entries()].map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((d) => ({
        inum: d.number,
        idt: dashDate(d.date),
        val: rupees(d.figures.payable),
        pos: d.placeOfSupply,
        rchrg: "N",
        inv_typ: "R",
        itms: itms(d.figures),
      })),
    })),
    b2cl: [...groupBy(b2cl, (d) => d.placeOfSupply).entries()].map(([pos, docs]) => ({
      pos,
      inv: docs.map((d) => ({
        inum: d.number,
        idt: dashDate(d.date),
        val: rupees(d.figures.payable),
        itms: itms(d.figures),
      })),
    })),
    b2cs: [...b2csRows.values()].map((row) => ({
      sply_ty: row.inter ? "INTER" : "INTRA",
      pos: row.pos,
      typ: "OE",
      txval: rupees(row.sums.txval),
      rt: Number(row.rate),
      ...(row.inter
        ? { iamt: rupees(row.sums.iamt) }
        : { camt: rupees(row.sums.camt), samt: rupees(row.sums.samt) }),
      csamt: 0,
    })),
    cdnr: [...groupBy(cdnr, (n) => n.buyerGstin!).entries()].map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((n) => ({ ...note(n), rchrg: "N", inv_typ: "R" })),
    })),
    cdnur: cdnur.map((n) => ({ typ: "B2CL", ...note(n) })),
    nil: {
      inv: [...nil.entries()].map(([sply_ty, amount]) => ({
        sply_ty,
        nil_amt: rupees(amount),
        expt_amt: 0,
        ngsup_amt: 0,
      })),
    },
    hsn: {
      hsn_b2b: hsnRows([
        ...b2b.map((doc) => ({ doc, sign: 1n })),
        ...cdnr.map((doc) => ({ doc, sign: -1n })),
      ]),
      hsn_b2c: hsnRows([
        ...issued.filter((d) => !d.buyerGstin).map((doc) => ({ doc, sign: 1n })),
        ...notes.filter((n) => !n.buyerGstin).map((doc) => ({ doc, sign: -1n })),
      ]),
    },
    doc_issue: {
      doc_det: [
        { doc_num: 1, doc_typ: "Invoices for outward supply", docs: docRanges(input.invoices) },
        ...(input.creditNotes.length > 0
          ? [{ doc_num: 5, doc_typ: "Credit Note", docs: docRanges(input.creditNotes) }]
          : []),
      ].filter((d) => d.docs.length > 0),
    },
  };
}

export type Gstr1Json = ReturnType<typeof buildGstr1>;
