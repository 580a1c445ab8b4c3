import { formatCents, parseDecimal, toCents } from "../decimal";

/** A 2-decimal figure as exact paise. */
export function paise(value: string): bigint {
  const d = parseDecimal(value);
  if (!d) throw new Error(`GST files: not a decimal: ${JSON.stringify(value)}`);
  return BigInt(toCents(d));
}

export function money(p: bigint): string {
  return formatCents(p);
}

/**
 * Paise as the JSON number the files carry. Only the last step leaves exact integers: the number read
 * from "1234.56" is the double nearest to it, and JSON.stringify writes that double back as "1234.56"
 * (the shortest text that reads back to it), so the file holds exactly the 2-decimal figure.
 */
export function rupees(p: bigint): number {
  return Number(formatCents(p));
}

/** Thousandths (quantities) as a JSON number with at most 3 decimals, by the same argument. */
export function milli(q: bigint): number {
  const negative = q < 0n;
  const digits = String(negative ? -q : q).padStart(4, "0");
  return Number(`${negative ? "-" : ""}${digits.slice(0, -3)}.${digits.slice(-3)}`);
}

/** Half of an amount in paise, rounded half away from zero (r2(x / 2)). */
export function halfOf(p: bigint): bigint {
  const q = p / 2n;
  return p % 2n === 0n ? q : p > 0n ? q + 1n : q - 1n;
}

/** p * num / den rounded half away from zero; den > 0. */
export function mulDivRound(p: bigint, num: bigint, den: bigint): bigint {
  const x = p * num;
  const q = x / den;
  const r2 = (x % den) * 2n;
  if (r2 >= den) return q + 1n;
  if (-r2 >= den) return q - 1n;
  return q;
}

/** The sum of a list of paise. */
export function sum<T>(items: readonly T[], of: (item: T) => bigint): bigint {
  let total = 0n;
  for (const item of items) total += of(item);
  return total;
}
