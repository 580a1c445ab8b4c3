import {
  type CancelChallanInput,
  CHALLAN_MESSAGES,
  type ChallanListQuery,
  type ChallanRecord,
  type ChallanSnapshot,
  type ChallanSummary,
  type CreateChallanInput,
  todayInIndia,
  typedLineOf,
} from "@kerf/core";
import type { Challans, Db } from "@kerf/db";
import { type Selectable, sql } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { nextNumber, refuseDateBeforeSeries } from "../billing/financial-year";
import { checkOrder } from "../billing/invoice-creation";
import { getCustomer } from "../orders/customers";
import { getOrder, lockOrder } from "../orders/orders";
import { assertRecordId, notFound } from "../record-id";
import { freezeLogo } from "../sharing/document-logos";
import { deliveredByLine, insertChallanLines, pendingOf, piecesSnapshot } from "./challan-pieces";

export type { ChallanRecord, ChallanSummary };

/** At most this many challans in one list: a search narrows it. */
export const MAX_CHALLAN_LIST = 200;

type Row = Selectable<Challans>;

const snapshotOf = (row: Pick<Row, "snapshot">) =>
  (typeof row.snapshot === "string" ? JSON.parse(row.snapshot) : row.snapshot) as ChallanSnapshot;

function toSummary(row: Row): ChallanSummary {
  const snapshot = snapshotOf(row);
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    date: row.challanDate,
    customerId: row.customerId,
    customerName: row.customerName,
    reason: row.reason as ChallanSummary["reason"],
    processorId: row.processorId,
    status: row.status as ChallanSummary["status"],
    pieces: snapshot.lines.reduce((sum, l) => sum + l.quantity, 0),
    taxableValue: snapshot.totals.taxableValue,
    total: snapshot.totals.payable,
    invoiceId: row.invoiceId,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Makes a delivery challan for chosen pieces of a customer's order: each line at most the pieces still
 * pending delivery, priced with the company's current settings (rule 55(1)(vi)-(vii): taxable value and
 * tax), numbered in the DC series of the financial year (rule 55(1): at most 16 characters), in one
 * transaction under the order's lock, so two challans made at once never deliver a piece twice.
 */
export async function createChallan(
  db: Db,
  session: SessionInfo,
  input: CreateChallanInput,
): Promise<ChallanRecord> {
  const customer = await getCustomer(db, session, input.draftId);
  const date = input.date ?? todayInIndia();
  const id = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, customer.id);
    const order = await getOrder(trx, session, customer.id);
    const header = checkOrder(order);
    const delivered = await deliveredByLine(trx, session.companyId, customer.id);
    const seen = new Set<string>();
    const pieces = input.lines.map((wanted, i) => {
      const line = order.lines.find((l) => l.id === wanted.lineId);
      if (!line) {
        const message = `Line ${i + 1}: no such line in this order`;
        throw new AppError("BAD_REQUEST", message, { [`lines.${i}.lineId`]: message });
      }
      if (seen.has(line.id)) {
        throw new AppError("BAD_REQUEST", CHALLAN_MESSAGES.lineTwice, {
          [`lines.${i}.lineId`]: CHALLAN_MESSAGES.lineTwice,
        });
      }
      seen.add(line.id);
      const pending = pendingOf(line.quantity, delivered.get(line.id) ?? 0);
      if (wanted.quantity > pending) {
        const n = order.lines.indexOf(line) + 1;
        const message = `Line ${n}: ${pending} of its ${line.quantity} pieces are pending delivery, not ${wanted.quantity}`;
        throw new AppError("BAD_REQUEST", message, { [`lines.${i}.quantity`]: message });
      }
      return { lineId: line.id, piece: { ...typedLineOf(line), quantity: wanted.quantity } };
    });
    const document = await piecesSnapshot(
      trx,
      session,
      order,
      header,
      pieces.map((p) => p.piece),
    );
    const series = await nextNumber(trx, session.companyId, "DC", date);
    await refuseDateBeforeSeries(trx, session.companyId, "DC", series.financialYear, date);
    const given = { consignee: input.consignee ?? {}, transport: input.transport ?? {} };
    const snapshot: ChallanSnapshot = {
      ...document,
      consignee: {
        name: given.consignee.name ?? header.customer_name,
        address: given.consignee.address ?? header.shipping_address ?? header.billing_address ?? "",
        gstNo: given.consignee.gstNo ?? header.gst_no ?? "",
      },
      transport: {
        mode: given.transport.mode ?? "",
        vehicleNo: given.transport.vehicleNo?.toUpperCase() ?? "",
        transporter: given.transport.transporter ?? "",
        transporterId: given.transport.transporterId?.toUpperCase() ?? "",
        docNo: given.transport.docNo ?? "",
      },
    };
    const row = await trx
      .insertInto("challans")
      .values({
        companyId: session.companyId,
        customerId: customer.id,
        ...series,
        challanDate: date,
        reason: input.reason,
        customerName: header.customer_name,
        snapshot: JSON.stringify(snapshot),
        logoHash: await freezeLogo(trx, session.companyId),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertChallanLines(trx, session.companyId, row.id, pieces);
    return row.id;
  });
  return getChallan(db, session, id);
}

