import { z } from "zod";
import { gstRateField } from "../gst/rate-master";
import { gstChargesFor } from "../gst-charges";
import { MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import {
  amountField,
  cappedString,
  decimalField,
  optionalField,
  percentField,
  requiredText,
  reshapes,
} from "../schemas/fields";
import { decimalText, ids, money } from "./record-fields";

export const MATERIAL_MESSAGES = {
  toughenedInvalid: "Toughened must be true or false",
  thicknessInvalid: "Thickness must be mm above 0 with at most 2 decimals, up to 100",
} as const;

const materialFields = {
  materialName: requiredText(MESSAGES.materialNameRequired),
  materialRate: amountField({ required: MESSAGES.materialRateRequired }),
  cuttingRate: amountField({ required: MESSAGES.cuttingRateRequired }),
  // CGST Act sec. 9 rates as the e-invoice master lists them (gst/rate-master.ts): nothing else is stored.
  materialGst: gstRateField(MESSAGES.materialGstRequired),
  materialWastage: percentField(MESSAGES.materialWastageRequired),
  hsnCode: optionalField(
    z
      .string()
      .max(MAX_LENGTH.hsn, MESSAGES.hsnInvalid)
      .trim()
      .regex(/^(?:\d{4}|\d{6}|\d{8})$/, MESSAGES.hsnInvalid),
  ),
  // Issue 29 point 2. Left out on an update (the legacy client knows neither): kept as stored.
  toughened: z.boolean({ error: MATERIAL_MESSAGES.toughenedInvalid }).optional(),
  thicknessMm: optionalField(
    decimalField({
      required: MATERIAL_MESSAGES.thicknessInvalid,
      notNumber: MATERIAL_MESSAGES.thicknessInvalid,
      positive: MATERIAL_MESSAGES.thicknessInvalid,
      decimals: { count: 2, message: MATERIAL_MESSAGES.thicknessInvalid },
      max: { value: { m: 100, k: 0 }, message: MATERIAL_MESSAGES.thicknessInvalid },
    }),
  ),
};

/** The Add/Edit Material Type dialog: the user sees gstCharges filled in, so it is required there. */
export const ZMaterialForm = z.object({
  ...materialFields,
  gstCharges: amountField({ required: MESSAGES.gstChargesRequired }),
});
export type TMaterialForm = z.infer<typeof ZMaterialForm>;

/** The server never trusts a sent gstCharges: it is recomputed from the rate and GST (docs/spec/pricing.md). */
function withGstCharges<T extends { materialRate: string; materialGst: string }>(material: T) {
  return { ...material, gstCharges: gstChargesFor(material.materialRate, material.materialGst) };
}

export const ZCreateMaterialInput = reshapes(z.object(materialFields).transform(withGstCharges));
export type TCreateMaterialInput = z.infer<typeof ZCreateMaterialInput>;

export const ZUpdateMaterialInput = reshapes(
  z
    .object({
      ...materialFields,
      id: cappedString(MAX_LENGTH.id, MESSAGES.idRequired).trim().min(1, MESSAGES.idRequired),
    })
    .transform(withGstCharges),
);
export type TUpdateMaterialInput = z.infer<typeof ZUpdateMaterialInput>;

export const ZMaterialRecord = z.strictObject({
  ...ids,
  materialName: z.string(),
  materialRate: money(),
  cuttingRate: money(),
  materialGst: money(),
  materialWastage: money(),
  /** Derived by the server from the rate and GST %: never taken from a client. */
  gstCharges: money(),
  hsnCode: z.string().nullable(),
  /** Thermally toughened glass: its holes are checked against the tempering rules (issue 29). */
  toughened: z.boolean(),
  /** The glass thickness in mm as decimal text without trailing zeros ("8", "5.5"); null: unknown. */
  thicknessMm: decimalText().nullable(),
  /** The legacy client selects materials by name: label and value are the name. */
  label: z.string(),
  value: z.string(),
});
export type MaterialRecord = z.output<typeof ZMaterialRecord>;
