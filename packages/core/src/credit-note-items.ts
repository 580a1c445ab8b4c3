import { formatCents, parseDecimal, toCents } from "./decimal";
import type { InvoiceItemLine } from "./entities/invoice";
import { add, divRound, type Int, mul, pow10 } from "./int";

// The item lines of a credit note (issue 29 point 3): an item line is credited by its number, for all or
// part of its quantity (goods returned, a service not rendered), at the invoice's rate and GST rate.

/** An item line to credit: its number on the invoice, and the quantity (all that is left when absent). */
export type ItemCredit = { n: number; quantity?: string };

/** Thrown for a request the invoice's item lines refuse; credit-note-figures turns it into a CreditNoteError. */
export class ItemCreditError extends Error {}

/** Units counted whole (pricing.md, "Item lines": q is whole for nos, set, pair and job). */
const WHOLE_UNITS = new Set(["nos", "set", "pair", "job"]);

const cents = (value: string): bigint => BigInt(toCents(parseDecimal(value)!));

/** A quantity in thousandths (at most 3 decimals, as the schemas keep it). */
function milliOf(quantity: string): bigint {
  const d = parseDecimal(quantity);
  if (!d || d.k > 3)
    throw new ItemCreditError(`Quantity ${quantity} is not a number with at most 3 decimals`);
  return BigInt(d.m) * 10n ** BigInt(3 - d.k);
}

/** Thousandths as people write a quantity: 6000 -> "6", 1500 -> "1.5". */
function quantityText(milli: bigint): string {
  const whole = milli / 1000n;
  const frac = (milli % 1000n).toString().padStart(3, "0").replace(/0+$/, "");
  return frac ? `${whole}.${frac}` : `${whole}`;
}

const paiseText = (p: bigint) => formatCents(p);

/** r2(x * rate / 100) in paise, exact: rate = m / 10^k. */
function gstOn(amount: bigint, gstRate: string): bigint {
  const r = parseDecimal(gstRate)!;
  return BigInt(divRound(mul(amount as Int, r.m), mul(100, pow10(r.k))));
}

type Credited = { milli: bigint; amount: bigint; gst: bigint };

/** What earlier notes credited of each item line (by number). */
function creditedSoFar(earlier: readonly { itemLines?: readonly InvoiceItemLine[] }[]) {
  const so = new Map<number, Credited>();
  for (const note of earlier) {
    for (const line of note.itemLines ?? []) {
      const c = so.get(line.n) ?? { milli: 0n, amount: 0n, gst: 0n };
      c.milli += milliOf(line.quantity);
      c.amount += cents(line.itemAmount);
      c.gst += cents(line.itemGst);
      so.set(line.n, c);
    }
  }
  return so;
}

/**
 * The item lines a note credits, each with the quantity credited and its figures for it:
 * itemAmount = r2(q * rate), itemGst = r2(itemAmount * gstRate / 100) (pricing.md's rule for the part);
 * the part that credits the rest of a line takes what is left of its amount and GST instead, so all the
 * notes of a line add up to its invoiced figures exactly and never pass them. `complete`: after this note
 * every item line of the invoice is credited in full.
 */
export function chooseItemLines(
  invoice: { number: string; itemLines: readonly InvoiceItemLine[] },
  wanted: readonly ItemCredit[],
  earlier: readonly { itemLines?: readonly InvoiceItemLine[] }[],
): { chosen: InvoiceItemLine[]; complete: boolean } {
  const byNumber = new Map(invoice.itemLines.map((line) => [line.n, line]));
  const so = creditedSoFar(earlier);
  const seen = new Set<number>();
  const chosen: InvoiceItemLine[] = [];
  for (const { n, quantity } of wanted) {
    if (seen.has(n)) throw new ItemCreditError(`Item line ${n} is given twice`);
    seen.add(n);
    const line = byNumber.get(n);
    if (!line) throw new ItemCreditError(`Invoice ${invoice.number} has no item line ${n}`);
    const done = so.get(n) ?? { milli: 0n, amount: 0n, gst: 0n };
    const left = milliOf(line.quantity) - done.milli;
    const name = `item line ${n} (${line.name})`;
    if (left <= 0n) {
      throw new ItemCreditError(
        `Item line ${n} (${line.name}) of ${invoice.number} is already credited in full`,
      );
    }
    const q = quantity === undefined ? left : milliOf(quantity);
    if (WHOLE_UNITS.has(line.unit) && q % 1000n !== 0n) {
      throw new ItemCreditError(
        `Item line ${n} (${line.name}) is counted in ${line.unit}: credit a whole number`,
      );
    }
    if (q > left) {
      throw new ItemCreditError(
        `Only ${quantityText(left)} ${line.unit} of ${name} is left to credit on ${invoice.number}`,
      );
    }
    const amountLeft = cents(line.itemAmount) - done.amount;
    const gstLeft = cents(line.itemGst) - done.gst;
    let amount = amountLeft;
    let gst = gstLeft;
    if (q < left) {
      // rate is money (2 decimals) and q thousandths: q * rate in paise = r2(milli * rateCents / 1000).
      amount = BigInt(divRound(mul(q as Int, cents(line.rate) as Int), 1000));
      if (amount > amountLeft) amount = amountLeft;
      gst = gstOn(amount, line.gstRate);
      if (gst > gstLeft) gst = gstLeft;
    }
    chosen.push({
      ...line,
      quantity: quantityText(q),
      itemAmount: paiseText(amount),
      itemGst: paiseText(gst),
      itemTotal: paiseText(amount + gst),
    });
    so.set(n, { milli: done.milli + q, amount: done.amount + amount, gst: done.gst + gst });
  }
  chosen.sort((a, b) => a.n - b.n);
  const complete = invoice.itemLines.every((line) => (so.get(line.n)?.milli ?? 0n) >= milliOf(line.quantity));
  return { chosen, complete };
}

/** Item lines' taxable value and GST, in paise, summed. */
export function itemSums(lines: readonly InvoiceItemLine[]): { taxable: Int; gst: Int } {
  let taxable = 0n;
  let gst = 0n;
  for (const line of lines) {
    taxable += cents(line.itemAmount);
    gst += cents(line.itemGst);
  }
  // add(x, 0): back to the plain Number the other figures use while it is a safe integer.
  return { taxable: add(taxable, 0), gst: add(gst, 0) };
}
