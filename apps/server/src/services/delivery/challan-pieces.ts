import { type InvoiceSnapshot, type OrderLine, placeOfSupply, priceOrder, type TypedLine } from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { snapshotOf } from "../billing/invoice-snapshot";
import type { Order, StoredQuoteHeader } from "../orders/orders";

// Pieces that moved on challans: what an order has delivered per line, and pieces priced as a document.

/**
 * Pieces of each of the order's lines on live delivery challans (open or invoiced; a cancelled challan moved
 * nothing), by line id. Read inside the transaction that locked the order, so it is what is stored.
 */
export async function deliveredByLine(
  trx: Db,
  companyId: string,
  customerId: string,
): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom("challanLines")
    .innerJoin("challans", "challans.id", "challanLines.challanId")
    .select(["challanLines.lineId", sql<string>`sum(challan_lines.quantity)`.as("delivered")])
    .where("challans.companyId", "=", companyId)
    .where("challans.customerId", "=", customerId)
    .where("challans.status", "!=", "cancelled")
    // A job-work challan moves pieces to a processor, not to the customer.
    .where("challans.processorId", "is", null)
    .where("challanLines.lineId", "is not", null)
    .groupBy("challanLines.lineId")
    .execute();
  return new Map(rows.map((r) => [r.lineId!, Number(r.delivered)]));
}

/** A line's pieces still to deliver: never below 0 (a line lowered after its pieces went shows 0). */
export const pendingOf = (quantity: number, delivered: number) => Math.max(0, quantity - delivered);

/**
 * The pieces priced with the order's pricing context and header, as a document's snapshot (company, header,
 * place of supply, lines and totals): the invoice's own snapshot code, so a challan and the invoice made
 * from it read alike.
 */
export async function piecesSnapshot(
  trx: Db,
  session: SessionInfo,
  order: Order,
  header: StoredQuoteHeader,
  pieces: readonly TypedLine[],
): Promise<InvoiceSnapshot> {
  const supply = placeOfSupply(order.pricing.supplierGstin, header);
  const { lines, totals } = priceOrder(order.pricing, pieces, supply);
  const broken = lines.findIndex((l) => l.error);
  if (broken >= 0) {
    const message = `Piece line ${broken + 1}: ${lines[broken]!.error!.message}`;
    throw new AppError("BAD_REQUEST", message, { lines: message });
  }
  const priced: OrderLine[] = pieces.map((piece, i) => ({
    _id: order.customer._id,
    id: order.customer._id,
    customerId: order.customer._id,
    ...piece,
    ...lines[i]!,
  }));
  // A challan carries pieces only: the order's item lines are not delivered by it (nor invoiced with it).
  return snapshotOf(trx, session, { ...order, lines: priced, itemLines: [], totals }, header);
}

/** A challan's pieces as stored, in the order given: each order line it takes and how many of it. */
export async function insertChallanLines(
  trx: Db,
  companyId: string,
  challanId: string,
  pieces: readonly { lineId: string; piece: TypedLine }[],
): Promise<void> {
  await trx
    .insertInto("challanLines")
    .values(
      pieces.map((p, i) => ({
        companyId,
        challanId,
        lineId: p.lineId,
        position: i + 1,
        quantity: p.piece.quantity,
        piece: JSON.stringify(p.piece),
      })),
    )
    .execute();
}
