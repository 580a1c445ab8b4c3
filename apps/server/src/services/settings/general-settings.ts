import type { GeneralSettingsRecord, TGeneralSettings, Unit } from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import { changedFields, recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { companyGstin, defaultSettingsOf } from "./company-defaults";

export type { GeneralSettingsRecord };

/** numeric(8,3) comes back as "1.000": show what the user typed, "1". */
const plain = (value: string) => (value.includes(".") ? value.replace(/\.?0+$/, "") : value);

export async function getGeneralSettings(db: Db, session: SessionInfo): Promise<GeneralSettingsRecord> {
  const row = await db
    .selectFrom("generalSettings")
    .selectAll()
    .where("companyId", "=", session.companyId)
    .executeTakeFirstOrThrow();
  return {
    commonSetting: row.commonSetting,
    pricingSettings: {
      unit: row.unit,
      roundingStep: plain(row.roundingStep),
      minAreaPerPiece: plain(row.minAreaPerPiece),
    },
    dateFormat: row.dateFormat,
    creditDays: row.creditDays,
  };
}

const UNIT_NAMES = { inch: "inches", mm: "millimetres" } as const;

export function unitChangeMessage(orders: number, from: Unit, to: Unit): string {
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
    .selectFrom("generalSettings")
    .select("unit")
    .where("companyId", "=", session.companyId)
    .executeTakeFirstOrThrow();
  const to = input.pricingSettings.unit;
  if (current.unit === to) return;
  const { orders } = await db
    .selectFrom("draftLines")
    .select((eb) => eb.fn.count<string>("customerId").distinct().as("orders"))
    .where("companyId", "=", session.companyId)
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
  await db.transaction().execute(async (trx) => {
    // The row is locked while read, so the trail's "before" is what this save replaced.
    await trx
      .selectFrom("generalSettings")
      .select("companyId")
      .where("companyId", "=", session.companyId)
      .forUpdate()
      .execute();
    const before = await getGeneralSettings(trx, session);
    await trx
      .updateTable("generalSettings")
      .set({
        commonSetting: JSON.stringify(input.commonSetting),
        unit: input.pricingSettings.unit,
        roundingStep: String(input.pricingSettings.roundingStep),
        minAreaPerPiece: String(input.pricingSettings.minAreaPerPiece),
        dateFormat: input.dateFormat,
        ...(input.creditDays !== undefined ? { creditDays: input.creditDays } : {}),
        updatedAt: new Date(),
      })
      .where("companyId", "=", session.companyId)
      .execute();
    const changed = changedFields(flatSettings(before), flatSettings(await getGeneralSettings(trx, session)));
    if (changed) await recordAudit(trx, session, { kind: "settings.changed", entityId: null, ...changed });
  });
  return getGeneralSettings(db, session);
}

/** The settings one level flat (commonSetting's and pricingSettings' fields by their own names), so the trail shows only what changed. */
function flatSettings(record: GeneralSettingsRecord): Record<string, unknown> {
  const { commonSetting, pricingSettings, ...rest } = record;
  return { ...(commonSetting as Record<string, unknown>), ...pricingSettings, ...rest };
}

export async function resetGeneralSettings(db: Db, session: SessionInfo): Promise<GeneralSettingsRecord> {
  const registered = (await companyGstin(db, session.companyId)) !== "";
  // Restoring the defaults is asked on the web first, and may switch the unit back to inches.
  return saveGeneralSettings(db, session, {
    ...(defaultSettingsOf(registered) as TGeneralSettings),
    confirmUnitChange: true,
  });
}
