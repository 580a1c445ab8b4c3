import {
  defaultHsnFor,
  type MaterialRecord,
  type TCreateMaterialInput,
  type TUpdateMaterialInput,
} from "@kerf/core";
import type { Db, MaterialsTable } from "@kerf/db";
import type { Selectable } from "kysely";
import { AppError } from "../errors";
import { MATERIAL_CATALOGUE, refuseIfInUse } from "./catalogue-in-use";
import { insertCatalogueRow, listCatalogueRows, updateCatalogueRow } from "./catalogue-rows";
import { deleteCompanyRow } from "./record-id";
import type { SessionInfo } from "./sessions";

export type { MaterialRecord };

function toRecord(row: Selectable<MaterialsTable>): MaterialRecord {
  return {
    _id: row.id,
    id: row.id,
    materialName: row.material_name,
    materialRate: row.material_rate,
    cuttingRate: row.cutting_rate,
    materialGst: row.material_gst,
    materialWastage: row.material_wastage,
    gstCharges: row.gst_charges,
    hsnCode: row.hsn_code,
    label: row.material_name,
    value: row.material_name,
  };
}

const duplicate = (name: string) =>
  new AppError("CONFLICT", `A material named "${name}" already exists`, {
    materialName: `A material named "${name}" already exists`,
  });

function columns(input: TCreateMaterialInput) {
  return {
    material_name: input.materialName,
    material_rate: input.materialRate,
    cutting_rate: input.cuttingRate,
    material_gst: input.materialGst,
    material_wastage: input.materialWastage,
    gst_charges: input.gstCharges,
    hsn_code: input.hsnCode ?? null,
  };
}

/** A new material without an HSN gets the 6- or 8-digit code its name suggests (gst/hsn.ts), if any. */
function newColumns(input: TCreateMaterialInput) {
  return { ...columns(input), hsn_code: input.hsnCode ?? defaultHsnFor(input.materialName) };
}

export async function listMaterials(db: Db, session: SessionInfo): Promise<MaterialRecord[]> {
  return (await listCatalogueRows(db, session, "materials")).map(toRecord);
}

export async function createMaterial(
  db: Db,
  session: SessionInfo,
  input: TCreateMaterialInput,
): Promise<MaterialRecord> {
  const taken = () => duplicate(input.materialName);
  return toRecord(await insertCatalogueRow(db, session, "materials", newColumns(input), taken));
}

/** Answers the company's whole new list, as the legacy client expects after an edit. */
export async function updateMaterial(
  db: Db,
  session: SessionInfo,
  input: TUpdateMaterialInput,
): Promise<MaterialRecord[]> {
  const taken = () => duplicate(input.materialName);
  await updateCatalogueRow(db, session, "materials", input.id, "Material", columns(input), taken);
  return listMaterials(db, session);
}

export async function deleteMaterial(
  db: Db,
  session: SessionInfo,
  materialId: string,
): Promise<MaterialRecord[]> {
  await refuseIfInUse(db, session, MATERIAL_CATALOGUE, materialId);
  await deleteCompanyRow(db, session, "materials", materialId, "Material");
  return listMaterials(db, session);
}
