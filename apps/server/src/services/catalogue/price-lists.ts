import {
  type PriceListInForce,
  type PriceListRecord,
  type TPriceListInput,
  type TPriceListOverrides,
  type TUpdatePriceListInput,
  todayInIndia,
  versionInForce,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { markOrderChanged } from "../orders/order-revisions";
import { assertRecordId, isRecordId, isUniqueViolation, notFound } from "../record-id";

// Price lists (issue 29 point 4): named lists of dated versions, each overriding some of the company's
// rates for the orders given the list. The company's settings are the default list: an order without one
// prices as before.

const NAME_KEY = "price_lists_company_name_key";

const duplicate = (name: string) =>
  new AppError("CONFLICT", `A price list named "${name}" already exists`, {
    name: `A price list named "${name}" already exists`,
  });

export const unknownPriceList = (name: string) =>
  new AppError("BAD_REQUEST", `No price list named "${name}"`, {
    priceList: `No price list named "${name}"`,
  });

type ListRow = { id: string; name: string };
type VersionRow = { priceListId: string; validFrom: string; overrides: unknown };

function versionsOf(rows: readonly VersionRow[], listId: string) {
  return rows
    .filter((v) => v.priceListId === listId)
    .map((v) => ({ validFrom: v.validFrom, overrides: v.overrides as TPriceListOverrides }))
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
}

function toRecord(list: ListRow, versions: readonly VersionRow[]): PriceListRecord {
  return {
    _id: list.id,
    id: list.id,
    name: list.name,
    versions: versionsOf(versions, list.id),
    label: list.name,
    value: list.name,
  };
}

async function versionRows(db: Db, listIds: readonly string[]): Promise<VersionRow[]> {
  if (listIds.length === 0) return [];
  return db
    .selectFrom("priceListVersions")
    .select(["priceListId", "validFrom", "overrides"])
    .where("priceListId", "in", listIds)
    .execute();
}

/** The company's lists with their versions, oldest list first, each's versions by validFrom. */
export async function listPriceLists(db: Db, session: SessionInfo): Promise<PriceListRecord[]> {
  const lists = await db
    .selectFrom("priceLists")
    .select(["id", "name"])
    .where("companyId", "=", session.companyId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  const versions = await versionRows(
    db,
    lists.map((l) => l.id),
  );
  return lists.map((list) => toRecord(list, versions));
}

/** What the audit trail keeps of a list: its name and its versions as sent (sorted). */
const auditFields = (input: Pick<TPriceListInput, "name" | "versions">) => ({
  name: input.name,
  versions: [...input.versions].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1)),
});

async function writeVersions(trx: Db, listId: string, versions: TPriceListInput["versions"]) {
  await trx.deleteFrom("priceListVersions").where("priceListId", "=", listId).execute();
  await trx
    .insertInto("priceListVersions")
    .values(
      versions.map((v) => ({
        priceListId: listId,
        validFrom: v.validFrom,
        overrides: JSON.stringify(v.overrides),
      })),
    )
    .execute();
}

async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw duplicate(name);
    throw error;
  }
}

export async function createPriceList(
  db: Db,
  session: SessionInfo,
  input: TPriceListInput,
): Promise<PriceListRecord> {
  const id = await uniqueName(input.name, () =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("priceLists")
        .values({ companyId: session.companyId, name: input.name })
        .returning("id")
        .executeTakeFirstOrThrow();
      await writeVersions(trx, row.id, input.versions);
      await recordAudit(trx, session, {
        kind: "priceList.created",
        entityId: row.id,
        after: auditFields(input),
      });
      return row.id;
    }),
  );
  return (await listPriceLists(db, session)).find((l) => l.id === id)!;
}

/** Rewrites a list's name and versions whole; answers the company's whole new list of lists. */
export async function updatePriceList(
  db: Db,
  session: SessionInfo,
  input: TUpdatePriceListInput,
): Promise<PriceListRecord[]> {
  const id = assertRecordId(input.id, "Price list");
  await uniqueName(input.name, () =>
    db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom("priceLists")
        .select(["id", "name"])
        .where("id", "=", id)
        .where("companyId", "=", session.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound("Price list");
      const old = toRecord(before, await versionRows(trx, [id]));
      await trx
        .updateTable("priceLists")
        .set({ name: input.name, updatedAt: new Date() })
        .where("id", "=", id)
        .execute();
      await writeVersions(trx, id, input.versions);
      const after = auditFields(input);
      const was = { name: old.name, versions: old.versions };
      // A save that changes nothing leaves no row.
      if (JSON.stringify(was) !== JSON.stringify(after)) {
        await recordAudit(trx, session, { kind: "priceList.changed", entityId: id, before: was, after });
      }
    }),
  );
  return listPriceLists(db, session);
}

