import { align, type Decimal, formatCents, scanUnsignedDecimal, toCents } from "./decimal";
import type { Unit } from "./enums";
import { add, divCeil, divFloor, divRound, type Int, mul, roundScaled, shift } from "./int";
import { MAX_LENGTH } from "./limits";
import { MESSAGES, tooLongMessage } from "./messages";

export const MAX_DIMENSION_INCHES = 10000;

export type SizeResult = { ok: true; inches: Decimal } | { ok: false; message: string };

const INVALID: SizeResult = { ok: false, message: MESSAGES.invalidInput };

/** "W#E": whole inches and E eighths (0 to 7), exactly, as thousandths. */
function parseEighths(text: string, hash: number): Decimal | null {
  const whole = scanUnsignedDecimal(text, 0, hash);
  if (whole?.k !== 0 || text.includes(".") || hash + 2 !== text.length) return null;
  const eighths = text.charCodeAt(hash + 1) - 48;
  if (eighths < 0 || eighths > 7) return null;
  return { m: add(mul(whole.m, 1000), eighths * 125), k: 3 };
}

/**
 * A typed width or length in inches. Inch mode takes "12.5" or "12#4" (12 and 4/8); mm mode takes
 * millimetres, converted as mm / 25.4 rounded to 2 decimals (docs/spec/pricing.md step 1).
 */
export function parseSize(value: unknown, unit: Unit): SizeResult {
  if (typeof value === "string" && value.length > MAX_LENGTH.size) {
    return { ok: false, message: tooLongMessage(MAX_LENGTH.size) };
  }
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (text === "") return { ok: false, message: MESSAGES.required };
  const hash = text.indexOf("#");
  let inches: Decimal | null;
  if (hash >= 0) {
    inches = unit === "inch" ? parseEighths(text, hash) : null;
  } else {
    const typed = scanUnsignedDecimal(text, 0, text.length);
    inches = typed && unit === "mm" ? { m: roundScaled(mul(typed.m, 10), 254, 2 - typed.k), k: 2 } : typed;
  }
  if (!inches || !(inches.m > 0)) return INVALID;
  if (inches.m > shift(MAX_DIMENSION_INCHES, inches.k)) return { ok: false, message: MESSAGES.sizeTooLarge };
  return { ok: true, inches };
}

/** Nearest eighth of an inch as "W#E", or "W" when whole; parseSize reads it back unchanged. */
export function formatEighths(inches: Decimal): string {
  const [whole, eighths] = divFloor(divRound(mul(inches.m, 8), shift(1, inches.k)), 8);
  return eighths === 0 ? String(whole) : `${whole}#${eighths}`;
}

/** Two decimals, as sizes are shown: 24#1 (24.125) is "24.13". */
export function formatSize(inches: Decimal): string {
  return formatCents(toCents(inches));
}

/** Rounded up to a multiple of step inches; a zero step leaves the size as it is. */
export function chargeableSize(inches: Decimal, step: Decimal): Decimal {
  if (step.m === 0) return inches;
  const k = Math.max(inches.k, step.k);
  const s = align(step, k);
  return { m: mul(divCeil(align(inches, k), s), s), k };
}

function cents(m: Int): Decimal {
  return { m, k: 2 };
}

/**
 * Square feet charged for a line: r2(max(Wc * Lc / 144, minAreaPerPiece) * n), rounded once from
 * the exact value.
 */
export function pieceArea(
  width: Decimal,
  length: Decimal,
  quantity: number,
  minAreaPerPiece: Decimal,
): Decimal {
  const product = mul(width.m, length.m);
  const k = width.k + length.k;
  if (minAreaPerPiece.m > 0) {
    // Compare product / (144 * 10^k) with min.m / 10^min.k without dividing.
    const min = minAreaPerPiece;
    if (mul(product, shift(1, min.k)) < mul(mul(min.m, 144), shift(1, k))) {
      return cents(roundScaled(mul(min.m, quantity), 1, 2 - min.k));
    }
  }
  return cents(roundScaled(mul(product, quantity), 144, 2 - k));
}

/** Running feet around the pieces: r2(2 * (Wc + Lc) * n / 12). */
export function perimeterRunningFt(width: Decimal, length: Decimal, quantity: number): Decimal {
  const k = Math.max(width.k, length.k);
  return cents(roundScaled(mul(add(align(width, k), align(length, k)), quantity), 6, 2 - k));
}

/** How many of a piece's lengths and widths get the edge profile. */
export interface EdgeSides {
  readonly lengths: number;
  readonly widths: number;
}

/**
 * Running feet of edge work: r2((lengths * Lc + widths * Wc + additionalArea) * n / 12), where
 * additionalArea is extra running inches per piece (cut-outs, shaped corners).
 */
export function edgeRunningFt(
  width: Decimal,
  length: Decimal,
  sides: EdgeSides,
  additionalInches: Decimal,
  quantity: number,
): Decimal {
  const k = Math.max(width.k, length.k, additionalInches.k);
  const perPiece = add(
    add(mul(align(length, k), sides.lengths), mul(align(width, k), sides.widths)),
    align(additionalInches, k),
  );
  return cents(roundScaled(mul(perPiece, quantity), 12, 2 - k));
}
