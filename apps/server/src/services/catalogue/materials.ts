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
  return {
    _id: row.id,
    ...row,
    thicknessMm: row.thicknessMm === null ? null : plainMm(row.thicknessMm),
    label: row.materialName,
    value: row.materialName,
  };
}

/** "8.00" -> "8", "5.50" -> "5.5": the thickness as a clerk writes it, as the tempering warnings say it. */
function plainMm(stored: string): string {
  return stored.includes(".") ? stored.replace(/0+$/, "").replace(/\.$/, "") : stored;
}

const duplicate = (name: string) =>
  new AppError("CONFLICT", `A material named "${name}" already exists`, {
    materialName: `A material named "${name}" already exists`,
  });

/**
 * The input's fields are the columns (an edit's id aside); no HSN is stored as null. The legacy client
 * sends neither toughened nor thickness, so an edit without them keeps both as stored; one that says
 * toughened (the settings form always does) sets the thickness too, blank clearing it.
 */
function columns({ id, toughened, thicknessMm, ...fields }: TCreateMaterialInput & { id?: string }) {
  return {
    ...fields,
    hsnCode: fields.hsnCode ?? null,
    ...(toughened !== undefined ? { toughened, thicknessMm: thicknessMm ?? null } : {}),
    ...(toughened === undefined && thicknessMm !== undefined ? { thicknessMm } : {}),
  };
}

/** A new material without an HSN gets the 6- or 8-digit code its name suggests (gst/hsn.ts), if any. */
function newColumns(input: TCreateMaterialInput) {
  return {
    ...columns(input),
    toughened: input.toughened ?? false,
    thicknessMm: input.thicknessMm ?? null,
    hsnCode: input.hsnCode ?? defaultHsnFor(input.materialName),
  };
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
