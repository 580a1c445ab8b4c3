import { z } from "zod";
import { checkIsoDate, dateWindowProblem, isCalendarDate, todayInIndia } from "../calendar-date";
import { GSTIN_CHECK_CHARACTER, GSTIN_PATTERN, isValidGstin } from "../gstin";
import { EARLIEST_DATE, MAX_LENGTH } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { reject } from "./reject";
import { type JsonSchema, refusedWith, takes } from "./takes";

export {
  amountField,
  type DecimalRules,
  decimalField,
  minAreaField,
  percentField,
  rateField,
  roundingStepField,
} from "./decimal-fields";
export { reject };

// Each field reports first the first rule it breaks, in the spec's order (required, then format, then
// limits), as the legacy forms did: a field's rules are checks of one schema, in that order, a format
// checked only once the rules before it hold (ONCE_VALID), so zod's JSON Schema of the field states every
// rule. A string's length cap comes before all of them.
const ONCE_VALID = { when: (field: { issues: unknown[] }) => field.issues.length === 0 };
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

const emailCap = () =>
  z.string({ error: MESSAGES.emailRequired }).max(MAX_LENGTH.email, tooLongMessage(MAX_LENGTH.email)).trim();
/** Lower-cased, so one address is one account whatever its case. */
const emailFormat = (text: z.ZodString) =>
  text.email({ error: MESSAGES.emailInvalid, ...ONCE_VALID }).toLowerCase();

export function emailField() {
  return emailFormat(emailCap().min(1, MESSAGES.emailRequired));
}

export function optionalEmailField() {
  return optionalField(emailFormat(emailCap()));
}

/** The phone field is a number input, so a number is taken too and kept as its digits. */
function numberToText(value: unknown): unknown {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : value;
}

const PHONE = /^\d{10}$/;
const phoneCap = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .max(MAX_LENGTH.phone, MESSAGES.phoneInvalid)
    .trim();

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
      phoneCap(MESSAGES.phoneRequired)
        .min(1, MESSAGES.phoneRequired)
        .regex(PHONE, { error: MESSAGES.phoneInvalid, ...ONCE_VALID }),
    ),
    PHONE_NUMBER,
  );
}

export function optionalPhoneField() {
  return optionalField(
    takes(
      z.preprocess(numberToText, phoneCap().regex(PHONE, { error: MESSAGES.phoneInvalid, ...ONCE_VALID })),
      PHONE_NUMBER,
    ),
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
      .regex(GSTIN_PATTERN, { message: MESSAGES.gstInvalid, abort: true })
      .refine(isValidGstin, MESSAGES.gstInvalid),
    // JSON Schema has no word for the check character; its message is that of the other rules.
    {
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
    .min(min, { error: tooShort, ...ONCE_VALID });
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
