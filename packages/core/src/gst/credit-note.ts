import type { CreditNoteSnapshot } from "../entities/credit-note";
import type { InvoiceItemLine, InvoiceLine } from "../entities/invoice";
import type { Unit } from "../enums";
import { areaUnit } from "./hsn";
import { type GstFallbacks, type GstInvoice, type GstItem, gstInvoice, hsnOf } from "./items";
import { paise, sum } from "./money";
import { ITEM_UQC } from "./uqc";

/** The invoice a credit note corrects, as its files read it: its piece lines and item lines. */
export type CreditedLines = { lines: readonly InvoiceLine[]; itemLines?: readonly InvoiceItemLine[] };

/**
 * What an amount credited at a rate is reported under: the HSN (or SAC), kind and unit of the invoice's
 * largest supply at that rate, a piece line or an item line (the piece line on a tie).
 */
function supplyAtRate(
  invoice: CreditedLines,
  rate: string,
  unit: Unit,
  fallbacks: GstFallbacks,
): Pick<GstItem, "code" | "isService" | "unit"> | null {
  const at = (gstRate: string) => Number(gstRate) === Number(rate);
  const line = invoice.lines
    .filter((l) => at(l.gstRate))
    .sort((a, b) => Number(paise(b.taxableValue) - paise(a.taxableValue)))[0];
  const item = (invoice.itemLines ?? [])
    .filter((l) => at(l.gstRate))
    .sort((a, b) => Number(paise(b.itemAmount) - paise(a.itemAmount)))[0];
  if (item && (!line || paise(item.itemAmount) > paise(line.taxableValue))) {
    return item.hsnCode ? { code: item.hsnCode, isService: item.isService, unit: ITEM_UQC[item.unit] } : null;
  }
  const code = line ? hsnOf(line, fallbacks, new Set()) : null;
  return code ? { code, isService: false, unit: areaUnit(unit) } : null;
}

/**
 * A credit note's supplies for the GST files. Line notes (whole invoice or chosen lines) are the credited
 * lines as the invoice had them, with the note's own split by rate; an amount note is one value-only
 * item at its rate under the HSN of the invoice's largest line at that rate. Untaxed cutting credited is
 * other charges, as on the invoice. The figures add up to the note's totals to the paisa.
 */
export function gstCreditNote(
  note: CreditNoteSnapshot,
  invoice: CreditedLines,
  fallbacks: GstFallbacks,
): GstInvoice {
  const totals = { ...note.totals, payable: note.totals.total } as never;
  if (!note.amount) {
    const asInvoice = { ...note, totals } as never;
    return gstInvoice(asInvoice, fallbacks, note.rates);
  }
  const rate = note.rates[0];
  const supply = supplyAtRate(invoice, note.amount.rate, note.unit, fallbacks);
  const code = supply?.code ?? null;
  // Untaxed cutting credited with a nil-rated amount is part of its value; with a taxed one, other charges.
  const untaxed = paise(note.totals.untaxedCutting);
  const nilRated = (rate?.rate ?? note.amount.rate) === "0";
  const items: GstItem[] = [
    {
      slNo: 1,
      description: `Credit of taxable value at ${note.amount.rate}%`,
      material: `The amount at ${note.amount.rate}%`,
      source: { kind: "line", index: 0 },
      code: code ?? "",
      isService: supply?.isService ?? false,
      // The supply's unit with no quantity: the HSN summary nets its value into that supply's own row.
      unit: supply?.unit ?? areaUnit(note.unit),
      qtyMilli: 0n,
      rate: rate?.rate ?? note.amount.rate,
      taxable: paise(note.amount.taxableValue) + (nilRated ? untaxed : 0n),
      igst: paise(rate?.igst ?? "0"),
      cgst: paise(rate?.cgst ?? "0"),
      sgst: paise(rate?.sgst ?? "0"),
    },
  ];
  return {
    interState: note.interState,
    items,
    assessable: sum(items, (i) => i.taxable),
    cgst: sum(items, (i) => i.cgst),
    sgst: sum(items, (i) => i.sgst),
    igst: sum(items, (i) => i.igst),
    roundOff: paise(note.totals.roundOff),
    payable: paise(note.totals.total),
    otherCharges: nilRated ? 0n : untaxed,
    fallbacks: [],
    missingHsn: code ? [] : [`The amount at ${note.amount.rate}%`],
  };
}
