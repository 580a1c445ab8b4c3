import { z } from "zod";
import type { Unit } from "../enums";
import { MAX_LENGTH } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { parseStockLength } from "../stock-lengths";
import { integerBelow, unsignedDecimalSource } from "./decimal-pattern";
import { reject } from "./fields";
import { refusedWith, takes } from "./takes";

export interface StockLengthBounds {
  /** Largest length, in whole inches and whole millimetres (at least 1 each). */
  inches: number;
  mm: number;
  message: string;
  /** Zero taken (a kerf or trim of 0). */
  zero?: boolean;
}

/** A stock length typed in the company's unit; the output is micrometres (see stock-lengths.ts). */
export function stockLengthField(unit: Unit, bounds: StockLengthBounds) {
  const maxUm = unit === "inch" ? bounds.inches * 25_400 : bounds.mm * 1_000;
  const field = z.union([z.string(), z.number()], { error: MESSAGES.required }).transform((value, ctx) => {
    const length = parseStockLength(value, unit, {
      zero: bounds.zero,
      max: { um: maxUm, message: bounds.message },
    });
    return length.ok ? length.um : reject(ctx, length.message, value);
  });
  const max = unit === "inch" ? bounds.inches : bounds.mm;
  const decimal = unsignedDecimalSource({ max: { m: max, k: 0 }, maxDecimals: 4 });
  const eighths = `${integerBelow(String(max))}#[0-7]|0*${max}#0`;
  return takes(field, {
    type: ["number", "string"],
    ...(bounds.zero ? { minimum: 0 } : { minimum: 0.0001 }),
    maximum: max,
    multipleOf: 0.0001,
    maxLength: MAX_LENGTH.size,
    pattern: `^\\s*(?:${decimal}${unit === "inch" ? `|${eighths}` : ""})\\s*$`,
    ...(bounds.zero ? {} : { not: { type: "string", pattern: "^\\s*(?:0+\\.?0*|\\.0+|0+#0)\\s*$" } }),
    "x-unit": "The company's unit (general settings): inches, with 12#4 for 12 4/8, or millimetres",
    description: `A length in the company's unit, as a number or as typed: 96.5, or 96#4 for 96 4/8 inches. ${refusedWith(
      {
        "missing or blank": MESSAGES.required,
        maxLength: tooLongMessage(MAX_LENGTH.size),
        "pattern, minimum": MESSAGES.invalidInput,
        maximum: bounds.message,
      },
    )}`,
  });
}
