import {
  GST_HEADER_MESSAGES,
  type OrderItemLine,
  type OrderLine,
  type OrderLineResult,
  type PriceListInForce,
  placeOfSupply,
  priceOrder,
  type QuoteTotals,
  type StoredQuoteHeader,
  type TQuoteHeader,
  TYPED_LINE_KEYS,
  typedLineOf,
} from "@kerf/core";
import type { Db, DraftLines } from "@kerf/db";
import { type Selectable, sql } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, notFound } from "../record-id";
import { companyGstin } from "../settings/company-defaults";
import { getCustomer } from "./customers";
import { itemLineInput, loadItemLines, toOrderItemLine } from "./item-line-rows";
import { markOrderChanged } from "./order-revisions";
import { loadOrderPricing, type OrderPricing } from "./pricing-context";

/** A line as typed, with its figures (null when it no longer prices: a material was deleted since). */
export type { OrderLine, StoredQuoteHeader };

export interface Order {
  customer: { _id: string; customerName: string; phoneNo: string; date: string };
  header: StoredQuoteHeader | null;
  lines: OrderLine[];
  /** Fittings and services beside the pieces (issue 29 point 3), priced by pricing.md "Item lines". */
  itemLines: OrderItemLine[];
  totals: QuoteTotals;
  /**
   * The context the lines were priced with and what the order page shows beside it (its pickers, its
   * columns), so the page prices as the server does and asks for nothing else.
   */
  pricing: OrderPricing;
  /** The price list and version that priced it (issue 29 point 4); null: the company's settings. */
  priceList: PriceListInForce;
  /** The list the order is given, whether or not a version of it is in force on the order's date. */
  assignedPriceList: { _id: string; name: string } | null;
}

/** A line's columns: its ids and what it says as typed (core's typed line fields, named alike). */
export const LINE_COLUMNS = ["id", "customerId", ...TYPED_LINE_KEYS] as const;

type LineRow = Pick<Selectable<DraftLines>, (typeof LINE_COLUMNS)[number]>;

export function toOrderLine(row: LineRow, result: OrderLineResult): OrderLine {
  return { _id: row.id, id: row.id, customerId: row.customerId, ...typedLineOf(row), ...result };
}

export async function loadLines(db: Db, session: SessionInfo, customerId: string): Promise<LineRow[]> {
  return db
    .selectFrom("draftLines")
    .select(LINE_COLUMNS)
    .where("companyId", "=", session.companyId)
    .where("customerId", "=", customerId)
    .orderBy("position")
    .orderBy("createdAt")
    .execute();
}

/** An order priced with its company's current settings; run inside a transaction to price what is stored. */
export async function getOrder(db: Db, session: SessionInfo, customerId: string): Promise<Order> {
  const customer = await getCustomer(db, session, customerId);
  const [headerRow, rows, itemRows, { pricing, priceList }] = await Promise.all([
    db
      .selectFrom("customers")
      .select("quoteHeader")
      .where("id", "=", customer.id)
      .where("companyId", "=", session.companyId)
      .executeTakeFirstOrThrow(),
    loadLines(db, session, customer.id),
    loadItemLines(db, session, customer.id),
    loadOrderPricing(db, session, customer.id),
  ]);
  const header = headerRow.quoteHeader;
  const supply = placeOfSupply(pricing.supplierGstin, header ?? {});
  const { lines, itemLines, totals } = priceOrder(
    pricing,
    rows.map(typedLineOf),
    supply,
    itemRows.map(itemLineInput),
  );
  return {
    customer: {
      _id: customer.id,
      customerName: customer.customerName,
      phoneNo: customer.phoneNo,
      date: customer.date,
    },
    header,
    lines: rows.map((row, i) => toOrderLine(row, lines[i]!)),
    itemLines: itemRows.map((row, i) => toOrderItemLine(row, itemLines[i]!, pricing.items)),
    totals,
    pricing,
    priceList: priceList.inForce,
    assignedPriceList: priceList.assigned,
  };
}

export async function saveQuoteHeader(
  db: Db,
  session: SessionInfo,
  customerId: string,
  header: TQuoteHeader,
): Promise<StoredQuoteHeader> {
  const id = assertRecordId(customerId, "Customer");
  await refuseOwnGstin(db, session, header.gst_no);
  const stored: StoredQuoteHeader = { ...header, date: header.date.toISOString() };
  // Also called inside invoice creation's transaction, where Kysely cannot open another.
  await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("customers")
      .set({ quoteHeader: JSON.stringify(stored) })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound("Customer");
    await markOrderChanged(trx, session.companyId, id);
  });
  return stored;
}

/** A customer's GSTIN may not be the company's own: a registered person does not supply itself (400). */
async function refuseOwnGstin(db: Db, session: SessionInfo, gstin: string | undefined) {
  if (gstin && (await companyGstin(db, session.companyId)) === gstin) {
    throw new AppError("BAD_REQUEST", GST_HEADER_MESSAGES.sameGstin, {
      "header.gst_no": GST_HEADER_MESSAGES.sameGstin,
    });
  }
}

/** Runs `work` in the caller's transaction when there is one (making an invoice saves the header in its own). */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
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

/**
 * The position after an order's last piece or item line, once the order is locked; refused with
 * `tooMany` when it already holds `max` of them.
 */
export async function nextPosition(
  trx: Db,
  table: "draftLines" | "draftItemLines",
  session: SessionInfo,
  customerId: string,
  limit: { max: number; tooMany: string },
): Promise<number> {
  await lockOrder(trx, customerId);
  const { count, next } = await trx
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<string>().as("count"),
      sql<number>`coalesce(max(position), -1) + 1`.as("next"),
    ])
    .where("companyId", "=", session.companyId)
    .where("customerId", "=", customerId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= limit.max) throw new AppError("BAD_REQUEST", limit.tooMany);
  return next;
}
