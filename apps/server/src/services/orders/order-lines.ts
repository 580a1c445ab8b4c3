import {
  MAX_DRAFT_LINES,
  MESSAGES,
  PricingError,
  payableFits,
  pieceLineSchema,
  priceOrder,
  priceQuote,
  type TPieceLine,
  type TPieceLineEdit,
  typedLineOf,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError, parseInput } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, isRecordId, notFound } from "../record-id";
import { getCustomer } from "./customers";
import { itemLineInput, loadItemLines } from "./item-line-rows";
import { markOrderChanged } from "./order-revisions";
import {
  inTransaction,
  LINE_COLUMNS,
  loadLines,
  lockOrder,
  nextPosition,
  type OrderLine,
  toOrderLine,
} from "./orders";
import { loadPricingContext, type PricingContext } from "./pricing-context";

// Changing an order's lines: each change checked and priced as the company's settings read it, inside a
// transaction with the order locked.

/**
 * A line as a client sent it, read here in the company's unit (tRPC), or as REST's route read it in the
 * same unit (route-body.ts).
 */
export type LineInput<Read = TPieceLine> = { sent: unknown } | { read: Read };

/**
 * Checks a line as the company's settings read it (its unit, its materials and edge profiles) and prices it;
 * a broken rule is a 400 with the rule's message under its field, and nothing is stored.
 */
async function checkLine(db: Db, session: SessionInfo, customerId: string, input: LineInput) {
  // The order's own price list prices the line, as it prices the order (issue 29 point 4).
  const ctx = await loadPricingContext(db, session, customerId);
  const line = "read" in input ? input.read : parseInput(pieceLineSchema(ctx.unit), input.sent);
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
export async function assertOrderFits(
  trx: Db,
  session: SessionInfo,
  customerId: string,
  ctx: PricingContext,
) {
  const [rows, itemRows] = await Promise.all([
    loadLines(trx, session, customerId),
    loadItemLines(trx, session, customerId),
  ]);
  const { totals } = priceOrder(ctx, rows.map(typedLineOf), undefined, itemRows.map(itemLineInput));
  if (!payableFits(totals.payable)) throw orderTooLarge();
}

function lineColumns(line: Awaited<ReturnType<typeof checkLine>>["line"]) {
  return {
    ...typedLineOf(line),
    edgeProfile: line.edgeSelection ? line.edgeProfile : null,
    areaExtras: JSON.stringify(line.areaExtras),
    operations: JSON.stringify(line.operations),
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
  input: LineInput,
  beforeId?: string,
): Promise<OrderLine> {
  const customer = await getCustomer(db, session, customerId);
  const { line, priced, ctx } = await checkLine(db, session, customer.id, input);
  const row = await db.transaction().execute(async (trx) => {
    const next = await nextPosition(trx, "draftLines", session, customer.id, {
      max: MAX_DRAFT_LINES,
      tooMany: `An order holds at most ${MAX_DRAFT_LINES} lines`,
    });
    let position = next;
    const below =
      beforeId && isRecordId(beforeId)
        ? await trx
            .selectFrom("draftLines")
            .select("position")
            .where("id", "=", beforeId)
            .where("companyId", "=", session.companyId)
            .where("customerId", "=", customer.id)
            .executeTakeFirst()
        : undefined;
    if (below) {
      await trx
        .updateTable("draftLines")
        .set({ position: sql`position + 1` })
        .where("companyId", "=", session.companyId)
        .where("customerId", "=", customer.id)
        .where("position", ">=", below.position)
        .execute();
      position = below.position;
    }
    const inserted = await trx
      .insertInto("draftLines")
      .values({
        companyId: session.companyId,
        customerId: customer.id,
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

/**
 * An edit that does not mention `operations` keeps the line's own: a client that knows nothing of them
 * (the order page before its operations cell, an older script) must not wipe them by saving a size.
 */
function keepOperations(input: LineInput<TPieceLineEdit>, stored: unknown): LineInput {
  if ("read" in input) {
    const { operations = stored as TPieceLine["operations"], ...line } = input.read;
    return { read: { ...line, operations } };
  }
  const sent = input.sent;
  if (sent === null || typeof sent !== "object" || Array.isArray(sent) || "operations" in sent) return input;
  return { sent: { ...sent, operations: stored } };
}

export async function updateLine(
  db: Db,
  session: SessionInfo,
  lineId: string,
  input: LineInput<TPieceLineEdit>,
): Promise<OrderLine> {
  const id = assertRecordId(lineId, "Line");
  // Another company's line is "not found" before the line is checked against the catalogue: the answer
  // must not depend on the caller's own materials (REST has read the body in the caller's unit already).
  const owned = await db
    .selectFrom("draftLines")
    .select(["id", "customerId", "operations"])
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!owned) throw notFound("Line");
  const { line, priced, ctx } = await checkLine(
    db,
    session,
    owned.customerId,
    keepOperations(input, owned.operations),
  );
  const row = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, owned.customerId);
    const updated = await trx
      .updateTable("draftLines")
      .set({ ...lineColumns(line), updatedAt: new Date() })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .returning(LINE_COLUMNS)
      .executeTakeFirst();
    if (!updated) throw notFound("Line");
    await assertOrderFits(trx, session, owned.customerId, ctx);
    await markOrderChanged(trx, session.companyId, owned.customerId);
    return updated;
  });
  return toOrderLine(row, { priced, error: null });
}

export async function deleteLine(db: Db, session: SessionInfo, lineId: string): Promise<void> {
  const id = assertRecordId(lineId, "Line");
  await inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom("draftLines")
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .returning("customerId")
      .executeTakeFirst();
    if (!deleted) throw notFound("Line");
    await markOrderChanged(trx, session.companyId, deleted.customerId);
  });
}

/** Clear all: the order's piece lines and its item lines (issue 29); answers how many lines went, of both. */
export async function clearLines(db: Db, session: SessionInfo, customerId: string): Promise<number> {
  const customer = await getCustomer(db, session, customerId);
  return inTransaction(db, async (trx) => {
    const pieces = await trx
      .deleteFrom("draftLines")
      .where("companyId", "=", session.companyId)
      .where("customerId", "=", customer.id)
      .executeTakeFirst();
    const items = await trx
      .deleteFrom("draftItemLines")
      .where("companyId", "=", session.companyId)
      .where("customerId", "=", customer.id)
      .executeTakeFirst();
    await markOrderChanged(trx, session.companyId, customer.id);
    return Number(pieces.numDeletedRows) + Number(items.numDeletedRows);
  });
}
