import {
  DEFAULT_GENERAL_SETTINGS,
  type GeneralSettingsRecord,
  type TCommonSetting,
  type TGeneralSettings,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "./sessions";

export type { GeneralSettingsRecord };

/** numeric(8,3) comes back as "1.000": show what the user typed, "1". */
const plain = (value: string) => (value.includes(".") ? value.replace(/\.?0+$/, "") : value);

export async function getGeneralSettings(db: Db, session: SessionInfo): Promise<GeneralSettingsRecord> {
  const row = await db
    .selectFrom("general_settings")
    .selectAll()
    .where("company_id", "=", session.companyId)
    .executeTakeFirstOrThrow();
  return {
    commonSetting: row.common_setting as TCommonSetting,
    pricingSettings: {
      unit: row.unit,
      roundingStep: plain(row.rounding_step),
      minAreaPerPiece: plain(row.min_area_per_piece),
    },
    dateFormat: row.date_format,
  };
}

/** Saved as a whole (docs/spec/portal-spec.md section 4). */
export async function saveGeneralSettings(
  db: Db,
  session: SessionInfo,
  input: TGeneralSettings,
): Promise<GeneralSettingsRecord> {
  await db
    .updateTable("general_settings")
    .set({
      common_setting: JSON.stringify(input.commonSetting),
      unit: input.pricingSettings.unit,
      rounding_step: String(input.pricingSettings.roundingStep),
      min_area_per_piece: String(input.pricingSettings.minAreaPerPiece),
      date_format: input.dateFormat,
      updated_at: new Date(),
    })
    .where("company_id", "=", session.companyId)
    .execute();
  return getGeneralSettings(db, session);
}

export function resetGeneralSettings(db: Db, session: SessionInfo): Promise<GeneralSettingsRecord> {
  return saveGeneralSettings(db, session, DEFAULT_GENERAL_SETTINGS as TGeneralSettings);
}
