import {
  allows,
  defaultStock,
  formatStockLength,
  guessKind,
  MAX_REMNANTS,
  type MaterialStockRecord,
  type MaterialStockValues,
  type RemnantRecord,
  type RemnantValues,
  type StockSettings,
  type Unit,
} from "@kerf/core";
import type { Db, Remnants } from "@kerf/db";
import type { Selectable } from "kysely";
import type { z } from "zod";
import { AppError, parseInput } from "../../errors";
import type { Person, SessionInfo } from "../auth/sessions";
import { assertRecordId, notFound } from "../record-id";

// A material's stock (sheet sizes, kerf, trim, rotation, minimum remnant) and its remnants. Lengths
// are stored in micrometres and shown in the company's unit (see @kerf/core stock-lengths).

/** An input read in the company's unit, as typed by the settings page (REST's route reads its body so too). */
export async function readInUnit<S extends z.ZodType>(
  db: Db,
  session: SessionInfo,
  schemaOf: (unit: Unit) => S,
  input: unknown,
): Promise<z.output<S>> {
  return parseInput(schemaOf(await companyUnit(db, session)), input);
}

export async function companyUnit(db: Db, session: SessionInfo): Promise<Unit> {
  const row = await db
    .selectFrom("generalSettings")
    .select("unit")
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  return row?.unit ?? "inch";
}

async function ownMaterial(db: Db, session: SessionInfo, materialId: string) {
  const id = assertRecordId(materialId, "Material");
  const row = await db
    .selectFrom("materials")
    .select(["id", "materialName"])
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Material");
  return row;
}

export interface MaterialStock extends StockSettings {
  materialId: string;
  materialName: string;
  saved: boolean;
}

