import {
  MAX_DRAFT_LINES,
  MESSAGES,
  type OrderLine,
  type OrderLineResult,
  PricingError,
  payableFits,
  pieceLineSchema,
  priceOrder,
  priceQuote,
  type QuoteTotals,
  type StoredQuoteHeader,
  type TQuoteHeader,
} from "@kerf/core";
import type { Db, DraftLinesTable } from "@kerf/db";
import { type Selectable, sql } from "kysely";
import { AppError, parseInput } from "../errors";
import { getCustomer } from "./customers";
import { markOrderChanged } from "./order-revisions";
import { loadPricingContext, type PricingContext } from "./pricing-context";
import { assertRecordId, isRecordId, notFound } from "./record-id";
import type { SessionInfo } from "./sessions";

/** A line as typed, with its figures (null when it no longer prices: a material was deleted since). */
export type { OrderLine, StoredQuoteHeader };

export interface Order {
  customer: { _id: string; customerName: string; phoneNo: string; date: string };
  header: StoredQuoteHeader | null;
  lines: OrderLine[];
  totals: QuoteTotals;
  /** The context the lines were priced with, so the order page prices as the server does without asking again. */
  pricing: PricingContext;
}

const LINE_COLUMNS = [
  "id",
  "customer_id",
  "width_for_display",
  "length_for_display",
  "quantity",
  "material_type",
  "edge_selection",
  "edge_profile",
  "area_extras",
  "multiplier",
] as const;

type LineRow = Pick<Selectable<DraftLinesTable>, (typeof LINE_COLUMNS)[number]>;

function typed(row: LineRow) {
  return {
    widthForDisplay: row.width_for_display,
    lengthForDisplay: row.length_for_display,
    quantity: row.quantity,
    materialType: row.material_type,
    edgeSelection: row.edge_selection,
    edgeProfile: row.edge_profile,
    areaExtras: row.area_extras,
    multiplier: row.multiplier,
  };
}

function toOrderLine(row: LineRow, result: OrderLineResult): OrderLine {
  return { _id: row.id, id: row.id, draftId: row.customer_id, ...typed(row), ...result };
}

async function loadLines(db: Db, session: SessionInfo, customerId: string): Promise<LineRow[]> {
  return db
    .selectFrom("draft_lines")
    .select(LINE_COLUMNS)
    .where("company_id", "=", session.companyId)
    .where("customer_id", "=", customerId)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
}

/** An order priced with its company's current settings; run inside a transaction to price what is stored. */
export async function getOrder(db: Db, session: SessionInfo, customerId: string): Promise<Order> {
  const customer = await getCustomer(db, session, customerId);
  const [headerRow, rows, pricing] = await Promise.all([
    db
      .selectFrom("customers")
      .select("quote_header")
      .where("id", "=", customer.id)
      .where("company_id", "=", session.companyId)
      .executeTakeFirstOrThrow(),
    loadLines(db, session, customer.id),
    loadPricingContext(db, session),
  ]);
  const header = headerRow.quote_header as StoredQuoteHeader | null;
  const { lines, totals } = priceOrder(pricing, rows.map(typed), header?.gst_no);
  return {
    customer: {
      _id: customer.id,
      customerName: customer.customerName,
      phoneNo: customer.phoneNo,
      date: customer.date,
    },
    header,
    lines: rows.map((row, i) => toOrderLine(row, lines[i]!)),
    totals,
    pricing,
  };
}

export async function saveQuoteHeader(
  db: Db,
  session: SessionInfo,
  customerId: string,
  header: TQuoteHeader,
): Promise<StoredQuoteHeader> {
  const id = assertRecordId(customerId, "Customer");
  const stored: StoredQuoteHeader = { ...header, date: header.date.toISOString() };
  // Also called inside invoice creation's transaction, where Kysely cannot open another.
  await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("customers")
      .set({ quote_header: JSON.stringify(stored) })
      .where("id", "=", id)
      .where("company_id", "=", session.companyId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound("Customer");
    await markOrderChanged(trx, session.companyId, id);
  });
  return stored;
}

/**
 * Checks a line as the company's settings read it (its unit, its materials and edge profiles) and prices it;
 * a broken rule is a 400 with the rule's message under its field, and nothing is stored.
 */
async function checkLine(db: Db, session: SessionInfo, input: unknown) {
  const ctx = await loadPricingContext(db, session);
  const line = parseInput(pieceLineSchema(ctx.unit), input);
  try {
    const quote = priceQuote({ ...ctx, lines: [line] });
    if (!payableFits(quote.totals.payable)) throw orderTooLarge();
    return { line, priced: quote.lines[0]!, ctx };
  } catch (error) {
    if (error instanceof PricingError) {
      throw new AppError("BAD_REQUEST", error.message, { [error.field]: error.message });
    }
    throw error;
  }
}

function orderTooLarge(): AppError {
  return new AppError("BAD_REQUEST", MESSAGES.orderTooLarge, { quantity: MESSAGES.orderTooLarge });
}

/**
 * Run inside the transaction that changed a line, with the order locked: an order is only accepted
 * while its payable fits an invoice's payable column, so that it can always be invoiced.
 */
