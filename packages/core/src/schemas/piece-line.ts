import { z } from "zod";
import { compareDecimal } from "../decimal";
import { EDGE_SELECTION_VALUES } from "../edge-selections";
import { MAX_AREA_EXTRA_INCHES, MAX_AREA_EXTRAS, MAX_LENGTH, MAX_MULTIPLIER } from "../limits";
import { MESSAGES, tooLongMessage } from "../messages";
import { parseQuantity } from "../quantity";
import { parseSize, type Unit } from "../sizes";
import { decimalField, optionalField, optionalText, reject, requiredText } from "./fields";

/** Keeps what the user typed (trimmed): a draft line is stored as typed, and priced from that. */
function sizeField(unit: Unit) {
  return z.union([z.string(), z.number()], { error: MESSAGES.required }).transform((value, ctx) => {
    const size = parseSize(value, unit);
    return size.ok ? String(value).trim() : reject(ctx, size.message, value);
  });
}

const quantityField = () =>
  z.union([z.string(), z.number()], { error: MESSAGES.required }).transform((value, ctx) => {
    const quantity = parseQuantity(value);
    return quantity.ok ? quantity.quantity : reject(ctx, quantity.message, value);
  });

const areaExtra = z.object({
  label: z.string().max(MAX_LENGTH.label, tooLongMessage(MAX_LENGTH.label)).trim(),
  value: decimalField({
    required: MESSAGES.areaExtraInvalid,
    notNumber: MESSAGES.areaExtraInvalid,
    negative: MESSAGES.areaExtraInvalid,
    max: { value: { m: MAX_AREA_EXTRA_INCHES, k: 0 }, message: MESSAGES.areaExtraTooLarge },
  }),
});

/** A piece line as the order page holds it; sizes are read in the company's unit. */
export function pieceLineSchema(unit: Unit) {
  return z
    .object({
      widthForDisplay: sizeField(unit),
      lengthForDisplay: sizeField(unit),
      quantity: quantityField(),
      materialType: requiredText(MESSAGES.required),
      edgeSelection: optionalField(
        z.enum(EDGE_SELECTION_VALUES, { error: MESSAGES.edgeSelectionInvalid }),
      ).transform((value) => value ?? null),
      edgeProfile: optionalText().transform((value) => value ?? null),
      areaExtras: z.array(areaExtra).max(MAX_AREA_EXTRAS, MESSAGES.tooManyAreaExtras).default([]),
      multiplier: optionalField(
        decimalField({
          required: MESSAGES.multiplierInvalid,
          notNumber: MESSAGES.multiplierInvalid,
          positive: MESSAGES.multiplierInvalid,
          maxLength: MAX_LENGTH.multiplier,
          max: { value: { m: MAX_MULTIPLIER, k: 0 }, message: MESSAGES.multiplierTooLarge },
        }),
      ).transform((value) => value ?? "1"),
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
      { when: () => true },
    );
}

export const ZPieceLine = pieceLineSchema("inch");
export type TPieceLine = z.infer<typeof ZPieceLine>;
