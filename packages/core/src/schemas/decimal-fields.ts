import { z } from "zod";
import { compareDecimal, type Decimal, formatCents, formatDecimal, parseDecimal, toCents } from "../decimal";
import { MAX_LENGTH, MAX_MIN_AREA_SQ_FT, MAX_ROUNDING_STEP_INCHES } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { decimalTextPattern, ZERO_TEXT } from "./decimal-pattern";
import { reject } from "./reject";
import { type JsonSchema, refusedWith, takes } from "./takes";

// Numbers as the forms and the REST clients send them: exact decimals, never floats.

export interface DecimalRules {
  required: string;
  notNumber?: string;
  /** Rejects zero too, not only negatives. */
  positive?: string;
  negative?: string;
  max?: { value: Decimal; message: string };
  /** Money and percentages are kept to 2 decimals; the output is then a 2-decimal string. */
  cents?: boolean;
  /** At most this many decimals, the output left as typed (steps and areas of the settings). */
  decimals?: { count: number; message: string };
  /** The length cap of the typed text (MAX_LENGTH.number unless given). */
  maxLength?: number;
}

const HUNDRED: Decimal = { m: 100, k: 0 };
/** numeric(12,2) holds less than this. */
const AMOUNT_LIMIT: Decimal = { m: 999999999999, k: 2 };

/** What decimalField takes, in JSON Schema: the number, or its text (bounded by the pattern). */
function decimalTakes(rules: DecimalRules, maxLength: number): JsonSchema {
  const maxDecimals = rules.cents ? 2 : rules.decimals?.count;
  return {
    type: ["number", "string"],
    ...(rules.positive !== undefined ? { exclusiveMinimum: 0 } : { minimum: 0 }),
    ...(rules.max ? { maximum: Number(formatDecimal(rules.max.value)) } : {}),
    ...(maxDecimals !== undefined ? { multipleOf: 10 ** -maxDecimals } : {}),
    maxLength,
    pattern: decimalTextPattern({ max: rules.max?.value, maxDecimals, signed: true }),
    ...(rules.positive !== undefined ? { not: { type: "string", pattern: ZERO_TEXT } } : {}),
    description: `A number, or its decimal text. ${refusedWith({
      "missing or blank": rules.required,
      maxLength: tooLongMessage(maxLength),
      "not a number": rules.notNumber ?? MESSAGES.mustBeNumber,
      ...(rules.positive !== undefined ? { "exclusiveMinimum 0": rules.positive } : {}),
      minimum: rules.negative ?? MESSAGES.mustNotBeNegative,
      ...(rules.cents ? { multipleOf: MESSAGES.atMostTwoDecimals } : {}),
      ...(rules.decimals ? { multipleOf: rules.decimals.message } : {}),
      ...(rules.max ? { maximum: rules.max.message } : {}),
    })}`,
  };
}

/** A number or decimal string, exactly; the output is decimal text. */
export function decimalField(rules: DecimalRules) {
  const maxLength = rules.maxLength ?? MAX_LENGTH.number;
  const field = z.union([z.string(), z.number()], { error: rules.required }).transform((value, ctx) => {
    if (typeof value === "string" && value.length > maxLength) {
      return reject(ctx, tooLongMessage(maxLength), value);
    }
    if (typeof value === "string" && value.trim() === "") return reject(ctx, rules.required, value);
    const d = parseDecimal(value);
    if (!d) return reject(ctx, rules.notNumber ?? MESSAGES.mustBeNumber, value);
    if (rules.positive !== undefined && !(d.m > 0)) return reject(ctx, rules.positive, value);
    if (d.m < 0) return reject(ctx, rules.negative ?? MESSAGES.mustNotBeNegative, value);
    const cents = toCents(d);
    if (rules.cents && compareDecimal(d, { m: cents, k: 2 }) !== 0) {
      return reject(ctx, MESSAGES.atMostTwoDecimals, value);
    }
    if (rules.decimals && !hasAtMostDecimals(d, rules.decimals.count)) {
      return reject(ctx, rules.decimals.message, value);
    }
    if (rules.max && compareDecimal(d, rules.max.value) > 0) return reject(ctx, rules.max.message, value);
    return rules.cents ? formatCents(cents) : formatDecimal(d);
  });
  return takes(field, decimalTakes(rules, maxLength));
}

/** 1.500 has at most 1 decimal: trailing zeros do not count. */
function hasAtMostDecimals(d: Decimal, count: number): boolean {
  if (d.k <= count) return true;
  const unit = 10n ** BigInt(d.k - count);
  return BigInt(d.m) % unit === 0n;
}

/** A rate or amount in rupees, 0 or more (or more than 0 with `positive`), to 2 decimals. */
export function amountField(rules: Omit<DecimalRules, "cents" | "max">) {
  return decimalField({
    ...rules,
    cents: true,
    max: { value: AMOUNT_LIMIT, message: MESSAGES.amountTooLarge },
  });
}

/** A rate in rupees as a pricing request may give it: any decimals, below what a rate column holds. */
export function rateField(required: string) {
  return decimalField({ required, max: { value: AMOUNT_LIMIT, message: MESSAGES.amountTooLarge } });
}

/** A percentage from 0 to 100, to 2 decimals. */
export function percentField(required: string) {
  return decimalField({ required, cents: true, max: { value: HUNDRED, message: MESSAGES.percentMax } });
}

/** The rounding step of the general settings: inches, 0 (none) to 1000, to 3 decimals. */
export function roundingStepField() {
  return decimalField({
    required: MESSAGES.mustBeNumber,
    decimals: { count: 3, message: MESSAGES.atMostThreeDecimals },
    max: { value: { m: MAX_ROUNDING_STEP_INCHES, k: 0 }, message: MESSAGES.roundingStepTooLarge },
  });
}

/** The minimum area charged per piece: square feet, 0 (off) to 10000, to 2 decimals. */
export function minAreaField() {
  return decimalField({
    required: MESSAGES.mustBeNumber,
    decimals: { count: 2, message: MESSAGES.atMostTwoDecimals },
    max: { value: { m: MAX_MIN_AREA_SQ_FT, k: 0 }, message: MESSAGES.minAreaTooLarge },
  });
}
