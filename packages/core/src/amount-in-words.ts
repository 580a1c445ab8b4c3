import { parseDecimal } from "./decimal";
import { roundScaled } from "./int";
import type { NumberLike } from "./pricing-types";

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number, words: string[]): void {
  if (n < 20) {
    words.push(ONES[n]!);
  } else {
    words.push(TENS[Math.floor(n / 10)]!);
    if (n % 10 > 0) words.push(ONES[n % 10]!);
  }
}

/** Indian numbering: Crore, Lakh, Thousand, Hundred; a count of crores is itself said this way. */
function sayWhole(n: bigint, words: string[]): void {
  const crores = n / 10_000_000n;
  if (crores > 0n) {
    sayWhole(crores, words);
    words.push("Crore");
  }
  const rest = Number(n % 10_000_000n);
  const groups: readonly [number, string][] = [
    [Math.floor(rest / 100_000), "Lakh"],
    [Math.floor(rest / 1000) % 100, "Thousand"],
    [Math.floor(rest / 100) % 10, "Hundred"],
  ];
  for (const [count, name] of groups) {
    if (count > 0) {
      belowHundred(count, words);
      words.push(name);
    }
  }
  if (rest % 100 > 0) belowHundred(rest % 100, words);
}

/**
 * "Rupees <amount in words> Only" (docs/spec/pricing.md). The amount is whole rupees (payable); paise, if any,
 * are rounded half-up first.
 */
export function amountInWords(amount: NumberLike | bigint): string {
  const value = typeof amount === "bigint" ? { m: amount, k: 0 } : parseDecimal(amount);
  if (!value) throw new RangeError(`Not an amount: ${JSON.stringify(amount)}`);
  const rupees = BigInt(roundScaled(value.m, 1, -value.k));
  const words: string[] = [];
  if (rupees < 0n) words.push("Minus");
  const size = rupees < 0n ? -rupees : rupees;
  if (size === 0n) words.push("Zero");
  else sayWhole(size, words);
  return `Rupees ${words.join(" ")} Only`;
}