async function assertOrderFits(trx: Db, session: SessionInfo, customerId: string, ctx: PricingContext) {
  const rows = await loadLines(trx, session, customerId);
  const { totals } = priceOrder(ctx, rows.map(typed));
  if (!payableFits(totals.payable)) throw orderTooLarge();
}

/** Runs `work` in the caller's transaction when there is one (making an invoice saves the header in its own). */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Serialises changes to one order (and its invoicing), so its limits and positions hold under concurrent saves. */
export async function lockOrder(trx: Db, customerId: string): Promise<void> {
  await trx
    .selectFrom("customers")
    .select("id")
    .where("id", "=", customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

function lineColumns(line: Awaited<ReturnType<typeof checkLine>>["line"]) {
  return {
    width_for_display: line.widthForDisplay,
    length_for_display: line.lengthForDisplay,
    quantity: line.quantity,
    material_type: line.materialType,
    edge_selection: line.edgeSelection,
    edge_profile: line.edgeSelection ? line.edgeProfile : null,
    area_extras: JSON.stringify(line.areaExtras),
    multiplier: line.multiplier,
  };
}

/**
 * Stores a new line at the end of the order, or just above `beforeId` (the saved line below it on the
 * clerk's screen) so that the server's order, and the invoice's, is the screen's.
 */
export async function addLine(
  db: Db,
  session: SessionInfo,
  customerId: string,
  input: unknown,
  beforeId?: string,
): Promise<OrderLine> {
  const customer = await getCustomer(db, session, customerId);
  const { line, priced, ctx } = await checkLine(db, session, input);
  const row = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, customer.id);
    const { count, next } = await trx
      .selectFrom("draft_lines")
      .select((eb) => [
        eb.fn.countAll<string>().as("count"),
        sql<number>`coalesce(max(position), -1) + 1`.as("next"),
      ])
      .where("company_id", "=", session.companyId)
      .where("customer_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_DRAFT_LINES) {
      throw new AppError("BAD_REQUEST", `An order holds at most ${MAX_DRAFT_LINES} lines`);
    }
    let position = next;
    const below =
      beforeId && isRecordId(beforeId)
        ? await trx
            .selectFrom("draft_lines")
            .select("position")
            .where("id", "=", beforeId)
            .where("company_id", "=", session.companyId)
            .where("customer_id", "=", customer.id)
            .executeTakeFirst()
        : undefined;
    if (below) {
      await trx
        .updateTable("draft_lines")
        .set({ position: sql`position + 1` })
        .where("company_id", "=", session.companyId)
        .where("customer_id", "=", customer.id)
        .where("position", ">=", below.position)
        .execute();
      position = below.position;
    }
    const inserted = await trx
      .insertInto("draft_lines")
      .values({
        company_id: session.companyId,
        customer_id: customer.id,
        position,
        ...lineColumns(line),
      })
      .returning(LINE_COLUMNS)
      .executeTakeFirstOrThrow();
    await assertOrderFits(trx, session, customer.id, ctx);
    await markOrderChanged(trx, session.companyId, customer.id);
    return inserted;
  });
  return toOrderLine(row, { priced, error: null });
}

export async function updateLine(
  db: Db,
  session: SessionInfo,
  lineId: string,
  input: unknown,
): Promise<OrderLine> {
  const id = assertRecordId(lineId, "Line");
  // Another company's line is "not found" before anything is read from the body: the answer must not
  // depend on the caller's own catalogue.
  const owned = await db
    .selectFrom("draft_lines")
    .select(["id", "customer_id"])
    .where("id", "=", id)
    .where("company_id", "=", session.companyId)
    .executeTakeFirst();
  if (!owned) throw notFound("Line");
  const { line, priced, ctx } = await checkLine(db, session, input);
  const row = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, owned.customer_id);
    const updated = await trx
      .updateTable("draft_lines")
      .set({ ...lineColumns(line), updated_at: new Date() })
      .where("id", "=", id)
      .where("company_id", "=", session.companyId)
      .returning(LINE_COLUMNS)
      .executeTakeFirst();
    if (!updated) throw notFound("Line");
    await assertOrderFits(trx, session, owned.customer_id, ctx);
    await markOrderChanged(trx, session.companyId, owned.customer_id);
    return updated;
  });
  return toOrderLine(row, { priced, error: null });
}

export async function deleteLine(db: Db, session: SessionInfo, lineId: string): Promise<void> {
  const id = assertRecordId(lineId, "Line");
  await inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom("draft_lines")
      .where("id", "=", id)
      .where("company_id", "=", session.companyId)
      .returning("customer_id")
      .executeTakeFirst();
    if (!deleted) throw notFound("Line");
    await markOrderChanged(trx, session.companyId, deleted.customer_id);
  });
}

export async function clearLines(db: Db, session: SessionInfo, customerId: string): Promise<number> {
  const customer = await getCustomer(db, session, customerId);
  return inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom("draft_lines")
      .where("company_id", "=", session.companyId)
      .where("customer_id", "=", customer.id)
      .executeTakeFirst();
    await markOrderChanged(trx, session.companyId, customer.id);
    return Number(deleted.numDeletedRows);
  });
}
