import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import {
  amountField,
  cappedString,
  isoDateField,
  minAreaField,
  optionalField,
  requiredText,
  roundingStepField,
} from "../schemas/fields";
import { refusedWith, takes } from "../schemas/takes";
import { ZCustomerTerms, ZCustomerTermsInput } from "./credit-terms";
import { ZOperationInput } from "./operation";
import { decimalText, ids, money } from "./record-fields";

// Price lists (issue 29 point 4): named lists whose dated versions override, for the customers given
// them, some of the company's rates and its rounding step and minimum area. The company's own settings
// are the default list.

export const MAX_PRICE_LIST_VERSIONS = 20;
/** Rows of one kind (materials, edge profiles, operations, items) in one version. */
export const MAX_OVERRIDE_ROWS = 200;

export const PRICE_LIST_MESSAGES = {
  nameRequired: "Price list name is Required",
  versionsRequired: "At least one version",
  tooManyVersions: `At most ${MAX_PRICE_LIST_VERSIONS} versions`,
  sameValidFrom: "Two versions from the same day",
  tooManyRows: `At most ${MAX_OVERRIDE_ROWS} rows`,
  materialRequired: "Material is Required",
  edgeProfileRequired: "Edge profile is Required",
  operationRequired: "Operation is Required",
  itemRequired: "Item is Required",
  rateRequired: "Rate is Required",
  sameRow: "Named twice in this version",
  priceListInvalid: "priceList must be a price list's name or id, or null",
} as const;
const M = PRICE_LIST_MESSAGES;

/** A list of override rows, each naming its catalogue row once (in any case). */
function rows<T extends z.ZodType>(row: T, key: string) {
  const list = z
    .array(row)
    .max(MAX_OVERRIDE_ROWS, M.tooManyRows)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((r, i) => {
        const name = String((r as Record<string, unknown>)[key])
          .trim()
          .toLowerCase();
        if (seen.has(name)) ctx.addIssue({ code: "custom", path: [i, key], message: M.sameRow });
        seen.add(name);
      });
    });
  return takes(list, {
    "x-unique-by": key,
    description: refusedWith({ "x-unique-by": M.sameRow }),
  }).optional();
}

/** A material's rate and/or cutting rate; a row with neither changes nothing. */
const ZMaterialOverride = z.object({
  /** The material's name, as a line's materialType names it. */
  materialType: requiredText(M.materialRequired),
  rate: optionalField(amountField({ required: M.rateRequired })),
  cuttingRate: optionalField(amountField({ required: M.rateRequired })),
});

const ZEdgeProfileOverride = z.object({
  edgeProfileName: requiredText(M.edgeProfileRequired),
  rate: amountField({ required: M.rateRequired }),
});

const ZOperationOverride = z.object({
  name: requiredText(M.operationRequired),
  /** The operation's whole band table for this list, as the catalogue's operation takes it. */
  bands: ZOperationInput.shape.bands,
});

const ZItemOverride = z.object({
  name: requiredText(M.itemRequired),
  rate: amountField({ required: M.rateRequired }),
});

/** What a version changes; anything left out prices as the company's settings do. */
export const ZPriceListOverrides = z.object({
  materials: rows(ZMaterialOverride, "materialType"),
  edgeProfiles: rows(ZEdgeProfileOverride, "edgeProfileName"),
  operations: rows(ZOperationOverride, "name"),
  items: rows(ZItemOverride, "name"),
  roundingStep: optionalField(roundingStepField()),
  minimumArea: optionalField(minAreaField()),
});
export type TPriceListOverrides = z.output<typeof ZPriceListOverrides>;

const ZPriceListVersionInput = z.object({
  validFrom: isoDateField().describe("The day this version is in force from (YYYY-MM-DD)"),
  overrides: ZPriceListOverrides.default({}),
});

const priceListFields = {
  name: requiredText(M.nameRequired),
  versions: takes(
    z
      .array(ZPriceListVersionInput, { error: M.versionsRequired })
      .min(1, M.versionsRequired)
      .max(MAX_PRICE_LIST_VERSIONS, M.tooManyVersions)
      .superRefine((versions, ctx) => {
        const seen = new Set<string>();
        versions.forEach((v, i) => {
          if (seen.has(v.validFrom)) {
            ctx.addIssue({ code: "custom", path: [i, "validFrom"], message: M.sameValidFrom });
          }
          seen.add(v.validFrom);
        });
      }),
    { "x-unique-by": "validFrom", description: refusedWith({ "x-unique-by": M.sameValidFrom }) },
  ),
};

export const ZPriceListInput = z.object(priceListFields);
export type TPriceListInput = z.infer<typeof ZPriceListInput>;

export const ZUpdatePriceListInput = z.object({
  ...priceListFields,
  id: cappedString(MAX_LENGTH.id, MESSAGES.idRequired).trim().min(1, MESSAGES.idRequired),
});
export type TUpdatePriceListInput = z.infer<typeof ZUpdatePriceListInput>;

const ZOverridesRecord = z.strictObject({
  materials: z
    .array(
      z.strictObject({
        materialType: z.string(),
        rate: money().optional(),
        cuttingRate: money().optional(),
      }),
    )
    .optional(),
  edgeProfiles: z.array(z.strictObject({ edgeProfileName: z.string(), rate: money() })).optional(),
  operations: z
    .array(
      z.strictObject({
        name: z.string(),
        bands: z.array(
          z.strictObject({
            sizeUpTo: z.string().nullable(),
            thicknessUpTo: z.string().nullable(),
            rate: money(),
          }),
        ),
      }),
    )
    .optional(),
  items: z.array(z.strictObject({ name: z.string(), rate: money() })).optional(),
  roundingStep: decimalText().optional(),
  minimumArea: decimalText().optional(),
});

export const ZPriceListVersionRecord = z.strictObject({
  validFrom: z.iso.date(),
  overrides: ZOverridesRecord,
});
export type PriceListVersionRecord = z.output<typeof ZPriceListVersionRecord>;

export const ZPriceListRecord = z.strictObject({
  ...ids,
  name: z.string(),
  /** Oldest first. */
  versions: z.array(ZPriceListVersionRecord),
  label: z.string(),
  value: z.string(),
});
export type PriceListRecord = z.output<typeof ZPriceListRecord>;

/** Which list and version priced an order: null for the company's settings (the default list). */
export const ZPriceListInForce = z
  .strictObject({ _id: z.uuid(), name: z.string(), validFrom: z.iso.date() })
  .nullable();
export type PriceListInForce = z.output<typeof ZPriceListInForce>;

/** A customer's list, by its name or id; null: the company's settings. */
export const ZPriceListChoice = z
  .string({ error: M.priceListInvalid })
  .max(MAX_LENGTH.name, M.priceListInvalid)
  .trim()
  .min(1, M.priceListInvalid)
  .nullable();

/** PATCH /api/draft: a customer's credit terms (issue 31) and its price list, each optional. */
export const ZDraftPatchInput = ZCustomerTermsInput.extend({
  priceList: ZPriceListChoice.optional().describe(
    "The customer's price list by its name (any case) or id; null: the company's settings (the default list)",
  ),
});
export type TDraftPatchInput = z.output<typeof ZDraftPatchInput>;

export const NOTHING_TO_PATCH = "Send creditDays, reminders or priceList";

export const ZAssignedPriceList = z.strictObject({ _id: z.uuid(), name: z.string() }).nullable();

export const ZDraftPatchAnswer = ZCustomerTerms.extend({ priceList: ZAssignedPriceList });
export type DraftPatchAnswer = z.output<typeof ZDraftPatchAnswer>;
