import type { CreditNoteSnapshot } from "../entities/credit-note";
import type { InvoiceLine } from "../entities/invoice";
import { areaUnit, DEFAULT_CUTTING_SAC, defaultHsnFor } from "./hsn";
import { type GstFallbacks, type GstInvoice, type GstItem, gstInvoice } from "./items";
import { paise, sum } from "./money";

/** The HSN an amount credited at a rate is reported under: that of the invoice's largest line at the rate. */
function hsnAtRate(lines: readonly InvoiceLine[], rate: string, fallbacks: GstFallbacks): string | null {
  const atRate = lines.filter((l) => Number(l.gstRate) === Number(rate));
  const largest = [...atRate].sort((a, b) => Number(paise(b.taxableValue) - paise(a.taxableValue)))[0];
  if (!largest) return null;
  const current = fallbacks.materials.get(largest.materialType);
  return largest.hsnCode ?? current?.hsnCode ?? defaultHsnFor(largest.materialType, current?.kind);
}

/**
 * A credit note's supplies for the GST files. Line notes (whole invoice or chosen lines) are the credited
 * lines as the invoice had them, with the note's own split by rate; an amount note is one value-only
 * item at its rate under the HSN of the invoice's largest line at that rate. Untaxed cutting credited is
 * the service item. The figures add up to the note's totals to the paisa.
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
  const items: GstItem[] = [
    {
      slNo: 1,
      description: `Credit of taxable value at ${note.amount.rate}%`,
      code: code ?? "",
      isService: false,
      // The invoice's unit with no quantity: the HSN summary nets its value into the goods' own row.
      unit: areaUnit(note.unit),
      qtyMilli: 0n,
      rate: rate?.rate ?? note.amount.rate,
      taxable: paise(note.amount.taxableValue),
      igst: paise(rate?.igst ?? "0"),
      cgst: paise(rate?.cgst ?? "0"),
      sgst: paise(rate?.sgst ?? "0"),
    },
  ];
  const untaxed = paise(note.totals.untaxedCutting);
  if (untaxed > 0n) {
    items.push({
      ...items[0]!,
      slNo: 2,
      description: "Cutting charges (job work, without GST)",
      code: note.company.cuttingSac ?? fallbacks.cuttingSac ?? DEFAULT_CUTTING_SAC,
      isService: true,
      unit: null,
      rate: "0",
      taxable: untaxed,
      igst: 0n,
      cgst: 0n,
      sgst: 0n,
    });
  }
  return {
    interState: note.interState,
    items,
    assessable: sum(items, (i) => i.taxable),
    cgst: sum(items, (i) => i.cgst),
    sgst: sum(items, (i) => i.sgst),
    igst: sum(items, (i) => i.igst),
    roundOff: paise(note.totals.roundOff),
    payable: paise(note.totals.total),
    untaxedCutting: untaxed,
    fallbacks: [],
    missingHsn: code ? [] : [`The amount at ${note.amount.rate}%`],
  };
}
