import { add, type Int, roundScaled, shift, sub } from "./int";

/** An exact decimal: m / 10^k. */
export interface Decimal {
  readonly m: Int;
  readonly k: number;
}

export const ZERO: Decimal = { m: 0, k: 0 };

/** Longest digit run that always fits a safe integer. */
const SAFE_DIGITS = 15;

/**
 * Digits with at most one point ("12", "12.5", ".5", "12."), from start to end; null otherwise.
 * Linear in the length: short runs are summed as a Number, longer ones read by BigInt once (never
 * one BigInt multiplication per digit, which made a long run quadratic).
 */
export function scanUnsignedDecimal(text: string, start: number, end: number): Decimal | null {
  let m = 0;
  let digits = 0;
  let point = -1;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 && point < 0) {
      point = i;
    } else if (c >= 48 && c <= 57) {
      if (digits < SAFE_DIGITS) m = m * 10 + (c - 48);
      digits++;
    } else {
      return null;
    }
  }
  if (digits === 0) return null;
  const k = point < 0 ? 0 : end - point - 1;
  if (digits <= SAFE_DIGITS) return { m, k };
  const all = point < 0 ? text.slice(start, end) : text.slice(start, point) + text.slice(point + 1, end);
  const big = BigInt(all);
  return { m: big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big, k };
}

/** Parses "12", "-0.5", ".5", "12." exactly, ignoring surrounding spaces; null for anything else. */
function parseDecimalText(text: string): Decimal | null {
  const t = text.trim();
  const signed = t.charCodeAt(0) === 45 || t.charCodeAt(0) === 43;
  const d = scanUnsignedDecimal(t, signed ? 1 : 0, t.length);
  return d && t.charCodeAt(0) === 45 ? { m: sub(0, d.m), k: d.k } : d;
}

/**
 * A JSON number means the decimal it prints as (0.1 is "0.1", not the binary value nearest to it);
 * String() gives the shortest such text, in exponent form for very large or small numbers.
 */
function fromNumber(value: number): Decimal | null {
  if (Number.isSafeInteger(value)) return { m: value, k: 0 };
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  const e = text.indexOf("e");
  if (e < 0) return parseDecimalText(text);
  const mantissa = parseDecimalText(text.slice(0, e));
  if (!mantissa) return null;
  const exponent = Number(text.slice(e + 1));
  return exponent >= 0
    ? { m: shift(mantissa.m, exponent), k: mantissa.k }
    : { m: mantissa.m, k: mantissa.k - exponent };
}

/** A JSON number or a decimal string, exactly; null when it is neither. */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === "number") return fromNumber(value);
  if (typeof value === "string") return parseDecimalText(value);
  return null;
}

/** d.m scaled to k decimals; k >= d.k. */
export function align(d: Decimal, k: number): Int {
  return shift(d.m, k - d.k);
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const k = Math.max(a.k, b.k);
  return { m: add(align(a, k), align(b, k)), k };
}

export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const k = Math.max(a.k, b.k);
  const x = align(a, k);
  const y = align(b, k);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Hundredths, rounded half away from zero. */
export function toCents(d: Decimal): Int {
  return roundScaled(d.m, 1, 2 - d.k);
}

/** Hundredths as a 2-decimal string: 5 -> "0.05", -45 -> "-0.45". */
export function formatCents(cents: Int): string {
  const negative = cents < 0;
  const digits = String(negative ? -cents : cents).padStart(3, "0");
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}

/** Exact value as plain decimal text, trailing zeros kept: { m: 1250, k: 2 } -> "12.50". */
export function formatDecimal(d: Decimal): string {
  if (d.k === 0) return String(d.m);
  const negative = d.m < 0;
  const digits = String(negative ? -d.m : d.m).padStart(d.k + 1, "0");
  const text = `${digits.slice(0, -d.k)}.${digits.slice(-d.k)}`;
  return negative ? `-${text}` : text;
}
