import type { ItemLineInput, ItemRateInput, OrderItemLine, OrderItemResult } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";

// An order's item lines as stored (draft_item_lines) and as answered: read by the order, its pricing
// checks and its invoice, so kept apart from the service that changes them.

export const ITEM_LINE_COLUMNS = ["id", "customerId", "itemName", "quantity"] as const;

export interface ItemLineRow {
  id: string;
  customerId: string;
  itemName: string;
  quantity: string;
}

export async function loadItemLines(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<ItemLineRow[]> {
  return db
    .selectFrom("draftItemLines")
    .select(ITEM_LINE_COLUMNS)
    .where("companyId", "=", session.companyId)
    .where("customerId", "=", customerId)
    .orderBy("position")
    .orderBy("createdAt")
    .execute();
}

/** How pricing reads a stored item line. */
export function itemLineInput(row: Pick<ItemLineRow, "itemName" | "quantity">): ItemLineInput {
  return { item: row.itemName, quantity: row.quantity };
}

export function toOrderItemLine(
  row: ItemLineRow,
  result: OrderItemResult,
  /** The catalogue the line was priced with: its unit is shown beside the quantity. */
  items: readonly ItemRateInput[] | undefined,
): OrderItemLine {
  const item = items?.find((i) => i.itemName === row.itemName);
  return {
    _id: row.id,
    id: row.id,
    customerId: row.customerId,
    name: row.itemName,
    quantity: row.quantity,
    unit: item?.unit ?? null,
    ...result,
  };
}
