import { JOB_WORK_WARN_DAYS, type JobWorkPendingLine, type TypedLine } from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";

// What is out with processors: per job-work challan line, sent, back (received and broken) and pending.

/** Pieces of each of the order's lines still with processors (sent less received and broken), by line. */
export async function withProcessorsByLine(
  trx: Db,
  companyId: string,
  customerId: string,
): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom("challanLines")
    .innerJoin("challans", "challans.id", "challanLines.challanId")
    .innerJoin("draftLines", "draftLines.id", "challanLines.lineId")
    .select([
      "challanLines.lineId",
      sql<string>`sum(greatest(challan_lines.quantity - coalesce((select sum(r.received + r.broken) from job_work_receipts r where r.challan_line_id = challan_lines.id), 0), 0))`.as(
        "out",
      ),
    ])
    .where("challans.companyId", "=", companyId)
    .where("draftLines.customerId", "=", customerId)
    .where("challans.processorId", "is not", null)
    .where("challans.status", "!=", "cancelled")
    .groupBy("challanLines.lineId")
    .execute();
  return new Map(rows.map((r) => [r.lineId!, Number(r.out)]));
}

/**
 * The day a year after `isoDate` (from 29 February: 28 February), the end of the year within which inputs
 * sent for job work must come back, or be a supply made on the day they went (CGST Act sec. 143(1)(a), (3)).
 */
export function dueByOf(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const due = new Date(Date.UTC(y + 1, m - 1, d));
  if (due.getUTCMonth() !== m - 1) due.setUTCDate(0);
  return due.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface JobWorkFilter {
  processorId?: string;
  customerId?: string;
  challanId?: string;
  /** Lines with nothing pending too. */
  all?: boolean;
}

/** At most this many lines in one answer. */
export const MAX_PENDING_LINES = 2000;

/** The company's job-work challan lines (live challans), newest challan first, with what came back. */
export async function jobWorkLines(
  db: Db,
  companyId: string,
  filter: JobWorkFilter,
  today: string,
): Promise<JobWorkPendingLine[]> {
  let select = db
    .selectFrom("challanLines")
    .innerJoin("challans", "challans.id", "challanLines.challanId")
    .innerJoin("processors", "processors.id", "challans.processorId")
    .leftJoin("draftLines", "draftLines.id", "challanLines.lineId")
    .select([
      "challans.id as challanId",
      "challans.number as challanNumber",
      sql<string>`challans.challan_date::text`.as("challanDate"),
      "processors.id as processorId",
      "processors.name as processorName",
      "challans.customerId",
      "challans.customerName",
      "challanLines.lineId",
      "challanLines.piece",
      "challanLines.quantity as sent",
      sql<string>`coalesce((select sum(r.received) from job_work_receipts r where r.challan_line_id = challan_lines.id), 0)`.as(
        "received",
      ),
      sql<string>`coalesce((select sum(r.broken) from job_work_receipts r where r.challan_line_id = challan_lines.id), 0)`.as(
        "broken",
      ),
    ])
    .where("challans.companyId", "=", companyId)
    .where("challans.status", "!=", "cancelled")
    .orderBy("challans.createdAt", "desc")
    .orderBy("challanLines.position")
    .limit(MAX_PENDING_LINES);
  if (filter.processorId) select = select.where("challans.processorId", "=", filter.processorId);
  if (filter.customerId) select = select.where("draftLines.customerId", "=", filter.customerId);
  if (filter.challanId) select = select.where("challans.id", "=", filter.challanId);
  if (!filter.all) {
    select = select.where(
      sql<boolean>`challan_lines.quantity > coalesce((select sum(r.received + r.broken) from job_work_receipts r where r.challan_line_id = challan_lines.id), 0)`,
    );
  }
  const rows = await select.execute();
  return rows.map((r) => {
    const piece = (typeof r.piece === "string" ? JSON.parse(r.piece) : r.piece) as TypedLine;
    const received = Number(r.received);
    const broken = Number(r.broken);
    const pending = Math.max(0, r.sent - received - broken);
    const dueBy = dueByOf(r.challanDate);
    const left = daysBetween(today, dueBy);
    return {
      challanId: r.challanId,
      challanNumber: r.challanNumber,
      challanDate: r.challanDate,
      processorId: r.processorId,
      processorName: r.processorName,
      customerId: r.customerId,
      customerName: r.customerName,
      lineId: r.lineId,
      size: `${piece.widthForDisplay} x ${piece.lengthForDisplay}`,
      materialType: piece.materialType,
      sent: r.sent,
      received,
      broken,
      pending,
      dueBy,
      overdue: pending > 0 && left < 0,
      dueSoon: pending > 0 && left <= JOB_WORK_WARN_DAYS,
    };
  });
}
