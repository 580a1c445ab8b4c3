import type { z } from "zod";
import type { TCommonSetting, TGeneralSettings, ZPricingSettings } from "./entities/general-settings";
import { DATE_FORMATS, type DateFormat, type Unit } from "./enums";
import type { QuoteSettingsInput } from "./pricing-types";
import { DEFAULT_DATE_FORMAT } from "./setting-options";

// The options the settings' schemas also read live apart, so the schemas need not import this module.
export * from "./setting-options";

/** The order page's column switches and cutting options (docs/spec/portal-spec.md section 3). */
export type CommonSetting = TCommonSetting;

/** docs/spec/portal-spec.md section 3. */
export const DEFAULT_COMMON_SETTING: Readonly<CommonSetting> = {
  cuttingColumnHide: false,
  cuttingRateType: { id: 2, label: "Square Foot", value: "sqFt" },
  edgeProfileColumnHide: false,
  gstColumnHide: false,
  gstOnCuttingRate: false,
  materialColumnHide: false,
  materialListColumnHide: false,
  multiplierColumnHide: false,
  wastageColumnHide: false,
  isAddExtraMaterialInRate: false,
};

/** What ZPricingSettings takes: rounding step in inches (0 = none), minimum area in sq ft (0 = off), as numbers or decimal text. */
export type PricingSettings = z.input<typeof ZPricingSettings>;

/** docs/spec/pricing.md, general settings. */
export const DEFAULT_PRICING_SETTINGS: Readonly<PricingSettings> = {
  unit: "inch",
  roundingStep: 1,
  minAreaPerPiece: 0,
};

export const UNIT_OPTIONS: readonly { readonly label: string; readonly value: Unit }[] = [
  { label: "Inch", value: "inch" },
  { label: "Millimetre", value: "mm" },
];

export const MAX_DRAFT_LINES = 2000;

export const DATE_FORMAT_OPTIONS: readonly { readonly label: DateFormat; readonly value: DateFormat }[] =
  DATE_FORMATS.map((format) => ({ label: format, value: format }));

/** General settings as the code holds them: ZGeneralSettings' output, its figures as numbers or decimal text. */
export type GeneralSettings = Omit<TGeneralSettings, "pricingSettings"> & {
  pricingSettings: PricingSettings;
};

export const DEFAULT_GENERAL_SETTINGS: Readonly<GeneralSettings> = {
  commonSetting: DEFAULT_COMMON_SETTING,
  pricingSettings: DEFAULT_PRICING_SETTINGS,
  dateFormat: DEFAULT_DATE_FORMAT,
};

/** The settings priceQuote takes, from a company's general settings. */
export function quoteSettingsFrom(
  general: Pick<GeneralSettings, "commonSetting" | "pricingSettings">,
): QuoteSettingsInput {
  const { commonSetting, pricingSettings } = general;
  return {
    ...pricingSettings,
    cuttingRateType: commonSetting.cuttingRateType.value,
    gstOnCuttingRate: commonSetting.gstOnCuttingRate,
    isAddExtraMaterialInRate: commonSetting.isAddExtraMaterialInRate,
  };
}
