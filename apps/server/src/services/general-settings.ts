import type { GeneralSettingsRecord, TCommonSetting, TGeneralSettings } from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../errors";
import { companyGstin, defaultSettingsOf } from "./company-defaults";
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

const UNIT_NAMES = { inch: "inches", mm: "millimetres" } as const;

export function unitChangeMessage(orders: number, from: "inch" | "mm", to: "inch" | "mm"): string {
  const some = orders === 1 ? "1 open order has its sizes" : `${orders} open orders have their sizes`;
  return `${some} typed in ${UNIT_NAMES[from]}: switching to ${UNIT_NAMES[to]} reads them as ${UNIT_NAMES[to]} and reprices them. To switch anyway, send "confirmUnitChange": true.`;
}

/**
 * Switching inches and millimetres re-reads every open order's typed sizes in the new unit: refused
 * with 409 (how many orders it would change) unless the caller confirms it. Issued invoices are
 * snapshots and never change.
 */
async function guardUnitChange(db: Db, session: SessionInfo, input: TGeneralSettings) {
  if (input.confirmUnitChange) return;
  const current = await db
    .selectFrom("general_settings")
    .select("unit")
    .where("company_id", "=", session.companyId)
    .executeTakeFirstOrThrow();
  const to = input.pricingSettings.unit;
  if (current.unit === to) return;
  const { orders } = await db
    .selectFrom("draft_lines")
    .select((eb) => eb.fn.count<string>("customer_id").distinct().as("orders"))
    .where("company_id", "=", session.companyId)
    .executeTakeFirstOrThrow();
  const count = Number(orders);
  if (count > 0) {
    throw new AppError("CONFLICT", unitChangeMessage(count, current.unit, to), {
      confirmUnitChange: String(count),
    });
  }
}

/** Saved as a whole (docs/spec/portal-spec.md section 4). */
export async function saveGeneralSettings(
  db: Db,
  session: SessionInfo,
  input: TGeneralSettings,
): Promise<GeneralSettingsRecord> {
  await guardUnitChange(db, session, input);
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

export async function resetGeneralSettings(db: Db, session: SessionInfo): Promise<GeneralSettingsRecord> {
  const registered = (await companyGstin(db, session.companyId)) !== "";
  // Restoring the defaults is asked on the web first, and may switch the unit back to inches.
  return saveGeneralSettings(db, session, {
    ...(defaultSettingsOf(registered) as TGeneralSettings),
    confirmUnitChange: true,
  });
}
