import { DEFAULT_GENERAL_SETTINGS, EDGE_SELECTIONS, type GeneralSettings } from "@kerf/core";
import type { Db } from "@kerf/db";
import { createDefaultOperations } from "../catalogue/operations";

/**
 * The general settings a company starts with (and gets back when it restores the defaults): the spec's,
 * except that a company with a GSTIN charges GST on cutting, as cutting charged with the goods is part
 * of their value (CGST Act sec. 15(2)(c); product.md records this departure from the legacy default).
 */
export function defaultSettingsOf(registered: boolean): GeneralSettings {
  const defaults = DEFAULT_GENERAL_SETTINGS;
  return { ...defaults, commonSetting: { ...defaults.commonSetting, gstOnCuttingRate: registered } };
}

/** The company's GSTIN ("" when it signed up without one): what its tax follows. */
export async function companyGstin(db: Db, companyId: string): Promise<string> {
  const company = await db
    .selectFrom("companies")
    .select("gstNo")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  return company.gstNo;
}

/** A new company's general settings, 9 edge selections and its operations catalogue. */
export async function createCompanyDefaults(db: Db, companyId: string, registered: boolean): Promise<void> {
  const { commonSetting, pricingSettings, dateFormat } = defaultSettingsOf(registered);
  await db
    .insertInto("generalSettings")
    .values({
      companyId,
      commonSetting: JSON.stringify(commonSetting),
      unit: pricingSettings.unit,
      roundingStep: String(pricingSettings.roundingStep),
      minAreaPerPiece: String(pricingSettings.minAreaPerPiece),
      dateFormat,
    })
    .execute();
  await db
    .insertInto("edgeSelections")
    .values(
      EDGE_SELECTIONS.map((s, position) => ({
        companyId,
        value: s.value,
        label: s.label,
        lengths: s.lengths,
        widths: s.widths,
        position,
      })),
    )
    .execute();
  await createDefaultOperations(db, companyId);
}
