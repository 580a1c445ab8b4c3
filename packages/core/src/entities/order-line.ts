import { z } from "zod";
import { compareDecimal } from "../decimal";
import { EDGE_SELECTION_VALUES } from "../edge-selections";
import type { Unit } from "../enums";
import { MAX_AREA_EXTRA_INCHES, MAX_AREA_EXTRAS, MAX_LENGTH, MAX_MULTIPLIER } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { MAX_QUANTITY, parseQuantity } from "../quantity";
import { integerBelow, unsignedDecimalSource, ZERO_TEXT } from "../schemas/decimal-pattern";
import { decimalField, optionalField, optionalText, reject, requiredText, reshapes } from "../schemas/fields";
import { NOT_BLANK, refusedWith, takes } from "../schemas/takes";
import { MAX_DIMENSION_INCHES, parseSize } from "../sizes";
import { decimalText, ids, money, recordId } from "./record-fields";

/** Keeps what the user typed (trimmed): a draft line is stored as typed, and priced from that. */
function sizeField(unit: Unit) {
  const field = z.union([z.string(), z.number()], { error: MESSAGES.required }).transform((value, ctx) => {
    const size = parseSize(value, unit);
    return size.ok ? String(value).trim() : reject(ctx, size.message, value);
  });
  // A millimetre is read as mm / 25.4 to 2 decimals, so its bound is 25.4 times the inches.
  const max = unit === "inch" ? MAX_DIMENSION_INCHES : MAX_DIMENSION_INCHES * 254;
  const decimal = unsignedDecimalSource({ max: { m: max, k: unit === "inch" ? 0 : 1 } });
  const whole = String(MAX_DIMENSION_INCHES);
  const eighths = `${integerBelow(whole)}#[0-7]|0*${whole}#0`;
  return takes(field, {
    type: ["number", "string"],
    // Below 0.000001 a number prints in exponent form, which is not a size.
    minimum: 0.000001,
    maximum: unit === "inch" ? max : max / 10,
    // A number is kept as the text it prints as, held to the same cap: 4 decimals always fit it.
    multipleOf: 0.0001,
    maxLength: MAX_LENGTH.size,
    pattern: `^\\s*(?:${decimal}${unit === "inch" ? `|${eighths}` : ""})\\s*$`,
    not: { type: "string", pattern: "^\\s*(?:0+\\.?0*|\\.0+|0+#0)\\s*$" },
    "x-unit": "The company's unit (general settings): inches, with 12#4 for 12 4/8, or millimetres",
    description: `A size in the company's unit, as a number or as typed: 12.5, or 12#4 for 12 4/8 inches. ${refusedWith(
      {
        "missing or blank": MESSAGES.required,
        maxLength: tooLongMessage(MAX_LENGTH.size),
        "pattern, minimum": "Invalid",
        "multipleOf (a number printed longer than the cap)": tooLongMessage(MAX_LENGTH.size),
        maximum: MESSAGES.sizeTooLarge,
      },
    )}`,
  });
}

const quantityField = () => {
  const field = z.union([z.string(), z.number()], { error: MESSAGES.required }).transform((value, ctx) => {
    const quantity = parseQuantity(value);
    return quantity.ok ? quantity.quantity : reject(ctx, quantity.message, value);
  });
  const max = String(MAX_QUANTITY);
  return takes(field, {
    type: ["integer", "string"],
    minimum: 1,
    maximum: MAX_QUANTITY,
    maxLength: MAX_LENGTH.number,
    pattern: `^\\s*\\+?(?:${integerBelow(max)}|0*${max})(?:\\.0+)?\\s*$`,
    not: { type: "string", pattern: ZERO_TEXT },
    description: `A whole number of pieces. ${refusedWith({
      "missing or blank": MESSAGES.required,
      pattern: MESSAGES.invalidInput,
      minimum: MESSAGES.quantityBelowOne,
      integer: MESSAGES.quantityNotWhole,
      "maximum, maxLength": MESSAGES.quantityTooLarge,
    })}`,
  });
};

const areaExtra = z.object({
  label: z.string().max(MAX_LENGTH.label, tooLongMessage(MAX_LENGTH.label)).trim(),
  value: decimalField({
    required: MESSAGES.areaExtraInvalid,
    notNumber: MESSAGES.areaExtraInvalid,
    negative: MESSAGES.areaExtraInvalid,
    max: { value: { m: MAX_AREA_EXTRA_INCHES, k: 0 }, message: MESSAGES.areaExtraTooLarge },
  }),
});

