import { CHALLAN_MESSAGES, type InvoiceSnapshot, type TypedLine } from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import type { Order, StoredQuoteHeader } from "../orders/orders";
import { assertRecordId, notFound } from "../record-id";
import { piecesSnapshot } from "./challan-pieces";

// An invoice made from delivery challans (rule 55(4): the tax invoice issued after delivery).

/**
 * Locks the challans an invoice is made from and checks them: the company's, the same customer's, open
 * (a cancelled one moved nothing, an invoiced one is billed already: 409). Their pieces, in the order the
 * challans are given, priced as the invoice's snapshot: every piece exactly once. Pieces of one order line
 * (as typed alike) make one invoice line, so an order delivered in parts is invoiced as its lines are,
 * with the same figures (GST rounds per line: split lines could differ by a paisa).
 */
export async function challanPiecesSnapshot(
  trx: Db,
  session: SessionInfo,
  order: Order,
  header: StoredQuoteHeader,
  challanIds: readonly string[],
): Promise<{ snapshot: InvoiceSnapshot; challanIds: string[] }> {
  const ids = challanIds.map((id) => assertRecordId(id, "Challan"));
  if (new Set(ids).size !== ids.length) {
    throw new AppError("BAD_REQUEST", CHALLAN_MESSAGES.challanTwice, {
      challanIds: CHALLAN_MESSAGES.challanTwice,
    });
  }
  const rows = await trx
    .selectFrom("challans")
    .select(["id", "number", "customerId", "status", "processorId"])
    .where("companyId", "=", session.companyId)
    .where("id", "in", ids)
    .orderBy("id")
    .forUpdate()
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pieces = new Map<string, TypedLine>();
  for (const id of ids) {
    const challan = byId.get(id);
    if (!challan) throw notFound("Challan");
    if (challan.customerId !== order.customer._id) {
      const message = `${challan.number} is another customer's challan`;
      throw new AppError("BAD_REQUEST", message, { challanIds: message });
    }
    if (challan.processorId) {
      const message = `${challan.number} is a job-work challan: its pieces went to a processor`;
      throw new AppError("BAD_REQUEST", message, { challanIds: message });
    }
    if (challan.status === "cancelled") throw new AppError("CONFLICT", `${challan.number} is cancelled`);
    if (challan.status === "invoiced")
      throw new AppError("CONFLICT", `${challan.number} is invoiced already`);
    const lines = await trx
      .selectFrom("challanLines")
      .select(["lineId", "piece"])
      .where("challanId", "=", id)
      .where("companyId", "=", session.companyId)
      .orderBy("position")
      .execute();
    for (const line of lines) {
      const piece = (typeof line.piece === "string" ? JSON.parse(line.piece) : line.piece) as TypedLine;
      const key = JSON.stringify([line.lineId, { ...piece, quantity: 0 }]);
      const same = pieces.get(key);
      pieces.set(key, same ? { ...same, quantity: same.quantity + piece.quantity } : piece);
    }
  }
  const merged = [...pieces.values()];
  return { snapshot: await piecesSnapshot(trx, session, order, header, merged), challanIds: ids };
}

/** The challans an invoice took: closed, the invoice named. */
export async function closeChallans(trx: Db, companyId: string, ids: readonly string[], invoiceId: string) {
  if (ids.length === 0) return;
  await trx
    .updateTable("challans")
    .set({ status: "invoiced", invoiceId })
    .where("companyId", "=", companyId)
    .where("id", "in", ids)
    .execute();
}

/** A cancelled invoice's challans are open again: their pieces were delivered and are no longer billed. */
export async function reopenChallans(trx: Db, companyId: string, invoiceId: string) {
  await trx
    .updateTable("challans")
    .set({ status: "open", invoiceId: null })
    .where("companyId", "=", companyId)
    .where("invoiceId", "=", invoiceId)
    .where("status", "=", "invoiced")
    .execute();
}
