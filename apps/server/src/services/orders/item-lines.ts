import {
  MAX_ORDER_ITEM_LINES,
  ORDER_ITEM_MESSAGES,
  type OrderItemLine,
  type PricingContext,
  priceOrder,
  ZCreateItemLineInput,
  ZUpdateItemLineInput,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError, parseInput } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, notFound } from "../record-id";
import { getCustomer } from "./customers";
import { ITEM_LINE_COLUMNS, itemLineInput, loadItemLines, toOrderItemLine } from "./item-line-rows";
import { assertOrderFits } from "./order-lines";
import { markOrderChanged } from "./order-revisions";
import { inTransaction, lockOrder, nextPosition } from "./orders";
import { loadPricingContext } from "./pricing-context";

// An order's item lines (issue 29 point 3): fittings, consumables and services beside the pieces. Each
// change is checked and priced as the company's catalogue reads it, with the order locked, like a piece line.

/** Pricing names the cell at fault "item" or "itemQuantity"; the request's fields are name and quantity. */
const FIELD = { item: "name", itemQuantity: "quantity" } as Record<string, string>;

/**
 * The catalogue's item of that name (its own spelling: names are unique whatever their case) and the
 * quantity checked against its unit; a 400 under the field at fault, nothing stored.
 */
function checkItemLine(ctx: PricingContext, name: string, quantity: string) {
  const item = ctx.items?.find((i) => i.itemName.toLowerCase() === name.toLowerCase());
  if (!item) {
    const message = ORDER_ITEM_MESSAGES.unknownItem(name);
    throw new AppError("BAD_REQUEST", message, { name: message });
  }
  const row = { itemName: item.itemName, quantity };
  const [result] = priceOrder(ctx, [], undefined, [itemLineInput(row)]).itemLines;
  if (result?.error) {
    const field = FIELD[result.error.field] ?? result.error.field;
    throw new AppError("BAD_REQUEST", result.error.message, { [field]: result.error.message });
  }
  return { row, result: result! };
}

/** An order's item lines, priced with the company's catalogue as it is now. */
export async function listItemLines(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<OrderItemLine[]> {
  const customer = await getCustomer(db, session, customerId);
  const [rows, ctx] = await Promise.all([
    loadItemLines(db, session, customer.id),
    // The order's price list prices its items too (issue 29 point 4).
    loadPricingContext(db, session, customer.id),
  ]);
  const { itemLines } = priceOrder(ctx, [], undefined, rows.map(itemLineInput));
  return rows.map((row, i) => toOrderItemLine(row, itemLines[i]!, ctx.items));
}

/** Adds an item line at the end of the order. */
export async function addItemLine(db: Db, session: SessionInfo, input: unknown): Promise<OrderItemLine> {
  const { customerId, name, quantity } = parseInput(ZCreateItemLineInput, input);
  const customer = await getCustomer(db, session, customerId);
  const ctx = await loadPricingContext(db, session, customer.id);
  const { row, result } = checkItemLine(ctx, name, quantity);
  const stored = await db.transaction().execute(async (trx) => {
    const next = await nextPosition(trx, "draftItemLines", session, customer.id, {
      max: MAX_ORDER_ITEM_LINES,
      tooMany: ORDER_ITEM_MESSAGES.tooMany,
    });
    const inserted = await trx
      .insertInto("draftItemLines")
      .values({ companyId: session.companyId, customerId: customer.id, position: next, ...row })
      .returning(ITEM_LINE_COLUMNS)
      .executeTakeFirstOrThrow();
    await assertOrderFits(trx, session, customer.id, ctx);
    await markOrderChanged(trx, session.companyId, customer.id);
    return inserted;
  });
  return toOrderItemLine(stored, result, ctx.items);
}

/** Changes an item line's item or quantity (what the request leaves out stays). */
export async function updateItemLine(db: Db, session: SessionInfo, input: unknown): Promise<OrderItemLine> {
  const parsed = parseInput(ZUpdateItemLineInput, input);
  const id = assertRecordId(parsed.id, "Item line");
  // Another company's line is "not found" before the body is checked against the caller's catalogue.
  const owned = await db
    .selectFrom("draftItemLines")
    .select(ITEM_LINE_COLUMNS)
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!owned) throw notFound("Item line");
  const ctx = await loadPricingContext(db, session, owned.customerId);
  const { row, result } = checkItemLine(
    ctx,
    parsed.name ?? owned.itemName,
    parsed.quantity ?? owned.quantity,
  );
  const stored = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, owned.customerId);
    const updated = await trx
      .updateTable("draftItemLines")
      .set({ ...row, updatedAt: new Date() })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .returning(ITEM_LINE_COLUMNS)
      .executeTakeFirst();
    if (!updated) throw notFound("Item line");
    await assertOrderFits(trx, session, owned.customerId, ctx);
    await markOrderChanged(trx, session.companyId, owned.customerId);
    return updated;
  });
  return toOrderItemLine(stored, result, ctx.items);
}

export async function deleteItemLine(db: Db, session: SessionInfo, lineId: string): Promise<void> {
  const id = assertRecordId(lineId, "Item line");
  await inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom("draftItemLines")
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .returning("customerId")
      .executeTakeFirst();
    if (!deleted) throw notFound("Item line");
    await markOrderChanged(trx, session.companyId, deleted.customerId);
  });
}
