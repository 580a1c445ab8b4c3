import type { ItemRecord, TItemInput, TUpdateItemInput } from "@kerf/core";
import type { Db, Items } from "@kerf/db";
import type { Selectable } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import {
  deleteCatalogueRow,
  insertCatalogueRow,
  listCatalogueRows,
  updateCatalogueRow,
} from "./catalogue-rows";

// The company's items (issue 29 point 3): fittings, consumables and services priced by count, not area.

function toRecord({ companyId, createdAt, updatedAt, ...row }: Selectable<Items>): ItemRecord {
  return {
    _id: row.id,
    ...row,
    label: row.name,
    value: row.name,
  };
}

const duplicate = (name: string) =>
  new AppError("CONFLICT", `An item named "${name}" already exists`, {
    name: `An item named "${name}" already exists`,
  });

function columns({ id, ...fields }: TItemInput & { id?: string }) {
  return { ...fields, hsnCode: fields.hsnCode ?? null };
}

export async function listItems(db: Db, session: SessionInfo): Promise<ItemRecord[]> {
  return (await listCatalogueRows(db, session, "items")).map(toRecord);
}

export async function createItem(db: Db, session: SessionInfo, input: TItemInput): Promise<ItemRecord> {
  return toRecord(
    await insertCatalogueRow(db, session, "items", columns(input), () => duplicate(input.name)),
  );
}

/** Answers the company's whole new list, as the other catalogues do after an edit. */
export async function updateItem(
  db: Db,
  session: SessionInfo,
  input: TUpdateItemInput,
): Promise<ItemRecord[]> {
  const taken = () => duplicate(input.name);
  await updateCatalogueRow(db, session, "items", input.id, "Item", columns(input), taken);
  return listItems(db, session);
}

export async function deleteItem(db: Db, session: SessionInfo, itemId: string): Promise<ItemRecord[]> {
  await deleteCatalogueRow(db, session, "items", itemId, "Item");
  return listItems(db, session);
}
