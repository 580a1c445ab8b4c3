import type { Database, Db } from "@kerf/db";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { AppError } from "../../errors";
import { changedFields, recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, isUniqueViolation, notFound } from "../record-id";

// Materials, edge profiles, items and operations are one catalogue pattern: a company's named rows, a name once per company.

type CatalogueTable = "materials" | "edgeProfiles" | "items" | "operations";
type Values<T extends CatalogueTable> = Omit<Insertable<Database[T]>, "companyId">;

const NAME_KEY: Record<CatalogueTable, string> = {
  materials: "materials_company_name_key",
  edgeProfiles: "edge_profiles_company_name_key",
  items: "items_company_name_key",
  operations: "operations_company_name_key",
};

/** What a row is called in the audit trail's kinds: material.changed, edgeProfile.created. */
const AUDIT_NAME = {
  materials: "material",
  edgeProfiles: "edgeProfile",
  items: "item",
  operations: "operation",
} as const;

/** What the audit trail keeps of a row: its fields (rates, GST, wastage), not its keys nor its times. */
function auditFields(row: Record<string, unknown>): Record<string, unknown> {
  const { id, companyId, createdAt, updatedAt, ...fields } = row;
  return fields;
}

/** Runs `write`; a row of a name the company already has is `taken()` (a 409 under the name's field). */
async function uniqueName<T>(
  table: CatalogueTable,
  write: () => Promise<T>,
  taken: () => AppError,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY[table])) throw taken();
    throw error;
  }
}

/** The company's rows, oldest first (the order they were added in). */
export function listCatalogueRows<T extends CatalogueTable>(
  db: Db,
  session: SessionInfo,
  table: T,
): Promise<Selectable<Database[T]>[]> {
  // Kysely cannot follow a table named by a type parameter: the query is the same for both tables.
  return db
    .selectFrom(table as CatalogueTable)
    .selectAll()
    .where("companyId", "=", session.companyId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute() as Promise<Selectable<Database[T]>[]>;
}

/** Adds a row to the company's catalogue. */
export function insertCatalogueRow<T extends CatalogueTable>(
  db: Db,
  session: SessionInfo,
  table: T,
  values: Values<T>,
  taken: () => AppError,
): Promise<Selectable<Database[T]>> {
  return uniqueName(
    table,
    () =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto(table as CatalogueTable)
          .values({ companyId: session.companyId, ...values } as Insertable<Database[CatalogueTable]>)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, session, {
          kind: `${AUDIT_NAME[table]}.created`,
          entityId: row.id,
          after: auditFields(row),
        });
        return row as Selectable<Database[T]>;
      }),
    taken,
  );
}

/** Rewrites one of the company's rows by id: another company's, or none, is "<what> not found". */
export async function updateCatalogueRow<T extends CatalogueTable>(
  db: Db,
  session: SessionInfo,
  table: T,
  rawId: string | undefined,
  what: string,
  values: Values<T>,
  taken: () => AppError,
): Promise<void> {
  const id = assertRecordId(rawId, what);
  await uniqueName(
    table,
    () =>
      db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom(table as CatalogueTable)
          .selectAll()
          .where("id", "=", id)
          .where("companyId", "=", session.companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound(what);
        const after = await trx
          .updateTable(table as CatalogueTable)
          .set({ ...values, updatedAt: new Date() } as Updateable<Database[CatalogueTable]>)
          .where("id", "=", id)
          .where("companyId", "=", session.companyId)
          .returningAll()
          .executeTakeFirstOrThrow();
        // A save that changes nothing leaves no row.
        const changed = changedFields(auditFields(before), auditFields(after));
        if (changed) {
          await recordAudit(trx, session, { kind: `${AUDIT_NAME[table]}.changed`, entityId: id, ...changed });
        }
      }),
    taken,
  );
}

/** Deletes one of the company's rows by id, recording what it was: another company's, or none, is "<what> not found". */
export async function deleteCatalogueRow(
  db: Db,
  session: SessionInfo,
  table: CatalogueTable,
  rawId: string,
  what: string,
): Promise<void> {
  const id = assertRecordId(rawId, what);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom(table)
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(what);
    await recordAudit(trx, session, {
      kind: `${AUDIT_NAME[table]}.deleted`,
      entityId: id,
      before: auditFields(row),
    });
  });
}