export async function getChallan(db: Db, session: SessionInfo, challanId: string): Promise<ChallanRecord> {
  const id = assertRecordId(challanId, "Challan");
  const row = await db
    .selectFrom("challans")
    .selectAll()
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Challan");
  const [lines, invoice] = await Promise.all([
    db
      .selectFrom("challanLines")
      .select(["lineId", "quantity"])
      .where("challanId", "=", id)
      .where("companyId", "=", session.companyId)
      .orderBy("position")
      .execute(),
    row.invoiceId
      ? db
          .selectFrom("invoices")
          .select("number")
          .where("id", "=", row.invoiceId)
          .where("companyId", "=", session.companyId)
          .executeTakeFirst()
      : undefined,
  ]);
  return { ...toSummary(row), invoiceNumber: invoice?.number ?? null, lines, snapshot: snapshotOf(row) };
}

/** The company's challans, newest first: by number or customer name, status, or one customer's. */
export async function listChallans(
  db: Db,
  session: SessionInfo,
  query: ChallanListQuery,
): Promise<ChallanSummary[]> {
  let select = db
    .selectFrom("challans")
    .selectAll()
    .where("companyId", "=", session.companyId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(MAX_CHALLAN_LIST);
  if (query.status) select = select.where("status", "=", query.status);
  if (query.customerId)
    select = select.where("customerId", "=", assertRecordId(query.customerId, "Customer"));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) => eb.or([eb("number", "ilike", like), eb("customerName", "ilike", like)]));
  }
  return (await select.execute()).map(toSummary);
}

/** Cancels an open challan: it keeps its number and its pieces count as pending again. Invoiced: 409. */
export async function cancelChallan(
  db: Db,
  session: SessionInfo,
  input: CancelChallanInput,
): Promise<ChallanRecord> {
  const id = assertRecordId(input.id, "Challan");
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("challans")
      .select(["status"])
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound("Challan");
    if (row.status === "invoiced") throw new AppError("CONFLICT", CHALLAN_MESSAGES.invoiced);
    if (row.status === "cancelled") throw new AppError("CONFLICT", CHALLAN_MESSAGES.cancelled);
    const back = await trx
      .selectFrom("jobWorkReceipts")
      .select("id")
      .where("challanId", "=", id)
      .where("companyId", "=", session.companyId)
      .limit(1)
      .executeTakeFirst();
    if (back)
      throw new AppError("CONFLICT", "Pieces of this job-work challan came back: it cannot be cancelled");
    await trx
      .updateTable("challans")
      .set({ status: "cancelled", cancelReason: input.reason, cancelledAt: sql`now()` })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .execute();
  });
  return getChallan(db, session, id);
}
