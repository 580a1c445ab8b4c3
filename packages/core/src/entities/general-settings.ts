import { z } from "zod";
import { DATE_FORMATS, UNITS } from "../enums";
import { MESSAGES } from "../messages";
import { minAreaField, roundingStepField } from "../schemas/fields";
import { DEFAULT_DATE_FORMAT, MEASUREMENT_UNIT_OPTIONS } from "../setting-options";
import { ZCreditDaysField } from "./credit-terms";
import { decimalText } from "./record-fields";

const [runningFt, sqFt] = MEASUREMENT_UNIT_OPTIONS;

const option = <O extends (typeof MEASUREMENT_UNIT_OPTIONS)[number]>(o: O) =>
  z.object({ id: z.literal(o.id), label: z.literal(o.label), value: z.literal(o.value) });

/** One of MEASUREMENT_UNIT_OPTIONS, exactly; anything else is ' Please select any one'. */
export const ZCuttingRateType = z.union([option(runningFt), option(sqFt)], {
  error: MESSAGES.cuttingRateTypeRequired,
});
export type TCuttingRateType = z.infer<typeof ZCuttingRateType>;

const flag = () => z.boolean().default(false);

export const ZCommonSetting = z.object({
  cuttingColumnHide: flag(),
  cuttingRateType: ZCuttingRateType,
  edgeProfileColumnHide: flag(),
  gstColumnHide: flag(),
  gstOnCuttingRate: flag(),
  materialColumnHide: flag(),
  materialListColumnHide: flag(),
  multiplierColumnHide: flag(),
  wastageColumnHide: flag(),
  isAddExtraMaterialInRate: flag(),
});
export type TCommonSetting = z.infer<typeof ZCommonSetting>;

export const ZPricingSettings = z.object({
  unit: z.enum(UNITS, { error: MESSAGES.unitInvalid }),
  roundingStep: roundingStepField(),
  minAreaPerPiece: minAreaField(),
});
export type TPricingSettings = z.infer<typeof ZPricingSettings>;

export const ZGeneralSettings = z.object({
  commonSetting: ZCommonSetting,
  pricingSettings: ZPricingSettings,
  dateFormat: z.enum(DATE_FORMATS, { error: MESSAGES.dateFormatInvalid }).default(DEFAULT_DATE_FORMAT),
  creditDays: ZCreditDaysField.optional().describe(
    "Days after the invoice date an invoice is due, for customers without their own (issue 31); left out: unchanged",
  ),
  confirmUnitChange: z
    .boolean()
    .optional()
    .describe("true: switch the unit though open orders have lines (else 409)"),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

/** The settings as answered: stored figures as decimal strings. */
export const ZGeneralSettingsRecord = z.strictObject({
  commonSetting: z.strictObject(ZCommonSetting.shape),
  pricingSettings: z.strictObject({
    unit: z.enum(UNITS),
    roundingStep: decimalText(),
    minAreaPerPiece: decimalText(),
  }),
  dateFormat: z.enum(DATE_FORMATS),
  /** The company's default credit days (0: due on the invoice date). */
  creditDays: z.number().int(),
});
export type GeneralSettingsRecord = z.output<typeof ZGeneralSettingsRecord>;
