import { z } from "zod";
import { checkIsoDate, dateWindowProblem, isCalendarDate, todayInIndia } from "../calendar-date";
import { compareDecimal, type Decimal, formatCents, formatDecimal, parseDecimal, toCents } from "../decimal";
import { GSTIN_CHECK_CHARACTER, GSTIN_PATTERN, isValidGstin } from "../gstin";
import { EARLIEST_DATE, MAX_LENGTH, MAX_MIN_AREA_SQ_FT, MAX_ROUNDING_STEP_INCHES } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { decimalTextPattern, ZERO_TEXT } from "./decimal-pattern";
import { type JsonSchema, refusedWith, takes } from "./takes";

// Each field reports only the first rule it breaks, in the spec's order (required, then format, then
// limits), as the legacy forms did: rules are chained with pipe, which stops at the first failure.
// A string's length cap comes before all of them, so no rule ever reads more than the cap.

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
export function requiredText(required: string, max: number = MAX_LENGTH.name) {
  return z.string({ error: required }).max(max, tooLongMessage(max)).trim().min(1, required);
}

export function optionalText(max: number = MAX_LENGTH.name) {
  return optionalField(z.string().max(max, tooLongMessage(max)).trim());
}

/** A string capped at `max` characters (ids, tokens, search text), with `message` when it is missing. */
export function cappedString(max: number, message?: string) {
  return z.string(message ? { error: message } : undefined).max(max, tooLongMessage(max));
}

/** Trimmed and lower-cased, so one address is one account whatever its case. */
function emailFormat() {
  return z.email({ error: MESSAGES.emailInvalid }).toLowerCase();
}

const emailCap = () =>
  z.string({ error: MESSAGES.emailRequired }).max(MAX_LENGTH.email, tooLongMessage(MAX_LENGTH.email));

export function emailField() {
  return emailCap().trim().min(1, MESSAGES.emailRequired).pipe(emailFormat());
}

export function optionalEmailField() {
  return optionalField(emailCap().trim().pipe(emailFormat()));
}

/** The phone field is a number input, so a number is taken too and kept as its digits. */
function numberToText(value: unknown): unknown {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : value;
}

const phoneFormat = () => z.string().regex(/^\d{10}$/, MESSAGES.phoneInvalid);
const phoneCap = (error?: string) =>
  z.string(error ? { error } : undefined).max(MAX_LENGTH.phone, MESSAGES.phoneInvalid);

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
      phoneCap(MESSAGES.phoneRequired).trim().min(1, MESSAGES.phoneRequired).pipe(phoneFormat()),
    ),
    PHONE_NUMBER,
  );
}

export function optionalPhoneField() {
  return optionalField(
    takes(z.preprocess(numberToText, phoneCap().trim().pipe(phoneFormat())), PHONE_NUMBER),
  );
}

/** A GSTIN: trimmed and upper-cased, then pattern and check character. */
function gstinFormat() {
  return takes(
    z
      .string({ error: MESSAGES.gstInvalid })
      .max(MAX_LENGTH.gstin, MESSAGES.gstInvalid)
      .trim()
      .toUpperCase()
      .refine(isValidGstin, MESSAGES.gstInvalid),
    {
      pattern: `^\\s*(?:${GSTIN_PATTERN.source.slice(1, -1)})\\s*$`,
      "x-check-character": GSTIN_CHECK_CHARACTER,
      description: `${refusedWith({ "type, maxLength, pattern, x-check-character": MESSAGES.gstInvalid })} Letters are read in capitals.`,
    },
  );
}

/** A company's own GSTIN: it needs one to issue tax invoices, so a blank one is invalid too. */
export function gstinField() {
  return gstinFormat();
}

export function optionalGstinField() {
  return optionalField(gstinFormat());
}

export function passwordField(min: number, tooShort: string, required = tooShort) {
  return z
    .string({ error: required })
    .max(MAX_LENGTH.password, MESSAGES.passwordTooLong)
    .min(1, required)
    .pipe(z.string().min(min, tooShort));
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A Date, or ISO 8601 text (a date, or a date and time), read as a Date: a real calendar day from
 * 2017-07-01 to a year after today in India.
 */
/** The window of document dates, as the REST document's `x-date-window` states it. */
const DATE_WINDOW = { from: EARLIEST_DATE, to: "a year after today in India", zone: "Asia/Kolkata" };

export function dateField() {
  const field = z.union([z.date(), z.string()], { error: MESSAGES.dateRequired }).transform((value, ctx) => {
    if (typeof value === "string") {
      if (value.length > MAX_LENGTH.date) return reject(ctx, MESSAGES.dateInvalid, value);
      if (value.trim() === "") return reject(ctx, MESSAGES.dateRequired, value);
    }
    const text = typeof value === "string" ? value.trim() : "";
    const date = typeof value === "string" ? (ISO_DATE.test(text) ? new Date(text) : null) : value;
    if (!date || Number.isNaN(date.getTime()) || (text !== "" && !isCalendarDate(text))) {
      return reject(ctx, MESSAGES.dateInvalid, value);
    }
    // A bare date is that day; an instant is its day in India, as every date is shown.
    const day = text.length === 10 ? text : todayInIndia(date);
    const problem = dateWindowProblem(day);
    return problem ? reject(ctx, problem, value) : date;
  });
  return takes(field, {
    type: "string",
    maxLength: MAX_LENGTH.date,
    pattern: `^\\s*(?:${ISO_DATE.source.slice(1, -1)})\\s*$`,
    anyOf: [{ format: "date" }, { format: "date-time" }],
    "x-date-window": DATE_WINDOW,
    description: `A date (YYYY-MM-DD) or a date and time (ISO 8601), its day in India from ${EARLIEST_DATE} to a year after today. ${refusedWith(
      {
        "missing or blank": MESSAGES.dateRequired,
        "maxLength, pattern, format": MESSAGES.dateInvalid,
        "x-date-window": `${MESSAGES.dateTooEarly} / ${MESSAGES.dateTooLate}`,
      },
    )}`,
  });
}

/** An invoice date as YYYY-MM-DD (a day, not an instant), in the same window. */
export function isoDateField() {
  const field = z.string({ error: MESSAGES.dateInvalid }).transform((value, ctx) => {
    if (value.length > MAX_LENGTH.date) return reject(ctx, MESSAGES.dateInvalid, value);
    const checked = checkIsoDate(value);
    return checked.ok ? checked.date : reject(ctx, checked.message, value);
  });
  return takes(field, {
    type: "string",
    format: "date",
    "x-date-window": DATE_WINDOW,
    description: `YYYY-MM-DD, from ${EARLIEST_DATE} to a year after today in India. ${refusedWith({
      "type, format": MESSAGES.dateInvalid,
      "x-date-window": `${MESSAGES.dateTooEarly} / ${MESSAGES.dateTooLate}`,
    })}`,
  });
}