/** Deletes a list: the orders given it price by the company's settings again (the column is set null). */
export async function deletePriceList(
  db: Db,
  session: SessionInfo,
  rawId: string,
): Promise<PriceListRecord[]> {
  const id = assertRecordId(rawId, "Price list");
  await db.transaction().execute(async (trx) => {
    const versions = await versionRows(trx, [id]);
    const row = await trx
      .deleteFrom("priceLists")
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .returning(["id", "name"])
      .executeTakeFirst();
    if (!row) throw notFound("Price list");
    const { name, versions: kept } = toRecord(row, versions);
    await recordAudit(trx, session, {
      kind: "priceList.deleted",
      entityId: id,
      before: { name, versions: kept },
    });
  });
  return listPriceLists(db, session);
}

/** One of the company's lists by its id or its name (any case); unknown: 404 for an id, 400 for a name. */
async function findList(db: Db, session: SessionInfo, choice: string): Promise<ListRow> {
  const row = await db
    .selectFrom("priceLists")
    .select(["id", "name"])
    .where("companyId", "=", session.companyId)
    .where((eb) =>
      isRecordId(choice) ? eb("id", "=", choice) : eb(sql<string>`lower(name)`, "=", choice.toLowerCase()),
    )
    .executeTakeFirst();
  if (row) return row;
  throw isRecordId(choice) ? notFound("Price list") : unknownPriceList(choice);
}

/**
 * Gives an order (its customer) a list by name or id, or none (null: the company's settings). Its next
 * figures are the list's: a revision already shown keeps its own, the change starts the next one.
 */
export async function setOrderPriceList(
  db: Db,
  session: SessionInfo,
  customerId: string,
  choice: string | null,
): Promise<{ _id: string; name: string } | null> {
  const id = assertRecordId(customerId, "Customer");
  const list = choice === null ? null : await findList(db, session, choice);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("customers")
      .select("priceListId")
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound("Customer");
    if (before.priceListId === (list?.id ?? null)) return;
    await trx
      .updateTable("customers")
      .set({ priceListId: list?.id ?? null })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .execute();
    await recordAudit(trx, session, {
      kind: "settings.changed",
      entityId: id,
      before: { customerPriceList: before.priceListId },
      after: { customerPriceList: list?.id ?? null },
    });
    await markOrderChanged(trx, session.companyId, id);
  });
  return list ? { _id: list.id, name: list.name } : null;
}

/** The order's date in India: its quotation header's date once saved, else the date it was made with. */
function orderDate(row: { date: Date; quoteHeader: { date?: string } | null }): string {
  return todayInIndia(row.quoteHeader?.date ? new Date(row.quoteHeader.date) : row.date);
}

/** What an order prices by: its customer's list, and that list's version in force on the order's date. */
export interface OrderPriceList {
  /** The list the order was given; null: the company's settings. */
  assigned: { _id: string; name: string } | null;
  /** The version in force on the order's date; null: none (no list, or none yet on that day). */
  inForce: PriceListInForce;
  overrides: TPriceListOverrides | null;
}

/**
 * The list and version an order prices by: its customer's list's version in force on the order's date.
 * No version yet on that day prices by the company's settings, as no list does.
 */
export async function orderPriceList(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<OrderPriceList> {
  const row = await db
    .selectFrom("customers")
    .innerJoin("priceLists", "priceLists.id", "customers.priceListId")
    .select(["priceLists.id", "priceLists.name", "customers.date", "customers.quoteHeader"])
    .where("customers.id", "=", customerId)
    .where("customers.companyId", "=", session.companyId)
    .where("priceLists.companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) return { assigned: null, inForce: null, overrides: null };
  const assigned = { _id: row.id, name: row.name };
  const version = versionInForce(versionsOf(await versionRows(db, [row.id]), row.id), orderDate(row));
  if (!version) return { assigned, inForce: null, overrides: null };
  return {
    assigned,
    inForce: { _id: row.id, name: row.name, validFrom: version.validFrom },
    overrides: version.overrides,
  };
}
