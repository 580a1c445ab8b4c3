import {
  type ChallanRecord,
  type ChallanSnapshot,
  JOB_WORK_MESSAGES,
  type JobWorkPendingLine,
  type JobWorkPendingQuery,
  type JobWorkReceipt,
  type JobWorkReceiveInput,
  type JobWorkSendInput,
  type RecutInput,
  todayInIndia,
  typedLineOf,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { nextNumber, refuseDateBeforeSeries } from "../billing/financial-year";
import { checkOrder } from "../billing/invoice-creation";
import { getOrder, lockOrder } from "../orders/orders";
import { assertRecordId, isRecordId, isUniqueViolation, notFound } from "../record-id";
import { freezeLogo } from "../sharing/document-logos";
import { deliveredByLine, insertChallanLines, piecesSnapshot } from "./challan-pieces";
import { getChallan } from "./challans";
import { jobWorkLines, withProcessorsByLine } from "./job-work-pieces";
import { getProcessor } from "./processors";

// Job work out and back (issue 30 point 2; CGST Act sec. 143, CGST Rules rules 45 and 55(1)(b)).

const bad = (message: string, field: string) => new AppError("BAD_REQUEST", message, { [field]: message });

/** The one order the lines belong to (a job-work challan carries one order's pieces). */
async function orderOfLines(db: Db, session: SessionInfo, lineIds: readonly string[]): Promise<string> {
  const ids = lineIds.filter(isRecordId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("draftLines")
          .select(["id", "customerId"])
          .where("companyId", "=", session.companyId)
          .where("id", "in", ids)
          .execute();
  const byId = new Map(rows.map((r) => [r.id, r.customerId]));
  lineIds.forEach((id, i) => {
    if (!byId.has(id)) throw bad(`Line ${i + 1}: no such order line`, `lines.${i}.lineId`);
  });
  const orders = new Set(byId.values());
  if (orders.size > 1) throw bad(JOB_WORK_MESSAGES.oneOrder, "lines");
  return [...orders][0]!;
}

/**
 * Sends pieces of an order to a processor on a job-work challan (rule 55(1)(b)), numbered in the DC
 * series: each line at most the pieces at the shop (its quantity less those delivered and those still
 * with processors), priced as a delivery challan is (the value of goods sent, ITC-04 table 4). In one
 * transaction under the order's lock, so two challans sent at once never send a piece twice.
 */
export async function sendToProcessor(
  db: Db,
  session: SessionInfo,
  input: JobWorkSendInput,
): Promise<ChallanRecord> {
  const processor = await getProcessor(db, session, input.processorId);
  const customerId = await orderOfLines(
    db,
    session,
    input.lines.map((l) => l.lineId),
  );
  const date = input.date ?? todayInIndia();
  const id = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, customerId);
    const order = await getOrder(trx, session, customerId);
    const header = checkOrder(order);
    const [delivered, out] = await Promise.all([
      deliveredByLine(trx, session.companyId, customerId),
      withProcessorsByLine(trx, session.companyId, customerId),
    ]);
    const seen = new Set<string>();
    const pieces = input.lines.map((wanted, i) => {
      const line = order.lines.find((l) => l.id === wanted.lineId);
      if (!line) throw bad(`Line ${i + 1}: no such order line`, `lines.${i}.lineId`);
      if (seen.has(line.id)) throw bad("A line is given twice", `lines.${i}.lineId`);
      seen.add(line.id);
      const atShop = Math.max(0, line.quantity - (delivered.get(line.id) ?? 0) - (out.get(line.id) ?? 0));
      if (wanted.quantity > atShop) {
        const n = order.lines.indexOf(line) + 1;
        throw bad(
          `Line ${n}: ${atShop} of its ${line.quantity} pieces are at the shop (not delivered, not with a processor), not ${wanted.quantity}`,
          `lines.${i}.quantity`,
        );
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
    const snapshot: ChallanSnapshot = {
      ...document,
      consignee: { name: processor.name, address: processor.address, gstNo: processor.gstin },
      transport: {
        mode: input.transport?.mode ?? "",
        vehicleNo: input.transport?.vehicleNo?.toUpperCase() ?? "",
        transporter: input.transport?.transporter ?? "",
        transporterId: input.transport?.transporterId?.toUpperCase() ?? "",
        docNo: input.transport?.docNo ?? "",
      },
    };
    const row = await trx
      .insertInto("challans")
      .values({
        companyId: session.companyId,
        customerId,
        processorId: processor.id,
        ...series,
        challanDate: date,
        reason: "job_work",
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

export interface ReceiveResult {
  receipts: JobWorkReceipt[];
  lines: JobWorkPendingLine[];
}

/**
 * Records what came back of a job-work challan, in parts: per line, pieces received and pieces broken or
 * rejected (with a reason). Never more than a line has pending: the challan's row is locked first, so
 * receipts recorded at once are counted one after the other (400 naming the line, nothing stored).
 */
export async function receiveFromProcessor(
  db: Db,
  session: SessionInfo,
  input: JobWorkReceiveInput,
): Promise<ReceiveResult> {
  const challanId = assertRecordId(input.challanId, "Challan");
  const date = input.date ?? todayInIndia();
  const ids = await db.transaction().execute(async (trx) => {
    const challan = await trx
      .selectFrom("challans")
      .select(["id", "number", "status", "processorId", sql<string>`challan_date::text`.as("date")])
      .where("id", "=", challanId)
      .where("companyId", "=", session.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!challan) throw notFound("Challan");
    if (!challan.processorId) throw bad(JOB_WORK_MESSAGES.notJobWork, "challanId");
    if (challan.status === "cancelled") throw new AppError("CONFLICT", JOB_WORK_MESSAGES.cancelled);
    if (date < challan.date) {
      throw bad(`The date cannot be before the challan's (${challan.date})`, "date");
    }
    const lines = await trx
      .selectFrom("challanLines")
      .select([
        "id",
        "lineId",
        "position",
        "quantity",
        sql<string>`coalesce((select sum(r.received + r.broken) from job_work_receipts r where r.challan_line_id = challan_lines.id), 0)`.as(
          "back",
        ),
      ])
      .where("challanId", "=", challan.id)
      .where("companyId", "=", session.companyId)
      .execute();
    const seen = new Set<string>();
    const rows = input.lines.map((given, i) => {
      const line = lines.find((l) => l.lineId === given.lineId || l.id === given.lineId);
      if (!line) throw bad(`Line ${i + 1}: not on challan ${challan.number}`, `lines.${i}.lineId`);
      if (seen.has(line.id)) throw bad("A line is given twice", `lines.${i}.lineId`);
      seen.add(line.id);
      const pending = Math.max(0, line.quantity - Number(line.back));
      const back = given.received + given.broken;
      if (back > pending) {
        throw bad(
          `Line ${line.position} of ${challan.number}: ${pending} of its ${line.quantity} pieces are pending with the processor, not ${back}`,
          `lines.${i}.received`,
        );
      }
      return {
        companyId: session.companyId,
        challanId: challan.id,
        challanLineId: line.id,
        receiptDate: date,
        received: given.received,
        broken: given.broken,
        reason: given.reason ?? "",
        processorChallanNo: input.processorChallanNo ?? "",
      };
    });
    const inserted = await trx.insertInto("jobWorkReceipts").values(rows).returning("id").execute();
    return inserted.map((r) => r.id);
  });
  const receipts = await listReceipts(db, session, { ids });
  const lines = await jobWorkLines(db, session.companyId, { challanId, all: true }, todayInIndia());
  return { receipts, lines };
}

/** Receipts by id, or all of a challan's, oldest first. */
export async function listReceipts(
  db: Db,
  session: SessionInfo,
  by: { ids?: string[]; challanId?: string },
): Promise<JobWorkReceipt[]> {
  let select = db
    .selectFrom("jobWorkReceipts")
    .innerJoin("challanLines", "challanLines.id", "jobWorkReceipts.challanLineId")
    .leftJoin("recuts", "recuts.receiptId", "jobWorkReceipts.id")
    .select([
      "jobWorkReceipts.id",
      "jobWorkReceipts.challanId",
      "challanLines.lineId",
      sql<string>`job_work_receipts.receipt_date::text`.as("date"),
      "jobWorkReceipts.received",
      "jobWorkReceipts.broken",
      "jobWorkReceipts.reason",
      "recuts.id as recutId",
    ])
    .where("jobWorkReceipts.companyId", "=", session.companyId)
    .orderBy("jobWorkReceipts.createdAt")
    .orderBy("challanLines.position");
  if (by.ids) {
    if (by.ids.length === 0) return [];
    select = select.where("jobWorkReceipts.id", "in", by.ids);
  }
  if (by.challanId) select = select.where("jobWorkReceipts.challanId", "=", by.challanId);
  return (await select.execute()).map((r) => ({
    _id: r.id,
    id: r.id,
    challanId: r.challanId,
    lineId: r.lineId,
    date: r.date,
    received: r.received,
    broken: r.broken,
    reason: r.reason,
    recut: r.recutId !== null,
  }));
}

/** Lines of live job-work challans with pieces still out (every line of one order's or challan's). */
export async function pendingJobWork(
  db: Db,
  session: SessionInfo,
  query: JobWorkPendingQuery,
): Promise<JobWorkPendingLine[]> {
  const processorId = query.processorId ? assertRecordId(query.processorId, "Processor") : undefined;
  const customerId = query.customerId ? assertRecordId(query.customerId, "Customer") : undefined;
  const challanId = query.challanId ? assertRecordId(query.challanId, "Challan") : undefined;
  return jobWorkLines(
    db,
    session.companyId,
    { processorId, customerId, challanId, all: customerId !== undefined || challanId !== undefined },
    todayInIndia(),
  );
}

/**
 * Sends a receipt's broken pieces to their order's next cut plan as a re-cut (one action): the plan
 * cuts them again, and marking it cut closes the re-cut. Once per receipt (409 the second time).
 */
export async function recutBroken(db: Db, session: SessionInfo, input: RecutInput): Promise<JobWorkReceipt> {
  const id = assertRecordId(input.receiptId, "Receipt");
  const receipt = await db
    .selectFrom("jobWorkReceipts")
    .innerJoin("challanLines", "challanLines.id", "jobWorkReceipts.challanLineId")
    .leftJoin("draftLines", "draftLines.id", "challanLines.lineId")
    .select(["jobWorkReceipts.broken", "challanLines.lineId", "draftLines.customerId"])
    .where("jobWorkReceipts.id", "=", id)
    .where("jobWorkReceipts.companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!receipt) throw notFound("Receipt");
  if (receipt.broken === 0) throw bad(JOB_WORK_MESSAGES.noBroken, "receiptId");
  if (!receipt.lineId || !receipt.customerId) {
    throw new AppError("CONFLICT", "The order line of these pieces was deleted: nothing to re-cut");
  }
  try {
    await db
      .insertInto("recuts")
      .values({
        companyId: session.companyId,
        customerId: receipt.customerId,
        lineId: receipt.lineId,
        receiptId: id,
        quantity: receipt.broken,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, "recuts_receipt_id_key")) {
      throw new AppError("CONFLICT", JOB_WORK_MESSAGES.recutTwice);
    }
    throw error;
  }
  return (await listReceipts(db, session, { ids: [id] }))[0]!;
}
