import { z } from "zod";
import { gstRateField } from "../gst/rate-master";
import { MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import { ITEM_UNITS } from "../pricing-types";
import { amountField, cappedString, optionalField, requiredText } from "../schemas/fields";
import { takes } from "../schemas/takes";
import { ids, money } from "./record-fields";

export const ITEM_MESSAGES_FORM = {
  nameRequired: "Item name is Required",
  unitInvalid: `Unit must be one of ${ITEM_UNITS.join(", ")}`,
  rateRequired: "Rate is Required",
  gstRequired: "GST % is Required",
  codeInvalid: "HSN code must be 4, 6 or 8 digits; a SAC 6 digits from 99",
  sacForService: "A service takes a SAC: 6 digits starting 99 (e.g. 996511 road transport)",
  hsnForGoods: "Goods take an HSN code; 99... is a SAC, for services",
} as const;

const M = ITEM_MESSAGES_FORM;

const itemFields = {
  name: requiredText(M.nameRequired),
  unit: z.enum(ITEM_UNITS, { error: M.unitInvalid }),
  rate: amountField({ required: M.rateRequired }),
  // CGST Act sec. 9 rates as the e-invoice master lists them (gst/rate-master.ts), as for materials.
  gstRate: gstRateField(M.gstRequired),
  /** HSN of goods (4, 6 or 8 digits, CGST Rules rule 46 and notification 78/2020-CT) or SAC of a service. */
  hsnCode: optionalField(
    z
      .string()
      .max(MAX_LENGTH.hsn, M.codeInvalid)
      .trim()
      .regex(/^(?:\d{4}|\d{6}|\d{8})$/, M.codeInvalid),
  ),
  isService: z.boolean({ error: "isService must be true or false" }).default(false),
};

/**
 * Services are classified under chapter 99 of the scheme (the SAC, notification 11/2017-CT(Rate) annexure);
 * goods under chapters 1-98. So a service's code starts 99 and a good's never does.
 */
function codeMatchesKind(item: { hsnCode?: string | undefined; isService: boolean }, ctx: z.RefinementCtx) {
  if (!item.hsnCode) return;
  const sac = item.hsnCode.startsWith("99");
  if (item.isService && !(sac && item.hsnCode.length === 6)) {
    ctx.addIssue({ code: "custom", path: ["hsnCode"], message: M.sacForService });
  } else if (!item.isService && sac) {
    ctx.addIssue({ code: "custom", path: ["hsnCode"], message: M.hsnForGoods });
  }
}

const SERVICE = { properties: { isService: { const: true } }, required: ["isService"] };

/** The same rule in JSON Schema, for the REST document: a service's code is a SAC, a good's is not. */
function withKindRule<T extends z.ZodType>(schema: T): T {
  return takes(schema, (derived) => ({
    ...derived,
    allOf: [
      {
        if: { ...SERVICE, required: ["isService", "hsnCode"] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a promise.
        then: {
          properties: {
            hsnCode: { anyOf: [{ type: "string", pattern: "^\\s*(?:99\\d{4})?\\s*$" }, { type: "null" }] },
          },
        },
      },
      {
        if: { not: SERVICE, required: ["hsnCode"] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a promise.
        then: { properties: { hsnCode: { not: { type: "string", pattern: "^\\s*99" } } } },
      },
    ],
    "x-item-code": `${M.sacForService}. ${M.hsnForGoods}.`,
  }));
}

export const ZItemInput = withKindRule(z.object(itemFields).superRefine(codeMatchesKind));
export type TItemInput = z.infer<typeof ZItemInput>;

export const ZUpdateItemInput = withKindRule(
  z
    .object({
      ...itemFields,
      id: cappedString(MAX_LENGTH.id, MESSAGES.idRequired).trim().min(1, MESSAGES.idRequired),
    })
    .superRefine(codeMatchesKind),
);
export type TUpdateItemInput = z.infer<typeof ZUpdateItemInput>;

export const ZItemRecord = z.strictObject({
  ...ids,
  name: z.string(),
  unit: z.enum(ITEM_UNITS),
  rate: money(),
  gstRate: money(),
  hsnCode: z.string().nullable(),
  isService: z.boolean(),
  /** Pickers select items by name, as they do materials. */
  label: z.string(),
  value: z.string(),
});
export type ItemRecord = z.output<typeof ZItemRecord>;
