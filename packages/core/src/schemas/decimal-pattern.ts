// Regular expressions (ECMA-262 source, as JSON Schema's `pattern`) for the decimal text the server
// reads, bounded as the rules bound it, so that the REST document can say "at most 100" of a string.

import type { Decimal } from "../decimal";

export interface DecimalTextRules {
  /** The largest value taken (inclusive). */
  max?: Decimal;
  /** How many decimals may be other than 0 (trailing zeros are always taken). */
  maxDecimals?: number;
  /** Whether a leading + (and -0) is read, as parseDecimal does; sizes take no sign. */
  signed?: boolean;
}

/** Digit text of d without leading zeros, split at the point, the fraction without trailing zeros. */
function digitsOf(d: Decimal): { whole: string; fraction: string } {
  if (d.m < 0) throw new Error("a bound below 0 has no pattern");
  const text = String(d.m).padStart(d.k + 1, "0");
  const whole = text.slice(0, text.length - d.k).replace(/^0+(?=\d)/, "");
  return { whole, fraction: text.slice(text.length - d.k).replace(/0+$/, "") };
}

const digitBelow = (digit: string, low: number): string | null => {
  const high = Number(digit) - 1;
  if (high < low) return null;
  return high === low ? String(low) : `[${low}-${high}]`;
};

/** Integer text (leading zeros taken) less than `limit` (digits, no leading zero, not "0"). */
export function integerBelow(limit: string): string {
  const n = limit.length;
  const alternatives = ["0"];
  if (n >= 2) alternatives.push(n === 2 ? "[1-9]" : `[1-9]\\d{0,${n - 2}}`);
  for (let i = 0; i < n; i++) {
    const digit = digitBelow(limit.charAt(i), i === 0 ? 1 : 0);
    if (!digit) continue;
    const rest = n - i - 1;
    alternatives.push(`${limit.slice(0, i)}${digit}${rest === 0 ? "" : rest === 1 ? "\\d" : `\\d{${rest}}`}`);
  }
  return `0*(?:${alternatives.join("|")})`;
}

/** Fraction digits with at most `maxDecimals` that count (then zeros); any when undefined. */
function anyFraction(maxDecimals: number | undefined, nonEmpty: boolean): string {
  if (maxDecimals === undefined) return nonEmpty ? "\\d+" : "\\d*";
  if (maxDecimals === 0) return nonEmpty ? "0+" : "0*";
  return `\\d{${nonEmpty ? 1 : 0},${maxDecimals}}0*`;
}

/** Fraction digits not above `fraction` (the bound's, without trailing zeros). */
function fractionAtMost(fraction: string, maxDecimals: number | undefined): string {
  const alternatives: string[] = [];
  for (let i = 0; i < fraction.length; i++) {
    const digit = digitBelow(fraction.charAt(i), 0);
    if (!digit) continue;
    const rest = maxDecimals === undefined ? "\\d*" : `\\d{0,${maxDecimals - i - 1}}0*`;
    alternatives.push(`${fraction.slice(0, i)}${digit}${rest}`);
  }
  // A prefix of the bound's fraction, then zeros.
  let prefixes = "";
  for (let i = fraction.length - 1; i >= 0; i--) prefixes = `(?:${fraction.charAt(i)}${prefixes})?`;
  alternatives.push(`${prefixes}0*`);
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join("|")})`;
}

/** The unsigned decimal text ("12", "12.5", ".5", "12.") within the rules, unanchored. */
export function unsignedDecimalSource(rules: DecimalTextRules): string {
  const { max, maxDecimals } = rules;
  const pointOnly = `\\.${anyFraction(maxDecimals, true)}`;
  if (!max) return `(?:\\d+(?:\\.${anyFraction(maxDecimals, false)})?|${pointOnly})`;
  const { whole, fraction } = digitsOf(max);
  if (whole === "0") throw new Error("a bound below 1 has no pattern here");
  return (
    `(?:${integerBelow(whole)}(?:\\.${anyFraction(maxDecimals, false)})?` +
    `|0*${whole}(?:\\.${fractionAtMost(fraction, maxDecimals)})?` +
    `|${pointOnly})`
  );
}

/** The whole text: surrounding white space (trimmed by the server), a sign where read, the number. */
export function decimalTextPattern(rules: DecimalTextRules): string {
  const body = unsignedDecimalSource(rules);
  const sign = rules.signed ? `(?:\\+?${body}|-(?:0+\\.?0*|\\.0+))` : body;
  return `^\\s*${sign}\\s*$`;
}

/** A decimal text whose value is zero (for "more than 0", said as `not`). */
export const ZERO_TEXT = "^\\s*[+-]?(?:0+\\.?0*|\\.0+)\\s*$";
