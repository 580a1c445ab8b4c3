import { buildPricingContext, type PricingContext, type TCommonSetting } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "./sessions";

export type { PricingContext };

/** Reads what a company's prices depend on, in one go, and builds the context as the web app does. */
export async function loadPricingContext(db: Db, session: SessionInfo): Promise<PricingContext> {
  const company = session.companyId;
  const [general, materials, edgeProfiles, edgeSelections, supplier] = await Promise.all([
    db.selectFrom("general_settings").selectAll().where("company_id", "=", company).executeTakeFirstOrThrow(),
    db
      .selectFrom("materials")
      .select([
        "material_name as materialName",
        "material_rate as materialRate",
        "cutting_rate as cuttingRate",
        "material_gst as materialGst",
        "material_wastage as materialWastage",
      ])
      .where("company_id", "=", company)
      .execute(),
    db
      .selectFrom("edge_profiles")
      .select(["name as edgeProfileName", "rate as edgeProfileRate"])
      .where("company_id", "=", company)
      .execute(),
    db
      .selectFrom("edge_selections")
      .select(["value", "lengths", "widths"])
      .where("company_id", "=", company)
      .execute(),
    db.selectFrom("companies").select("gst_no").where("id", "=", company).executeTakeFirstOrThrow(),
  ]);
  return buildPricingContext({
    general: {
      commonSetting: general.common_setting as TCommonSetting,
      pricingSettings: {
        unit: general.unit,
        roundingStep: general.rounding_step,
        minAreaPerPiece: general.min_area_per_piece,
      },
    },
    materials,
    edgeProfiles,
    edgeSelections,
    supplierGstin: supplier.gst_no,
    registeredForGst: supplier.gst_no !== "",
  });
}
