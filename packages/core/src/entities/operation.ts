import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import {
  amountField,
  cappedString,
  decimalField,
  optionalField,
  requiredText,
  reshapes,
} from "../schemas/fields";
import { ids, money } from "./record-fields";

// Operations (issue 29 point 1): holes, cut-outs, notches, priced per count from size/thickness bands
// (docs/spec/pricing.md "Operations on a piece line").

export const OPERATION_FORM_MESSAGES = {
  nameRequired: "Operation name is Required",
  bandsRequired: "At least one band",
  tooManyBands: "At most 20 bands",
  rateRequired: "Rate is Required",
  sizeInvalid: "Size up to must be a number with at most 3 decimals, up to 10000",
  thicknessInvalid: "Thickness up to must be mm with at most 2 decimals, up to 100",
} as const;
const M = OPERATION_FORM_MESSAGES;

/** The catalogue every company starts with: each one band, any size and thickness, at 0 for the shop to price. */
export const DEFAULT_OPERATIONS: readonly { name: string; isHole: boolean }[] = [
  { name: "Hole", isHole: true },
  { name: "Countersunk hole", isHole: true },
  { name: "Socket", isHole: false },
  { name: "Hinge cut-out", isHole: false },
  { name: "Patch fitting", isHole: false },
  { name: "Sink cut-out", isHole: false },
  { name: "Hob cut-out", isHole: false },
  { name: "Notch", isHole: false },
  { name: "Corner radius", isHole: false },
];

const ZBand = z.object({
  /** In the company's unit (hole diameter or cut-out length); absent or null: any size. */
  sizeUpTo: optionalField(
    decimalField({
      required: M.sizeInvalid,
      decimals: { count: 3, message: M.sizeInvalid },
      max: { value: { m: 10000, k: 0 }, message: M.sizeInvalid },
    }),
  ),
  /** Glass thickness in mm; absent or null: any thickness. */
  thicknessUpTo: optionalField(
    decimalField({
      required: M.thicknessInvalid,
      decimals: { count: 2, message: M.thicknessInvalid },
      max: { value: { m: 100, k: 0 }, message: M.thicknessInvalid },
    }),
  ),
  rate: amountField({ required: M.rateRequired }),
});

const operationFields = {
  name: requiredText(M.nameRequired),
  isHole: z.boolean({ error: "isHole must be true or false" }).default(false),
  // Absent bounds are stored as null (no limit), so every band has the same three fields.
  bands: reshapes(
    z
      .array(ZBand, { error: M.bandsRequired })
      .min(1, M.bandsRequired)
      .max(20, M.tooManyBands)
      .transform((bands) =>
        bands.map((b) => ({
          sizeUpTo: b.sizeUpTo ?? null,
          thicknessUpTo: b.thicknessUpTo ?? null,
          rate: b.rate,
        })),
      ),
  ),
};

export const ZOperationInput = reshapes(z.object(operationFields));
export type TOperationInput = z.infer<typeof ZOperationInput>;

export const ZUpdateOperationInput = reshapes(
  z.object({
    ...operationFields,
    id: cappedString(MAX_LENGTH.id, MESSAGES.idRequired).trim().min(1, MESSAGES.idRequired),
  }),
);
export type TUpdateOperationInput = z.infer<typeof ZUpdateOperationInput>;

export const ZOperationBandRecord = z.strictObject({
  sizeUpTo: z.string().nullable(),
  thicknessUpTo: z.string().nullable(),
  rate: money(),
});

export type OperationBandRecord = z.output<typeof ZOperationBandRecord>;

export const ZOperationRecord = z.strictObject({
  ...ids,
  name: z.string(),
  isHole: z.boolean(),
  bands: z.array(ZOperationBandRecord),
  label: z.string(),
  value: z.string(),
});
export type OperationRecord = z.output<typeof ZOperationRecord>;
