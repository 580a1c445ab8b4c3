import type { CreditNoteSnapshot } from "../entities/credit-note";
import type { InvoiceLine } from "../entities/invoice";
import { areaUnit } from "./hsn";
import { type GstFallbacks, type GstInvoice, type GstItem, gstInvoice, hsnOf } from "./items";
import { paise, sum } from "./money";

/** The HSN an amount credited at a rate is reported under: that of the invoice's largest line at the rate. */
function hsnAtRate(lines: readonly InvoiceLine[], rate: string, fallbacks: GstFallbacks): string | null {
  const atRate = lines.filter((l) => Number(l.gstRate) === Number(rate));
  const largest = [...atRate].sort((a, b) => Number(paise(b.taxableValue) - paise(a.taxableValue)))[0];
  return largest ? hsnOf(largest, fallbacks, new Set()) : null;
}

/**
 * A credit note's supplies for the GST files. Line notes (whole invoice or chosen lines) are the credited
 * lines as the invoice had them, with the note's own split by rate; an amount note is one value-only
 * item at its rate under the HSN of the invoice's largest line at that rate. Untaxed cutting credited is
 * other charges, as on the invoice. The figures add up to the note's totals to the paisa.
 */
export function gstCreditNote(
  note: CreditNoteSnapshot,
  invoiceLines: readonly InvoiceLine[],
  fallbacks: GstFallbacks,
): GstInvoice {
  const totals = { ...note.totals, payable: note.totals.total } as never;
  if (!note.amount) {
    const asInvoice = { ...note, totals } as never;
    return gstInvoice(asInvoice, fallbacks, note.rates);
  }
  const rate = note.rates[0];
  const code = hsnAtRate(invoiceLines, note.amount.rate, fallbacks);
  // Untaxed cutting credited with a nil-rated amount is part of its value; with a taxed one, other charges.
  const untaxed = paise(note.totals.untaxedCutting);
  const nilRated = (rate?.rate ?? note.amount.rate) === "0";
  const items: GstItem[] = [
    {
      slNo: 1,
      description: `Credit of taxable value at ${note.amount.rate}%`,
      material: `The amount at ${note.amount.rate}%`,
      code: code ?? "",
      isService: false,
      // The invoice's unit with no quantity: the HSN summary nets its value into the goods' own row.
      unit: areaUnit(note.unit),
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
