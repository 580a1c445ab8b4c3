import { z } from "zod";
import { compareDecimal, type Decimal, formatCents, formatDecimal, parseDecimal, toCents } from "../decimal";
import { GSTIN_CHECK_CHARACTER, GSTIN_PATTERN, isValidGstin } from "../gstin";
import { MESSAGES, tooLongMessage } from "../messages";
import { decimalTextPattern, ZERO_TEXT } from "./decimal-pattern";
import { type JsonSchema, refusedWith, takes } from "./takes";

// Each field reports only the first rule it breaks, in the spec's order (required, then format, then
// limits), as the legacy forms did: rules are chained with pipe, which stops at the first failure.

export const MAX_NAME_LENGTH = 120;
export const MAX_ADDRESS_LENGTH = 500;

type Ctx = z.core.$RefinementCtx<unknown>;

/** Reports one issue from inside a transform. */
export function reject(ctx: Ctx, message: string, input: unknown): never {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
}

/** Blank text or null, read as a field left out. */
const ABSENT: JsonSchema[] = [{ type: "null" }, { type: "string", pattern: "^\\s*$" }];

/** A field that may be left out, blank or null (all read as absent), and is checked when given. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return takes(z.preprocess(blankToUndefined, schema.optional()), ({ description, ...given }) => ({
    anyOf: [given, ...ABSENT],
    ...(description ? { description } : {}),
  }));
}

/** A transform that refuses nothing: it only reshapes what its input schema took. */
export function reshapes<T extends z.ZodType>(schema: T): T {
  return takes(schema, {});
}

/** A trimmed, non-blank text. */
export function requiredText(required: string, max = MAX_NAME_LENGTH) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.string().max(max, tooLongMessage(max)));
}

export function optionalText(max = MAX_NAME_LENGTH) {
  return optionalField(z.string().trim().max(max, tooLongMessage(max)));
}

/** Trimmed and lower-cased, so one address is one account whatever its case. */
function emailFormat() {
  return z.email({ error: MESSAGES.emailInvalid }).toLowerCase();
}

export function emailField() {
  return z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .pipe(emailFormat());
}

export function optionalEmailField() {
  return optionalField(z.string().trim().pipe(emailFormat()));
}

/** The phone field is a number input, so a number is taken too and kept as its digits. */
function numberToText(value: unknown): unknown {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : value;
}

const phoneFormat = () => z.string().regex(/^\d{10}$/, MESSAGES.phoneInvalid);

/** Ten digits, as text or as a JSON number (which has no leading zero). */
const PHONE_NUMBER: JsonSchema = {
  type: ["string", "integer"],
  minimum: 1_000_000_000,
  maximum: 9_999_999_999,
};

export function phoneField() {
  return takes(
    z.preprocess(
      numberToText,
      z.string({ error: MESSAGES.phoneRequired }).trim().min(1, MESSAGES.phoneRequired).pipe(phoneFormat()),
    ),
    PHONE_NUMBER,
  );
}

export function optionalPhoneField() {
  return optionalField(
    takes(z.preprocess(numberToText, z.string().trim().pipe(phoneFormat())), PHONE_NUMBER),
  );
}

/** A GSTIN: trimmed and upper-cased, then pattern and check character. */
function gstinFormat() {
  return takes(z.string().trim().toUpperCase().refine(isValidGstin, MESSAGES.gstInvalid), {
    pattern: `^\\s*(?:${GSTIN_PATTERN.source.slice(1, -1)})\\s*$`,
    "x-check-character": GSTIN_CHECK_CHARACTER,
    description: `${refusedWith({ "pattern, x-check-character": MESSAGES.gstInvalid })} Letters are read in capitals.`,
  });
}

/** A company's own GSTIN: it needs one to issue tax invoices, so a blank one is invalid too. */
export function gstinField() {
  return z.string({ error: MESSAGES.gstInvalid }).pipe(gstinFormat());
}

export function optionalGstinField() {
  return optionalField(gstinFormat());
}

export function passwordField(min: number, tooShort: string, required = tooShort) {
  return z
    .string({ error: required })
    .min(1, required)
    .pipe(z.string().min(min, tooShort).max(128, MESSAGES.passwordTooLong));
}

