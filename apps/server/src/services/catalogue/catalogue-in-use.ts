import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, notFound } from "../record-id";

type Catalogue = {
  table: "materials" | "edgeProfiles";
  nameColumn: "materialName" | "name";
  lineColumn: "materialType" | "edgeProfile";
  what: "Material" | "Edge profile";
};

export const MATERIAL_CATALOGUE: Catalogue = {
  table: "materials",
  nameColumn: "materialName",
  lineColumn: "materialType",
  what: "Material",
};
export const EDGE_PROFILE_CATALOGUE: Catalogue = {
  table: "edgeProfiles",
  nameColumn: "name",
  lineColumn: "edgeProfile",
  what: "Edge profile",
};

export function inUseMessage(what: Catalogue["what"], name: string, orders: number): string {
  const count = orders === 1 ? "1 open order" : `${orders} open orders`;
  return `${what} "${name}" is used by ${count}: change or clear those lines first, then delete it.`;
}

/**
 * A material or edge profile that lines of open orders still name is not deleted (those orders would no
 * longer price or print): 409 naming how many orders use it. Issued invoices are snapshots and never
 * hold it back.
 */
export async function refuseIfInUse(db: Db, session: SessionInfo, catalogue: Catalogue, id: string) {
  const rowId = assertRecordId(id, catalogue.what);
  const row = await db
    .selectFrom(catalogue.table)
    .select(sql<string>`${sql.ref(catalogue.nameColumn)}`.as("name"))
    .where("id", "=", rowId)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound(catalogue.what);
  const { orders } = await db
    .selectFrom("draftLines")
    .select((eb) => eb.fn.count<string>("customerId").distinct().as("orders"))
    .where("companyId", "=", session.companyId)
    .where(sql`lower(${sql.ref(catalogue.lineColumn)})`, "=", row.name.toLowerCase())
    .executeTakeFirstOrThrow();
  const count = Number(orders);
  if (count > 0) {
    throw new AppError("CONFLICT", inUseMessage(catalogue.what, row.name, count), { inUse: String(count) });
  }
}
