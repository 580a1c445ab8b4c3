import type { Gstr1CreditNote, Gstr1Document } from "../gstr1";
import { gstInvoice } from "../items";
import type { SezSupply } from "../place-of-supply";
import { FALLBACKS, OUTSTATION_GSTIN, snapshotOf } from "./invoices";

export type Lines = Parameters<typeof snapshotOf>[0]["lines"];
export type Items = Parameters<typeof snapshotOf>[0]["items"];

/** An invoice of the period as GSTR-1 reads it, made as invoice creation makes its snapshot. */
export function invoice(
  n: number,
  date: string,
  lines: Lines,
  options: {
    buyerGstin?: string;
    cancelled?: boolean;
    sez?: SezSupply;
    gstOnCutting?: boolean;
    /** Item lines (issue 29). */
    items?: Items;
  } = {},
): Gstr1Document {
  const snapshot = snapshotOf({ lines, ...options });
  return {
    number: `INV/26-27/${String(n).padStart(4, "0")}`,
    date,
    cancelled: options.cancelled ?? false,
    buyerGstin: options.buyerGstin ?? null,
    buyerName: "Ravi Interiors",
    placeOfSupply: snapshot.placeOfSupply.code,
    sez: options.sez ?? null,
    figures: gstInvoice(snapshot, FALLBACKS),
  };
}

/** An unregistered buyer whose goods go to Maharashtra: inter-state B2C. */
export function outstationB2c(n: number, date: string, lines: Lines, gstOnCutting = false): Gstr1Document {
  return { ...invoice(n, date, lines, { buyerGstin: OUTSTATION_GSTIN, gstOnCutting }), buyerGstin: null };
}

/** A credit note for the whole of an invoice: its figures, numbered in the CN series. */
export function wholeCreditNote(n: number, date: string, of: Gstr1Document): Gstr1CreditNote {
  return {
    ...of,
    number: `CN/26-27/${String(n).padStart(4, "0")}`,
    date,
    invoiceNumber: of.number,
    invoiceDate: of.date,
    invoicePayable: of.figures.payable,
  };
}