export interface DecimalRules {
  required: string;
  notNumber?: string;
  /** Rejects zero too, not only negatives. */
  positive?: string;
  negative?: string;
  max?: { value: Decimal; message: string };
  /** Money and percentages are kept to 2 decimals; the output is then a 2-decimal string. */
  cents?: boolean;
}

const HUNDRED: Decimal = { m: 100, k: 0 };
/** numeric(12,2) holds less than this. */
const AMOUNT_LIMIT: Decimal = { m: 999999999999, k: 2 };

/** What decimalField takes, in JSON Schema: the number, or its text (bounded by the pattern). */
function decimalTakes(rules: DecimalRules): JsonSchema {
  const maxDecimals = rules.cents ? 2 : undefined;
  return {
    type: ["number", "string"],
    ...(rules.positive !== undefined ? { exclusiveMinimum: 0 } : { minimum: 0 }),
    ...(rules.max ? { maximum: Number(formatDecimal(rules.max.value)) } : {}),
    ...(rules.cents ? { multipleOf: 0.01 } : {}),
    pattern: decimalTextPattern({ max: rules.max?.value, maxDecimals, signed: true }),
    ...(rules.positive !== undefined ? { not: { type: "string", pattern: ZERO_TEXT } } : {}),
    description: `A number, or its decimal text. ${refusedWith({
      "missing or blank": rules.required,
      "not a number": rules.notNumber ?? MESSAGES.mustBeNumber,
      ...(rules.positive !== undefined ? { "exclusiveMinimum 0": rules.positive } : {}),
      minimum: rules.negative ?? MESSAGES.mustNotBeNegative,
      ...(rules.cents ? { multipleOf: MESSAGES.atMostTwoDecimals } : {}),
      ...(rules.max ? { maximum: rules.max.message } : {}),
    })}`,
  };
}

/** A number or decimal string, exactly; the output is decimal text. */
export function decimalField(rules: DecimalRules) {
  const field = z.union([z.string(), z.number()], { error: rules.required }).transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") return reject(ctx, rules.required, value);
    const d = parseDecimal(value);
    if (!d) return reject(ctx, rules.notNumber ?? MESSAGES.mustBeNumber, value);
    if (rules.positive !== undefined && !(d.m > 0)) return reject(ctx, rules.positive, value);
    if (d.m < 0) return reject(ctx, rules.negative ?? MESSAGES.mustNotBeNegative, value);
    const cents = toCents(d);
    if (rules.cents && compareDecimal(d, { m: cents, k: 2 }) !== 0) {
      return reject(ctx, MESSAGES.atMostTwoDecimals, value);
    }
    if (rules.max && compareDecimal(d, rules.max.value) > 0) return reject(ctx, rules.max.message, value);
    return rules.cents ? formatCents(cents) : formatDecimal(d);
  });
  return takes(field, decimalTakes(rules));
}

/** A rate or amount in rupees, 0 or more (or more than 0 with `positive`), to 2 decimals. */
export function amountField(rules: Omit<DecimalRules, "cents" | "max">) {
  return decimalField({
    ...rules,
    cents: true,
    max: { value: AMOUNT_LIMIT, message: MESSAGES.amountTooLarge },
  });
}

/** A percentage from 0 to 100, to 2 decimals. */
export function percentField(required: string) {
  return decimalField({ required, cents: true, max: { value: HUNDRED, message: MESSAGES.percentMax } });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A Date, or ISO 8601 text (a date, or a date and time), read as a Date. */
export function dateField() {
  const field = z.union([z.date(), z.string()], { error: MESSAGES.dateRequired }).transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") return reject(ctx, MESSAGES.dateRequired, value);
    const date = typeof value === "string" && ISO_DATE.test(value.trim()) ? new Date(value.trim()) : value;
    if (!(date instanceof Date) || Number.isNaN(date.getTime()))
      return reject(ctx, MESSAGES.dateInvalid, value);
    return date;
  });
  return takes(field, {
    type: "string",
    anyOf: [{ format: "date" }, { format: "date-time" }],
    description: `A date (YYYY-MM-DD) or a date and time (ISO 8601). ${refusedWith({
      "missing or blank": MESSAGES.dateRequired,
      format: MESSAGES.dateInvalid,
    })}`,
  });
}
