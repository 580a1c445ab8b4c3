import {
  type EdgeProfileRateInput,
  type EdgeSelectionOverride,
  type MaterialRateInput,
  type QuoteSettingsInput,
  quoteSettingsFrom,
  type TCommonSetting,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "./sessions";

/** Everything of a company's settings that a price depends on, read in one go, for `priceQuote`. */
export interface PricingContext {
  settings: QuoteSettingsInput & { unit: "inch" | "mm" };
  materials: MaterialRateInput[];
  edgeProfiles: EdgeProfileRateInput[];
  edgeSelections: EdgeSelectionOverride[];
  supplierGstin: string;
}

export async function loadPricingContext(db: Db, session: SessionInfo): Promise<PricingContext> {
  const company = session.companyId;
  const [general, materials, edgeProfiles, edgeSelections, supplier] = await Promise.all([
    db.selectFrom("general_settings").selectAll().where("company_id", "=", company).executeTakeFirstOrThrow(),
    db
      .selectFrom("materials")
      .select(["material_name", "material_rate", "cutting_rate", "material_gst", "material_wastage"])
      .where("company_id", "=", company)
      .execute(),
    db.selectFrom("edge_profiles").select(["name", "rate"]).where("company_id", "=", company).execute(),
    db
      .selectFrom("edge_selections")
      .select(["value", "lengths", "widths"])
      .where("company_id", "=", company)
      .execute(),
    db.selectFrom("companies").select("gst_no").where("id", "=", company).executeTakeFirstOrThrow(),
  ]);
  const settings = quoteSettingsFrom({
    commonSetting: general.common_setting as TCommonSetting,
    pricingSettings: {
      unit: general.unit,
      roundingStep: general.rounding_step,
      minAreaPerPiece: general.min_area_per_piece,
    },
    dateFormat: general.date_format,
  });
  return {
    settings: { ...settings, unit: general.unit },
    materials: materials.map((m) => ({
      materialName: m.material_name,
      materialRate: m.material_rate,
      cuttingRate: m.cutting_rate,
      materialGst: m.material_gst,
      materialWastage: m.material_wastage,
    })),
    edgeProfiles: edgeProfiles.map((p) => ({ edgeProfileName: p.name, edgeProfileRate: p.rate })),
    edgeSelections: edgeSelections.map((s) => ({ value: s.value, lengths: s.lengths, widths: s.widths })),
    supplierGstin: supplier.gst_no,
  };
}
