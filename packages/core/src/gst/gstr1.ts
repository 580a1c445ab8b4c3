import {
  addTo,
  docRanges,
  type Gstr1Document,
  groupBy,
  hsnRows,
  ifAny,
  isBillOfSupply,
  isTaxed,
  isZero,
  itms,
  nilOf,
  type Sums,
  zero,
} from "./gstr1-sections";
import type { GstInvoice } from "./items";
import { rupees } from "./money";
import { dashDate } from "./parties";
import type { ReturnPeriod } from "./period";

export type { Gstr1Document };

/**
 * The B2CL limit on an invoice's value (paise): Rs 2,50,000 until 31-7-2024, Rs 1,00,000 for invoices
 * dated from 1-8-2024 (Notification 12/2024-Central Tax, FORM GSTR-1 tables 5 and 7 as amended).
 */
export function b2clLimit(invoiceDate: string): bigint {
  return invoiceDate < "2024-08-01" ? 25_000_000n : 10_000_000n;
}

/** A credit note, with the invoice it corrects (its value and date decide b2cl or b2cs for an unregistered buyer). */
export type Gstr1CreditNote = Gstr1Document & {
  invoiceNumber: string;
  invoiceDate: string;
  invoicePayable: bigint;
};

/** Across states to an unregistered buyer, over the limit of the invoice's date. */
const isB2cl = (d: { buyerGstin: string | null; figures: GstInvoice }, value: bigint, invoiceDate: string) =>
  !d.buyerGstin && d.figures.interState && value > b2clLimit(invoiceDate);

/** b2b's and cdnr's invoice type: regular, or an SEZ's with or without payment of tax. */
const invType = (d: Gstr1Document) =>
  d.sez === "with_payment" ? "SEWP" : d.sez === "without_payment" ? "SEWOP" : "R";

/**
 * GSTR-1 for a period in the GST offline tool's JSON. Issued invoices only (a cancelled one is counted in
 * doc_issue). Registered buyers in b2b invoice by invoice and rate by rate (an SEZ's as SEWP or SEWOP);
 * unregistered ones across states over the B2CL limit of the invoice's date in b2cl; the rest in b2cs by
 * place of supply and rate, net of their credit notes; credit notes of registered buyers in cdnr, of
 * b2cl invoices in cdnur. Bills of supply (no taxed line) are in nil only, as are nil-rated lines;
 * cutting charged without GST on taxed goods is part of their value, not a supply of its own, so only
 * the invoice's value carries it. hsn is net of the credit notes, b2b and b2c apart. Sections and rows
 * with nothing in them are left out, as the offline tool writes them.
 */
export function buildGstr1(input: {
  gstin: string;
  period: ReturnPeriod;
  invoices: readonly Gstr1Document[];
  creditNotes: readonly Gstr1CreditNote[];
}) {
  const issued = input.invoices.filter((d) => !d.cancelled);
  const notes = input.creditNotes.filter((d) => !d.cancelled);
  const taxed = issued.filter((d) => !isBillOfSupply(d.figures));
  const taxedNotes = notes.filter((n) => !isBillOfSupply(n.figures));
  const b2b = taxed.filter((d) => d.buyerGstin);
  const b2cl = taxed.filter((d) => isB2cl(d, d.figures.payable, d.date));
  const b2cs = taxed.filter((d) => !d.buyerGstin && !isB2cl(d, d.figures.payable, d.date));
  const cdnr = taxedNotes.filter((n) => n.buyerGstin);
  const cdnur = taxedNotes.filter((n) => isB2cl(n, n.invoicePayable, n.invoiceDate));
  const b2csNotes = taxedNotes.filter((n) => !n.buyerGstin && !isB2cl(n, n.invoicePayable, n.invoiceDate));

  const b2csRows = new Map<string, { pos: string; inter: boolean; rate: string; sums: Sums }>();
  for (const [doc, sign] of [
    ...b2cs.map((d) => [d, 1n] as const),
    ...b2csNotes.map((d) => [d, -1n] as const),
  ]) {
    for (const item of doc.figures.items) {
      if (!isTaxed(item)) continue;
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
  const nilRows = [...nil.entries()]
    .filter(([, amount]) => amount !== 0n)
    .map(([sply_ty, amount]) => ({ sply_ty, nil_amt: rupees(amount), expt_amt: 0, ngsup_amt: 0 }));
  // Every supply of the period, bills of supply too, by the buyer's registration.
  const hsnOf = (registered: boolean) =>
    hsnRows([
      ...issued.filter((d) => Boolean(d.buyerGstin) === registered).map((doc) => ({ doc, sign: 1n })),
      ...notes.filter((n) => Boolean(n.buyerGstin) === registered).map((doc) => ({ doc, sign: -1n })),
    ]);
  const hsnB2b = hsnOf(true);
  const hsnB2c = hsnOf(false);
  const docDet = [
    { doc_num: 1, doc_typ: "Invoices for outward supply", docs: docRanges(input.invoices) },
    { doc_num: 5, doc_typ: "Credit Note", docs: docRanges(input.creditNotes) },
  ].filter((d) => d.docs.length > 0);

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
    ...ifAny(
      "b2b",
      [...groupBy(b2b, (d) => d.buyerGstin!).entries()].map(([ctin, docs]) => ({
        ctin,
        inv: docs.map((d) => ({
          inum: d.number,
          idt: dashDate(d.date),
          val: rupees(d.figures.payable),
          pos: d.placeOfSupply,
          rchrg: "N",
          inv_typ: invType(d),
          itms: itms(d.figures),
        })),
      })),
    ),
    ...ifAny(
      "b2cl",
      [...groupBy(b2cl, (d) => d.placeOfSupply).entries()].map(([pos, docs]) => ({
        pos,
        inv: docs.map((d) => ({
          inum: d.number,
          idt: dashDate(d.date),
          val: rupees(d.figures.payable),
          itms: itms(d.figures),
        })),
      })),
    ),
    ...ifAny(
      "b2cs",
      [...b2csRows.values()]
        .filter((row) => !isZero(row.sums))
        .map((row) => ({
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
    ),
    ...ifAny(
      "cdnr",
      [...groupBy(cdnr, (n) => n.buyerGstin!).entries()].map(([ctin, docs]) => ({
        ctin,
        nt: docs.map((n) => ({ ...note(n), rchrg: "N", inv_typ: invType(n) })),
      })),
    ),
    ...ifAny(
      "cdnur",
      cdnur.map((n) => ({ typ: "B2CL", ...note(n) })),
    ),
    ...(nilRows.length > 0 ? { nil: { inv: nilRows } } : {}),
    ...(hsnB2b.length > 0 || hsnB2c.length > 0
      ? { hsn: { ...ifAny("hsn_b2b", hsnB2b), ...ifAny("hsn_b2c", hsnB2c) } }
      : {}),
    ...(docDet.length > 0 ? { doc_issue: { doc_det: docDet } } : {}),
  };
}

export type Gstr1Json = ReturnType<typeof buildGstr1>;
