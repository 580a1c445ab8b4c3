import {
  defaultStock,
  formatStockLength,
  guessKind,
  MAX_REMNANTS,
  type MaterialStockRecord,
  materialStockSchema,
  type RemnantRecord,
  remnantSchema,
  type StockSettings,
  type Unit,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError, parseInput } from "../errors";
import { assertRecordId, notFound } from "./record-id";
import type { SessionInfo } from "./sessions";

// A material's stock (sheet sizes, kerf, trim, rotation, minimum remnant) and its remnants. Lengths
// are stored in micrometres and shown in the company's unit (see @kerf/core stock-lengths).

export async function companyUnit(db: Db, session: SessionInfo): Promise<Unit> {
  const row = await db
    .selectFrom("general_settings")
    .select("unit")
    .where("company_id", "=", session.companyId)
    .executeTakeFirst();
  return row?.unit ?? "inch";
}

async function ownMaterial(db: Db, session: SessionInfo, materialId: string) {
  const id = assertRecordId(materialId, "Material");
  const row = await db
    .selectFrom("materials")
    .select(["id", "material_name"])
    .where("id", "=", id)
    .where("company_id", "=", session.companyId)
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
      .select(["id", "material_name"])
      .where("company_id", "=", session.companyId)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db.selectFrom("material_stock").selectAll().where("company_id", "=", session.companyId).execute(),
    db
      .selectFrom("stock_sheets")
      .selectAll()
      .where("company_id", "=", session.companyId)
      .orderBy("position")
      .execute(),
  ]);
  const byMaterial = new Map(stock.map((s) => [s.material_id, s]));
  return materials.map((m) => {
    const saved = byMaterial.get(m.id);
    if (!saved) {
      return {
        materialId: m.id,
        materialName: m.material_name,
        saved: false,
        ...defaultStock(guessKind(m.material_name), unit),
      };
    }
    return {
      materialId: m.id,
      materialName: m.material_name,
      saved: true,
      kind: saved.kind,
      kerfUm: saved.kerf_um,
      trimUm: saved.trim_um,
      rotate: saved.rotate,
      minRemnantWidthUm: saved.min_remnant_width_um,
      minRemnantLengthUm: saved.min_remnant_length_um,
      sheets: sheets
        .filter((s) => s.material_id === m.id)
        .map((s) => ({
          id: s.id,
          widthUm: s.width_um,
          lengthUm: s.length_um,
          cost: s.cost,
          onHand: s.on_hand,
        })),
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

/** Saves a material's stock whole: its settings and its list of sheet sizes (read in the company's unit). */
export async function saveStock(db: Db, session: SessionInfo, input: unknown): Promise<MaterialStockRecord> {
  const unit = await companyUnit(db, session);
  const values = parseInput(materialStockSchema(unit), input);
  const material = await ownMaterial(db, session, values.materialId);
  await db.transaction().execute(async (trx) => {
    const row = {
      company_id: session.companyId,
      kind: values.kind,
      kerf_um: values.kerf,
      trim_um: values.trim,
      rotate: values.rotate,
      min_remnant_width_um: values.minRemnantWidth,
      min_remnant_length_um: values.minRemnantLength,
      updated_at: new Date(),
    };
    await trx
      .insertInto("material_stock")
      .values({ material_id: material.id, ...row })
      .onConflict((oc) => oc.column("material_id").doUpdateSet(row))
      .execute();
    await trx.deleteFrom("stock_sheets").where("material_id", "=", material.id).execute();
    await trx
      .insertInto("stock_sheets")
      .values(
        values.sheets.map((s, position) => ({
          company_id: session.companyId,
          material_id: material.id,
          position,
          width_um: s.width,
          length_um: s.length,
          cost: s.cost ?? null,
          on_hand: s.onHand ?? null,
        })),
      )
      .execute();
  });
  return getStock(db, session, material.id);
}

function toRemnantRecord(
  row: {
    id: string;
    material_id: string;
    width_um: number;
    length_um: number;
    customer_id: string | null;
    created_at: Date;
  },
  unit: Unit,
): RemnantRecord {
  return {
    _id: row.id,
    id: row.id,
    materialId: row.material_id,
    width: formatStockLength(row.width_um, unit),
    length: formatStockLength(row.length_um, unit),
    fromOrder: row.customer_id,
    createdAt: row.created_at.toISOString(),
  };
}

export async function loadRemnants(db: Db, session: SessionInfo, materialId?: string) {
  let query = db
    .selectFrom("remnants")
    .select(["id", "material_id", "width_um", "length_um", "customer_id", "created_at"])
    .where("company_id", "=", session.companyId);
  if (materialId) query = query.where("material_id", "=", materialId);
  return query.orderBy("created_at").orderBy("id").execute();
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

export async function addRemnant(db: Db, session: SessionInfo, input: unknown): Promise<RemnantRecord> {
  const unit = await companyUnit(db, session);
  const values = parseInput(remnantSchema(unit), input);
  const material = await ownMaterial(db, session, values.materialId);
  const row = await db.transaction().execute(async (trx) => {
    // One material's remnants are counted and added one request at a time.
    await trx.selectFrom("materials").select("id").where("id", "=", material.id).forUpdate().execute();
    const { count } = await trx
      .selectFrom("remnants")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("material_id", "=", material.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_REMNANTS) throw new AppError("BAD_REQUEST", TOO_MANY_REMNANTS);
    return trx
      .insertInto("remnants")
      .values({
        company_id: session.companyId,
        material_id: material.id,
        // As given: a stone remnant's length runs along its vein.
        width_um: values.width,
        length_um: values.length,
      })
      .returning(["id", "material_id", "width_um", "length_um", "customer_id", "created_at"])
      .executeTakeFirstOrThrow();
  });
  return toRemnantRecord(row, unit);
}

export async function deleteRemnant(db: Db, session: SessionInfo, remnantId: string): Promise<void> {
  const id = assertRecordId(remnantId, "Remnant");
  const deleted = await db
    .deleteFrom("remnants")
    .where("id", "=", id)
    .where("company_id", "=", session.companyId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound("Remnant");
}
