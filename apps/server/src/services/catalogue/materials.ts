import {
  defaultHsnFor,
  type MaterialRecord,
  type TCreateMaterialInput,
  type TUpdateMaterialInput,
} from "@kerf/core";
import type { Db, Materials } from "@kerf/db";
import type { Selectable } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { MATERIAL_CATALOGUE, refuseIfInUse } from "./catalogue-in-use";
import {
  deleteCatalogueRow,
  insertCatalogueRow,
  listCatalogueRows,
  updateCatalogueRow,
} from "./catalogue-rows";

export type { MaterialRecord };

/** The row as the record names it, with the option's label and value the pickers read. */
function toRecord({ companyId, createdAt, updatedAt, ...row }: Selectable<Materials>): MaterialRecord {
  return { _id: row.id, ...row, label: row.materialName, value: row.materialName };
}

const duplicate = (name: string) =>
  new AppError("CONFLICT", `A material named "${name}" already exists`, {
    materialName: `A material named "${name}" already exists`,
  });

/** The input's fields are the columns (an edit's id aside); no HSN is stored as null. */
function columns({ id, ...fields }: TCreateMaterialInput & { id?: string }) {
  return { ...fields, hsnCode: fields.hsnCode ?? null };
}

/** A new material without an HSN gets the 6- or 8-digit code its name suggests (gst/hsn.ts), if any. */
function newColumns(input: TCreateMaterialInput) {
  return { ...columns(input), hsnCode: input.hsnCode ?? defaultHsnFor(input.materialName) };
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
  await deleteCatalogueRow(db, session, "materials", materialId, "Material");
  return listMaterials(db, session);
}
