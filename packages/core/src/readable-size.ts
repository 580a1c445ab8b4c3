import type { Unit } from "./enums";
import { divFloor, mul, shift } from "./int";
import { parseSize } from "./sizes";

const FRACTIONS = ["", "1/8", "1/4", "3/8", "1/2", "5/8", "3/4", "7/8"] as const;

/**
 * One typed width or length as people read it on paper: inches in eighths reduced ("10#6" -> "10 3/4",
 * "12.5" -> "12 1/2", "0#4" -> "1/2"), other decimals as typed ("12.3"), millimetres as typed. A value
 * that does not parse is shown as typed: a document never hides what was entered. `roundedTo2`: the
 * value is a size the pricing showed rounded to 2 decimals, so "24.13" is read back as 24 1/8.
 */
export function readableDimension(typed: string, unit: Unit, options: { roundedTo2?: boolean } = {}): string {
  const text = typed.trim();
  if (unit === "mm") return text;
  const parsed = parseSize(text, unit);
  if (!parsed.ok) return text;
  const { m, k } = parsed.inches;
  let [eighths, rest] = divFloor(mul(m, 8), shift(1, k));
  // A figure already rounded half-up to 2 decimals (24 1/8 shown "24.13") is 0.005 above its eighth.
  if (options.roundedTo2 && k === 2 && Number(rest) === 4) rest = 0;
  if (Number(rest) !== 0) return text;
  const [whole, part] = divFloor(eighths, 8);
  const fraction = FRACTIONS[Number(part)]!;
  if (fraction === "") return String(whole);
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** A piece's size for print: "10 3/4 x 40 in", "600 x 900 mm". */
export function readableSize(width: string, length: string, unit: Unit): string {
  return `${readableDimension(width, unit)} x ${readableDimension(length, unit)} ${unit === "mm" ? "mm" : "in"}`;
}
