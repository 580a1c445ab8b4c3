import { compareDecimal, type Decimal, formatCents, parseDecimal, toCents } from "./decimal";
import { add, divRound, type Int, sub } from "./int";

/** What the split reads of one priced line (decimal strings, as lines travel and are stored). */
export type TaxByRateLine = { gstRate: string; taxableValue: string; gstAmount: string };

/** One GST rate's share of an invoice. Figures are 2-decimal strings; cgst + sgst + igst = gst. */
export type RateTax = {
  /** The rate as its lines carry it, trailing zeros trimmed: "18", "12.5", "0". */
  rate: string;
  taxableValue: string;
  gst: string;
  cgst: string;
  sgst: string;
  igst: string;
};

export type TaxByRate = {
  /** Each rate once, lowest rate first. Their sums are the invoice's taxableValue, gst, cgst, sgst, igst. */
  rates: RateTax[];
  /** Cutting charged without GST (gstOnCuttingRate false): a supply at rate 0, outside `rates`; null when none. */
  untaxedCutting: string | null;
};

function cents(value: string, field: string): Int {
  const d = parseDecimal(value);
  if (!d) throw new Error(`taxByRate: ${field} is not a decimal: ${JSON.stringify(value)}`);
  return toCents(d);
}

/** "18.00" -> "18", "12.50" -> "12.5": a rate read as people write it. */
function rateLabel(rate: Decimal): string {
  const text = formatCents(toCents(rate));
  return text.replace(/\.?0+$/, "") || "0";
}

/**
 * The tax of an invoice split by GST rate (docs/spec/pricing.md, "Tax by rate"): a rate's taxable
 * value and GST are the sums of its lines'; inter-state its IGST is its GST; otherwise its CGST is
 * r2(rateGst / 2), except the rate with the largest taxable value (the higher rate on a tie) takes the
 * invoice's cgst (r2(gst / 2)) minus the other rates' CGST; its SGST is its GST minus its CGST. So the
 * parts add up to the invoice's cgst and sgst exactly. Exact hundredths throughout, no float.
 */
export function taxByRate(input: {
  lines: readonly TaxByRateLine[];
  interState: boolean;
  /** The invoice's cutting total when cutting is charged without GST; omit or "0.00" otherwise. */
  untaxedCutting?: string | null;
}): TaxByRate {
  const groups = new Map<string, { rate: Decimal; taxable: Int; gst: Int }>();
  for (const line of input.lines) {
    const rate = parseDecimal(line.gstRate);
    if (!rate) throw new Error(`taxByRate: gstRate is not a decimal: ${JSON.stringify(line.gstRate)}`);
    const key = rateLabel(rate);
    const group = groups.get(key) ?? { rate, taxable: 0, gst: 0 };
    group.taxable = add(group.taxable, cents(line.taxableValue, "taxableValue"));
    group.gst = add(group.gst, cents(line.gstAmount, "gstAmount"));
    groups.set(key, group);
  }
  const ordered = [...groups.entries()].sort(([, a], [, b]) => compareDecimal(a.rate, b.rate));

  let totalGst: Int = 0;
  for (const [, group] of ordered) totalGst = add(totalGst, group.gst);
  // The rate that absorbs the rounding: the largest taxable value, the higher rate on a tie.
  let anchor = -1;
  ordered.forEach(([, group], i) => {
    const best = ordered[anchor]?.[1];
    if (!best || group.taxable > best.taxable || (group.taxable === best.taxable && i > anchor)) anchor = i;
  });

  const cgstOf = ordered.map(([, group]) => (input.interState ? 0 : divRound(group.gst, 2)));
  if (!input.interState && anchor >= 0) {
    let others: Int = 0;
    cgstOf.forEach((cgst, i) => {
      if (i !== anchor) others = add(others, cgst);
    });
    cgstOf[anchor] = sub(divRound(totalGst, 2), others);
  }

  const rates = ordered.map(([label, group], i): RateTax => {
    const cgst = cgstOf[i] ?? 0;
    return {
      rate: label,
      taxableValue: formatCents(group.taxable),
      gst: formatCents(group.gst),
      cgst: formatCents(cgst),
      sgst: formatCents(input.interState ? 0 : sub(group.gst, cgst)),
      igst: formatCents(input.interState ? group.gst : 0),
    };
  });
  const cutting = input.untaxedCutting ? cents(input.untaxedCutting, "untaxedCutting") : 0;
  return { rates, untaxedCutting: cutting === 0 ? null : formatCents(cutting) };
}

/**
 * What tax by rate reads of an invoice (or a credit note): its piece lines, then its item lines, each
 * item at its own gstRate with itemAmount as taxable value and itemGst as GST (pricing.md, "Item lines":
 * "In tax by rate an item belongs to its own gstRate").
 */
export function taxLinesOf(document: {
  lines: readonly TaxByRateLine[];
  itemLines?: readonly { gstRate: string; itemAmount: string; itemGst: string }[] | undefined;
}): TaxByRateLine[] {
  const lines: TaxByRateLine[] = document.lines.map((line) => ({
    gstRate: line.gstRate,
    taxableValue: line.taxableValue,
    gstAmount: line.gstAmount,
  }));
  for (const item of document.itemLines ?? []) {
    lines.push({ gstRate: item.gstRate, taxableValue: item.itemAmount, gstAmount: item.itemGst });
  }
  return lines;
}
