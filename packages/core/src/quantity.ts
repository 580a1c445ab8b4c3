import { MAX_LENGTH } from "./limits";
import { MESSAGES } from "./messages";

export const MAX_QUANTITY = 100000;

export type QuantityResult = { ok: true; quantity: number } | { ok: false; message: string };

const NUMBER_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

/** A piece count: a whole number from 1 to MAX_QUANTITY (a form may hold it as digit text). */
export function parseQuantity(value: unknown): QuantityResult {
  let quantity: number;
  if (typeof value === "number") {
    quantity = value;
  } else if (typeof value === "string" && value.length > MAX_LENGTH.number) {
    return { ok: false, message: MESSAGES.quantityTooLarge };
  } else if (typeof value === "string" && value.trim() !== "") {
    const text = value.trim();
    if (!NUMBER_TEXT.test(text)) return { ok: false, message: MESSAGES.invalidInput };
    quantity = Number(text);
  } else {
    return { ok: false, message: MESSAGES.required };
  }
  if (!(quantity >= 1)) return { ok: false, message: MESSAGES.quantityBelowOne };
  if (!Number.isInteger(quantity)) return { ok: false, message: MESSAGES.quantityNotWhole };
  if (quantity > MAX_QUANTITY) return { ok: false, message: MESSAGES.quantityTooLarge };
  return { ok: true, quantity };
}
