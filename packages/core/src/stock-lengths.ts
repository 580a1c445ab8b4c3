import { scanUnsignedDecimal } from "./decimal";
import type { Unit } from "./enums";
import { MAX_LENGTH } from "./limits";
import { MESSAGES, tooLongMessage } from "./messages";

// Lengths of stock (sheets, kerf, trim, remnants) are kept in micrometres: an eighth of an inch is 3175
// and a tenth of a millimetre 100, both whole, so a stored length reads back exactly in either unit.
// The cutting package works in the company's unit: eighths of an inch or tenths of a millimetre.

export const UM_PER_INCH = 25_400;
export const UM_PER_MM = 1_000;
/** Micrometres per cutting unit: an eighth of an inch, or a tenth of a millimetre. */
export const UM_PER_CUT_UNIT: Record<Unit, number> = { inch: 3175, mm: 100 };
/** Cutting units per unit typed: 8 eighths an inch, 10 tenths a millimetre. */
export const CUT_UNITS_PER: Record<Unit, number> = { inch: 8, mm: 10 };

export type LengthResult = { ok: true; um: number } | { ok: false; message: string };

export interface LengthRules {
  /** Zero is a length (a kerf of 0: glass is scored, not sawn). */
  zero?: boolean;
  /** Largest length in micrometres, and its message. */
  max: { um: number; message: string };
}

function exactlyWhole(m: number, k: number, scale: number): number {
  return Math.round((m * scale) / 10 ** k);
}

/**
 * A length typed in the company's unit: inches as "96", "96.5" or "96#4" (96 and 4/8), or millimetres
 * as "3210" or "3.2"; rounded to the nearest micrometre.
 */
export function parseStockLength(value: unknown, unit: Unit, rules: LengthRules): LengthResult {
  if (typeof value === "string" && value.length > MAX_LENGTH.size) {
    return { ok: false, message: tooLongMessage(MAX_LENGTH.size) };
  }
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (text === "") return { ok: false, message: MESSAGES.required };
  let um: number | null = null;
  const hash = text.indexOf("#");
  if (hash >= 0) {
    const whole = unit === "inch" ? scanUnsignedDecimal(text, 0, hash) : null;
    const eighths = text.charCodeAt(hash + 1) - 48;
    if (whole?.k === 0 && hash + 2 === text.length && eighths >= 0 && eighths <= 7) {
      um = Number(whole.m) * UM_PER_INCH + eighths * 3175;
    }
  } else {
    const d = scanUnsignedDecimal(text, 0, text.length);
    let m = d ? Number(d.m) : 0;
    let k = d?.k ?? 0;
    // Trailing zeros are no decimals: 1.50000 is 1.5.
    while (k > 0 && m % 10 === 0) {
      m /= 10;
      k--;
    }
    if (d && k <= 4 && Number.isSafeInteger(m))
      um = exactlyWhole(m, k, unit === "inch" ? UM_PER_INCH : UM_PER_MM);
  }
  if (um === null || !Number.isFinite(um) || um < 0) return { ok: false, message: MESSAGES.invalidInput };
  if (um === 0 && !rules.zero) return { ok: false, message: MESSAGES.invalidInput };
  if (um > rules.max.um) return { ok: false, message: rules.max.message };
  return { ok: true, um };
}

/** As the company types it: "96#4" (nearest eighth) or "3210.5" (nearest tenth of a millimetre). */
export function formatStockLength(um: number, unit: Unit): string {
  const units = toCutUnits(um, unit);
  if (unit === "inch") {
    const whole = Math.floor(units / 8);
    const eighths = units % 8;
    return eighths === 0 ? String(whole) : `${whole}#${eighths}`;
  }
  return units % 10 === 0 ? String(units / 10) : `${Math.floor(units / 10)}.${units % 10}`;
}

/** A length in whole cutting units of the company's unit (nearest). */
export function toCutUnits(um: number, unit: Unit): number {
  return Math.round(um / UM_PER_CUT_UNIT[unit]);
}

/** A cutting length back in the unit typed, as text ("96#4", "3210.5"). */
export function formatCutUnits(units: number, unit: Unit): string {
  return formatStockLength(units * UM_PER_CUT_UNIT[unit], unit);
}
