import { DEFAULT_GENERAL_SETTINGS, EDGE_SELECTIONS } from "@kerf/core";
import type { Db } from "@kerf/db";

/** A new company's general settings and 9 edge selections: the defaults of the spec. */
export async function createCompanyDefaults(db: Db, companyId: string): Promise<void> {
  const { commonSetting, pricingSettings, dateFormat } = DEFAULT_GENERAL_SETTINGS;
  await db
    .insertInto("general_settings")
    .values({
      company_id: companyId,
      common_setting: JSON.stringify(commonSetting),
      unit: pricingSettings.unit,
      rounding_step: String(pricingSettings.roundingStep),
      min_area_per_piece: String(pricingSettings.minAreaPerPiece),
      date_format: dateFormat,
    })
    .execute();
  await db
    .insertInto("edge_selections")
    .values(
      EDGE_SELECTIONS.map((s, position) => ({
        company_id: companyId,
        value: s.value,
        label: s.label,
        lengths: s.lengths,
        widths: s.widths,
        position,
      })),
    )
    .execute();
}
