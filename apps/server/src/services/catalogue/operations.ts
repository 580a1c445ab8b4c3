import {
  DEFAULT_OPERATIONS,
  type OperationRecord,
  type TOperationInput,
  type TUpdateOperationInput,
} from "@kerf/core";
import type { Db, Operations } from "@kerf/db";
import type { Selectable } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import {
  deleteCatalogueRow,
  insertCatalogueRow,
  listCatalogueRows,
  updateCatalogueRow,
} from "./catalogue-rows";

// The company's operations (issue 29 point 1): holes and cut-outs priced per count from their bands.

function toRecord({ companyId, createdAt, updatedAt, ...row }: Selectable<Operations>): OperationRecord {
  return {
    _id: row.id,
    ...row,
    label: row.name,
    value: row.name,
  };
}

const duplicate = (name: string) =>
  new AppError("CONFLICT", `An operation named "${name}" already exists`, {
    name: `An operation named "${name}" already exists`,
  });

function columns({ id, ...fields }: TOperationInput & { id?: string }) {
  return { ...fields, bands: JSON.stringify(fields.bands) };
}

export async function listOperations(db: Db, session: SessionInfo): Promise<OperationRecord[]> {
  return (await listCatalogueRows(db, session, "operations")).map(toRecord);
}

export async function createOperation(
  db: Db,
  session: SessionInfo,
  input: TOperationInput,
): Promise<OperationRecord> {
  const taken = () => duplicate(input.name);
  return toRecord(await insertCatalogueRow(db, session, "operations", columns(input), taken));
}

export async function updateOperation(
  db: Db,
  session: SessionInfo,
  input: TUpdateOperationInput,
): Promise<OperationRecord[]> {
  const taken = () => duplicate(input.name);
  await updateCatalogueRow(db, session, "operations", input.id, "Operation", columns(input), taken);
  return listOperations(db, session);
}

export async function deleteOperation(db: Db, session: SessionInfo, id: string): Promise<OperationRecord[]> {
  await deleteCatalogueRow(db, session, "operations", id, "Operation");
  return listOperations(db, session);
}

/** A new company's catalogue: the usual operations, one band each at rate 0 for the shop to price. */
export async function createDefaultOperations(db: Db, companyId: string): Promise<void> {
  const band = JSON.stringify([{ sizeUpTo: null, thicknessUpTo: null, rate: "0.00" }]);
  const now = Date.now();
  await db
    .insertInto("operations")
    .values(
      // A millisecond apart, so the list keeps the catalogue's order.
      DEFAULT_OPERATIONS.map((o, i) => ({
        companyId,
        name: o.name,
        isHole: o.isHole,
        bands: band,
        createdAt: new Date(now + i),
      })),
    )
    .execute();
}
