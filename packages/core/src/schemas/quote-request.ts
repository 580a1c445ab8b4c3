import { z } from "zod";
import { EDGE_SELECTION_VALUES } from "../edge-selections";
import { ZQuoteTotals } from "../entities/order";
import { LINE_TEXT_FIELDS, ZPricedLine } from "../entities/order-line";
import { UNITS } from "../enums";
import { MAX_CATALOGUE_ITEMS } from "../limits";
import { MESSAGES } from "../messages";
import { MAX_DRAFT_LINES } from "../settings";
import {
  decimalField,
  minAreaField,
  optionalGstinField,
  rateField,
  requiredText,
  roundingStepField,
} from "./fields";

/** A percentage as a pricing request may give it: any decimals, 0 to 100. */
const percent = (required: string) =>
  decimalField({ required, max: { value: { m: 100, k: 0 }, message: MESSAGES.percentMax } });

/**
 * A quote to price against a company's saved settings, in the shape of a pricing-examples.json `input`.
 * Every part but `lines` may be left out; what is left out is the company's own (see `quotes.price`).
 */
export const ZQuoteRequest = z.object({
  settings: z
    .object({
      unit: z.enum(UNITS, { error: MESSAGES.unitInvalid }).optional(),
      roundingStep: roundingStepField().optional(),
      minAreaPerPiece: minAreaField().optional(),
      cuttingRateType: z.enum(["sqFt", "runningFt"], { error: MESSAGES.cuttingRateTypeRequired }).optional(),
      gstOnCuttingRate: z.boolean().optional(),
      isAddExtraMaterialInRate: z.boolean().optional(),
    })
    .nullish(),
  materials: z
    .array(
      z.object({
        materialName: requiredText(MESSAGES.materialNameRequired),
        materialRate: rateField(MESSAGES.materialRateRequired),
        cuttingRate: rateField(MESSAGES.cuttingRateRequired),
        materialGst: percent(MESSAGES.materialGstRequired),
        materialWastage: percent(MESSAGES.materialWastageRequired),
      }),
    )
    .max(MAX_CATALOGUE_ITEMS, `At most ${MAX_CATALOGUE_ITEMS} materials`)
    .nullish(),
  edgeProfiles: z
    .array(
      z.object({
        edgeProfileName: requiredText(MESSAGES.edgeProfileNameRequired),
        edgeProfileRate: rateField(MESSAGES.rateRequired),
      }),
    )
    .max(MAX_CATALOGUE_ITEMS, `At most ${MAX_CATALOGUE_ITEMS} edge profiles`)
    .nullish(),
  edgeSelections: z
    .array(
      z.object({
        value: z.enum(EDGE_SELECTION_VALUES, { error: MESSAGES.edgeSelectionInvalid }),
        lengths: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
        widths: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
      }),
    )
    .max(EDGE_SELECTION_VALUES.length * 2, "Too many edge selections")
    .nullish(),
  /** Checked line by line as the order page checks them, in the unit the quote is priced in. */
  lines: z
    .array(z.record(z.string(), z.unknown()), { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(MAX_DRAFT_LINES, `At most ${MAX_DRAFT_LINES} lines`),
  supplierGstin: optionalGstinField(),
  recipientGstin: optionalGstinField(),
});
export type TQuoteRequest = z.input<typeof ZQuoteRequest>;

/** Where each part of a priced quote came from. */
const source = z.enum(["file", "company"]);

export const ZPricedQuoteAnswer = z.strictObject({
  unit: z.enum(UNITS),
  sources: z.strictObject({
    settings: z.enum(["file", "company", "both"]),
    materials: source,
    edgeProfiles: source,
    edgeSelections: source,
  }),
  lines: z.array(
    z.strictObject({
      n: z.number().int(),
      ...LINE_TEXT_FIELDS,
      ...ZPricedLine.shape,
    }),
  ),
  totals: ZQuoteTotals,
});
export type PricedQuoteAnswer = z.output<typeof ZPricedQuoteAnswer>;