/** The line's own cross-field rules, for the REST document. */
const LINE_RULES = {
  if: { required: ["edgeSelection"], properties: { edgeSelection: { type: "string", pattern: NOT_BLANK } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited
  then: { required: ["edgeProfile"], properties: { edgeProfile: { type: "string", pattern: NOT_BLANK } } },
  "x-length-at-least-width": true,
  description: refusedWith({
    "if edgeSelection then edgeProfile": MESSAGES.edgeProfileRequired,
    "x-length-at-least-width: lengthForDisplay is not below widthForDisplay": MESSAGES.lengthBelowWidth,
  }),
};

/** More than this on one piece is a drawing, not a line. */
export const MAX_LINE_OPERATIONS = 20;

/**
 * A length of an operation in the company's unit: a positive number, or blank for none; at most what a
 * piece's size may be (10000 inches), which the pricing reads it as.
 */
const operationLength = (what: string, unit: Unit) =>
  reshapes(
    optionalField(
      decimalField({
        required: `${what} must be a number`,
        notNumber: `${what} must be a number`,
        positive: `${what} must be more than 0`,
        decimals: { count: 3, message: `${what}: use at most 3 decimals` },
        max: { value: { m: unit === "inch" ? 10000 : 254000, k: 0 }, message: MESSAGES.sizeTooLarge },
      }),
    ).transform((value) => value ?? null),
  );

/** An operation as a line takes it: `{name, count, size?, edgeDistance?, cornerDistance?}`. */
const operationEntry = (unit: Unit) =>
  z.object({
    name: requiredText(MESSAGES.required),
    count: z
      .number({ error: "Count must be a whole number of 1 or more" })
      .int("Count must be a whole number of 1 or more")
      .min(1, "Count must be a whole number of 1 or more")
      .max(1000, "Count must be at most 1000"),
    size: operationLength("Size", unit),
    edgeDistance: operationLength("Edge distance", unit),
    cornerDistance: operationLength("Corner distance", unit),
  });

/**
 * A piece line as the order page holds it; sizes are read in the company's unit. The cross-field rules
 * run even when a field fails, so the form shows every message at once; `{ crossFieldsAlways: false }`
 * runs them only on a line whose fields pass: the same answer for a valid line, and a schema z.compile
 * can generate a fast path for (apps/server).
 */
export function pieceLineSchema(unit: Unit, { crossFieldsAlways = true } = {}) {
  return lineSchema(unit, operationsField(unit).default([]), crossFieldsAlways);
}

/** A line changed over REST: without `operations` it keeps the line's own (apps/server order-lines.ts). */
export function pieceLineEditSchema(unit: Unit) {
  return lineSchema(unit, operationsField(unit).optional(), true);
}

const operationsField = (unit: Unit) =>
  z
    .array(operationEntry(unit))
    .max(MAX_LINE_OPERATIONS, `At most ${MAX_LINE_OPERATIONS} operations on a line`);

function lineSchema<O extends z.ZodType>(unit: Unit, operations: O, crossFieldsAlways: boolean) {
  const line = z
    .object({
      widthForDisplay: sizeField(unit),
      lengthForDisplay: sizeField(unit),
      quantity: quantityField(),
      materialType: requiredText(MESSAGES.required),
      edgeSelection: reshapes(
        optionalField(z.enum(EDGE_SELECTION_VALUES, { error: MESSAGES.edgeSelectionInvalid })).transform(
          (value) => value ?? null,
        ),
      ),
      edgeProfile: reshapes(optionalText().transform((value) => value ?? null)),
      areaExtras: z.array(areaExtra).max(MAX_AREA_EXTRAS, MESSAGES.tooManyAreaExtras).default([]),
      multiplier: reshapes(
        optionalField(
          decimalField({
            required: MESSAGES.multiplierInvalid,
            notNumber: MESSAGES.multiplierInvalid,
            positive: MESSAGES.multiplierInvalid,
            maxLength: MAX_LENGTH.multiplier,
            max: { value: { m: MAX_MULTIPLIER, k: 0 }, message: MESSAGES.multiplierTooLarge },
          }),
        ).transform((value) => value ?? "1"),
      ),
      // Said to the cutting floor, never priced; blank is none.
      note: reshapes(optionalText(MAX_LENGTH.lineNote).transform((value) => value ?? null)),
      operations,
    })
    .superRefine(
      (line, ctx) => {
        if (typeof line.widthForDisplay === "string" && typeof line.lengthForDisplay === "string") {
          const width = parseSize(line.widthForDisplay, unit);
          const length = parseSize(line.lengthForDisplay, unit);
          if (width.ok && length.ok && compareDecimal(length.inches, width.inches) < 0) {
            ctx.addIssue({ code: "custom", message: MESSAGES.lengthBelowWidth, path: ["lengthForDisplay"] });
          }
        }
        if (line.edgeSelection && !line.edgeProfile) {
          ctx.addIssue({ code: "custom", message: MESSAGES.edgeProfileRequired, path: ["edgeProfile"] });
        }
      },
      // Never on what is not an object at all (null, a string): there is no field to compare.
      crossFieldsAlways ? { when: ({ value }) => typeof value === "object" && value !== null } : undefined,
    );
  return takes(line, LINE_RULES);
}

export const ZPieceLine = pieceLineSchema("inch");
export type TPieceLine = z.infer<typeof ZPieceLine>;
export type TPieceLineEdit = z.output<ReturnType<typeof pieceLineEditSchema>>;

/** One priced line: every figure is a decimal string with exactly 2 decimals (docs/spec/pricing.md). */
export const ZPricedLine = z.strictObject({
  width: money(),
  length: money(),
  chargeableWidth: money(),
  chargeableLength: money(),
  area: money(),
  wastageArea: money(),
  rate: money(),
  materialAmount: money(),
  cuttingQuantity: money(),
  cuttingAmount: money(),
  edgeRunningFt: money(),
  edgeAmount: money(),
  taxableValue: money(),
  gstAmount: money(),
  total: money(),
  /** r2(n * sum of count * band rate): present when the line has operations (pricing.md "Operations"). */
  operationsAmount: money().optional(),
});
export type PricedLine = z.output<typeof ZPricedLine>;

/** An area extra as stored: its label and its inches. */
export const ZStoredAreaExtra = z.strictObject({ label: z.string(), value: decimalText() });
export type StoredAreaExtra = z.output<typeof ZStoredAreaExtra>;

/** An operation on a line as stored: the catalogue's name, a count per piece, sizes as typed (or null). */
export const ZStoredOperation = z.strictObject({
  name: z.string(),
  count: z.number().int(),
  size: z.string().nullable(),
  edgeDistance: z.string().nullable(),
  cornerDistance: z.string().nullable(),
});
export type StoredOperation = z.output<typeof ZStoredOperation>;

/** "4 x Hole 12, 1 x Hinge cut-out": counts per piece and sizes, never a price (the worker sheet shows it too). */
export function describeOperations(operations: readonly StoredOperation[] | undefined): string {
  return (operations ?? []).map((o) => `${o.count} x ${o.name}${o.size ? ` ${o.size}` : ""}`).join(", ");
}

/** What a line says as typed (trimmed): its sizes, quantity, material and edge work. */
export const LINE_TEXT_FIELDS = {
  widthForDisplay: z.string(),
  lengthForDisplay: z.string(),
  quantity: z.number().int(),
  materialType: z.string(),
  edgeSelection: z.string().nullable(),
  edgeProfile: z.string().nullable(),
};

/** A draft line as typed (trimmed), as the order page holds it. */
export const TYPED_LINE_FIELDS = {
  ...LINE_TEXT_FIELDS,
  areaExtras: z.array(ZStoredAreaExtra),
  multiplier: decimalText(),
  /** The line's note for the cutting floor; null for none. */
  note: z.string().nullable(),
  /** Holes, cut-outs and the like, counted per piece (issue 29); [] for none. */
  operations: z.array(ZStoredOperation),
};
export type TypedLine = z.output<z.ZodObject<typeof TYPED_LINE_FIELDS>>;
/** The typed fields' names: also the columns a line is stored in (@kerf/db's DraftLines). */
export const TYPED_LINE_KEYS = Object.keys(TYPED_LINE_FIELDS) as (keyof TypedLine)[];

/** A line's fields as typed, in the schema's order, without its ids and figures: what prices it again. */
export function typedLineOf(line: TypedLine): TypedLine {
  return Object.fromEntries(TYPED_LINE_KEYS.map((key) => [key, line[key]])) as TypedLine;
}

/** Why a line does not price: the field at fault and the message. */
export const ZLineError = z.strictObject({ field: z.string(), message: z.string() });

/** A line of an order with its figures; `priced` is null when it no longer prices (its material was deleted). */
export const ZOrderLine = z.strictObject({
  ...ids,
  customerId: recordId(),
  ...TYPED_LINE_FIELDS,
  priced: ZPricedLine.nullable(),
  error: ZLineError.nullable(),
});
export type OrderLine = z.output<typeof ZOrderLine>;