/** Every material's stock (the defaults of its kind where none is saved), keyed by material id. */
export async function loadStock(db: Db, session: SessionInfo, unit: Unit): Promise<MaterialStock[]> {
  const [materials, stock, sheets] = await Promise.all([
    db
      .selectFrom("materials")
      .select(["id", "materialName"])
      .where("companyId", "=", session.companyId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
    db.selectFrom("materialStock").selectAll().where("companyId", "=", session.companyId).execute(),
    db
      .selectFrom("stockSheets")
      .selectAll()
      .where("companyId", "=", session.companyId)
      .orderBy("position")
      .execute(),
  ]);
  const byMaterial = new Map(stock.map((s) => [s.materialId, s]));
  return materials.map((m) => {
    const saved = byMaterial.get(m.id);
    if (!saved) {
      return {
        materialId: m.id,
        materialName: m.materialName,
        saved: false,
        ...defaultStock(guessKind(m.materialName), unit),
      };
    }
    const { companyId, updatedAt, ...settings } = saved;
    return {
      ...settings,
      materialName: m.materialName,
      saved: true,
      sheets: sheets
        .filter((s) => s.materialId === m.id)
        .map(({ companyId, materialId, position, ...sheet }) => sheet),
    };
  });
}

export function toStockRecord(stock: MaterialStock, unit: Unit): MaterialStockRecord {
  const f = (um: number) => formatStockLength(um, unit);
  return {
    materialId: stock.materialId,
    materialName: stock.materialName,
    saved: stock.saved,
    unit,
    kind: stock.kind,
    kerf: f(stock.kerfUm),
    trim: f(stock.trimUm),
    rotate: stock.rotate,
    minRemnantWidth: f(stock.minRemnantWidthUm),
    minRemnantLength: f(stock.minRemnantLengthUm),
    sheets: stock.sheets.map((s) => ({
      id: s.id,
      width: f(s.widthUm),
      length: f(s.lengthUm),
      cost: s.cost,
      onHand: s.onHand,
    })),
  };
}

export async function listStock(db: Db, session: SessionInfo): Promise<MaterialStockRecord[]> {
  const unit = await companyUnit(db, session);
  return (await loadStock(db, session, unit)).map((s) => toStockRecord(s, unit));
}

export async function getStock(
  db: Db,
  session: SessionInfo,
  materialId: string,
): Promise<MaterialStockRecord> {
  const material = await ownMaterial(db, session, materialId);
  const unit = await companyUnit(db, session);
  const stock = (await loadStock(db, session, unit)).find((s) => s.materialId === material.id)!;
  return toStockRecord(stock, unit);
}

/**
 * Saves a material's stock whole: its settings and its list of sheet sizes (read in the company's unit).
 * A person who may not see prices (the Floor) never received the sheets' costs, so what they send says
 * nothing about cost: a sheet of a size already kept keeps its cost, a new size has none.
 */
export async function saveStock(
  db: Db,
  session: Person,
  values: MaterialStockValues,
): Promise<MaterialStockRecord> {
  const material = await ownMaterial(db, session, values.materialId);
  const seesPrices = allows(session.permissions, "prices.read");
  await db.transaction().execute(async (trx) => {
    const kept = seesPrices
      ? new Map<string, string | null>()
      : new Map(
          (
            await trx
              .selectFrom("stockSheets")
              .select(["widthUm", "lengthUm", "cost"])
              .where("materialId", "=", material.id)
              .forUpdate()
              .execute()
          ).map((s) => [`${s.widthUm}x${s.lengthUm}`, s.cost]),
        );
    const row = {
      companyId: session.companyId,
      kind: values.kind,
      kerfUm: values.kerf,
      trimUm: values.trim,
      rotate: values.rotate,
      minRemnantWidthUm: values.minRemnantWidth,
      minRemnantLengthUm: values.minRemnantLength,
      updatedAt: new Date(),
    };
    await trx
      .insertInto("materialStock")
      .values({ materialId: material.id, ...row })
      .onConflict((oc) => oc.column("materialId").doUpdateSet(row))
      .execute();
    await trx.deleteFrom("stockSheets").where("materialId", "=", material.id).execute();
    await trx
      .insertInto("stockSheets")
      .values(
        values.sheets.map((s, position) => ({
          companyId: session.companyId,
          materialId: material.id,
          position,
          widthUm: s.width,
          lengthUm: s.length,
          cost: seesPrices ? (s.cost ?? null) : (kept.get(`${s.width}x${s.length}`) ?? null),
          onHand: s.onHand ?? null,
        })),
      )
      .execute();
  });
  return getStock(db, session, material.id);
}

const REMNANT_COLUMNS = ["id", "materialId", "widthUm", "lengthUm", "customerId", "createdAt"] as const;

/** Lengths in the company's unit, and the order it was cut from as `fromOrder`. */
function toRemnantRecord(
  row: Pick<Selectable<Remnants>, (typeof REMNANT_COLUMNS)[number]>,
  unit: Unit,
): RemnantRecord {
  return {
    _id: row.id,
    id: row.id,
    materialId: row.materialId,
    width: formatStockLength(row.widthUm, unit),
    length: formatStockLength(row.lengthUm, unit),
    fromOrder: row.customerId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadRemnants(db: Db, session: SessionInfo, materialId?: string) {
  let query = db.selectFrom("remnants").select(REMNANT_COLUMNS).where("companyId", "=", session.companyId);
  if (materialId) query = query.where("materialId", "=", materialId);
  return query.orderBy("createdAt").orderBy("id").execute();
}

export async function listRemnants(
  db: Db,
  session: SessionInfo,
  materialId: string,
): Promise<RemnantRecord[]> {
  const material = await ownMaterial(db, session, materialId);
  const unit = await companyUnit(db, session);
  return (await loadRemnants(db, session, material.id)).map((r) => toRemnantRecord(r, unit));
}

export const TOO_MANY_REMNANTS = `A material keeps at most ${MAX_REMNANTS} remnants: delete some first`;

export async function addRemnant(
  db: Db,
  session: SessionInfo,
  values: RemnantValues,
): Promise<RemnantRecord> {
  const material = await ownMaterial(db, session, values.materialId);
  const unit = await companyUnit(db, session);
  const row = await db.transaction().execute(async (trx) => {
    // One material's remnants are counted and added one request at a time.
    await trx.selectFrom("materials").select("id").where("id", "=", material.id).forUpdate().execute();
    const { count } = await trx
      .selectFrom("remnants")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("materialId", "=", material.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_REMNANTS) throw new AppError("BAD_REQUEST", TOO_MANY_REMNANTS);
    return trx
      .insertInto("remnants")
      .values({
        companyId: session.companyId,
        materialId: material.id,
        // As given: a stone remnant's length runs along its vein.
        widthUm: values.width,
        lengthUm: values.length,
      })
      .returning(REMNANT_COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return toRemnantRecord(row, unit);
}

export async function deleteRemnant(db: Db, session: SessionInfo, remnantId: string): Promise<void> {
  const id = assertRecordId(remnantId, "Remnant");
  const deleted = await db
    .deleteFrom("remnants")
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound("Remnant");
}
