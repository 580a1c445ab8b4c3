import {
  areaUnit,
  buildItc04,
  type ChallanSnapshot,
  gstInvoice,
  type Itc04Back,
  type Itc04Json,
  type Itc04Sent,
  itc04Csv,
  parseItc04Period,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import type { SessionInfo } from "../auth/sessions";
import { asAppError, gstFallbacks } from "./gst-context";

// ITC-04 of a period (issue 30 point 4): the company's job-work challans sent in it (table 4) and what
// came back in it (table 5A), from the challans' own snapshots, so its totals are the challans'.

const snapshotOf = (value: unknown) =>
  (typeof value === "string" ? JSON.parse(value) : value) as ChallanSnapshot;

export type Itc04File =
  | { format: "json"; filename: string; file: Itc04Json; notes: string[] }
  | { format: "csv"; filename: string; file: string; notes: string[] };

export async function itc04(
  db: Db,
  session: SessionInfo,
  query: { period: string; format?: "json" | "csv" },
): Promise<Itc04File> {
  let period: ReturnType<typeof parseItc04Period>;
  try {
    period = parseItc04Period(query.period);
  } catch (error) {
    return asAppError(error);
  }
  const fallbacks = await gstFallbacks(db, session);
  const [challans, receipts] = await Promise.all([
    db
      .selectFrom("challans")
      .innerJoin("processors", "processors.id", "challans.processorId")
      .select([
        "challans.number",
        sql<string>`challans.challan_date::text`.as("date"),
        "challans.snapshot",
        "processors.gstin",
      ])
      .where("challans.companyId", "=", session.companyId)
      .where("challans.status", "!=", "cancelled")
      .where("challans.challanDate", ">=", period.from)
      .where("challans.challanDate", "<=", period.to)
      .orderBy("challans.challanDate")
      .orderBy("challans.sequence")
      .execute(),
    db
      .selectFrom("jobWorkReceipts")
      .innerJoin("challanLines", "challanLines.id", "jobWorkReceipts.challanLineId")
      .innerJoin("challans", "challans.id", "jobWorkReceipts.challanId")
      .innerJoin("processors", "processors.id", "challans.processorId")
      .select([
        "challans.number",
        sql<string>`challans.challan_date::text`.as("challanDate"),
        "challans.snapshot",
        "processors.gstin",
        "challanLines.position",
        "challanLines.quantity",
        sql<string>`job_work_receipts.receipt_date::text`.as("date"),
        "jobWorkReceipts.received",
        "jobWorkReceipts.broken",
        "jobWorkReceipts.processorChallanNo",
      ])
      .where("jobWorkReceipts.companyId", "=", session.companyId)
      .where("challans.status", "!=", "cancelled")
      .where("jobWorkReceipts.receiptDate", ">=", period.from)
      .where("jobWorkReceipts.receiptDate", "<=", period.to)
      .orderBy("jobWorkReceipts.receiptDate")
      .orderBy("jobWorkReceipts.createdAt")
      .orderBy("challanLines.position")
      .execute(),
  ]);
  const sent: Itc04Sent[] = challans.map((c) => {
    const snapshot = snapshotOf(c.snapshot);
    const figures = gstInvoice(snapshot, fallbacks);
    return {
      gstin: c.gstin,
      challanNumber: c.number,
      challanDate: c.date,
      interState: figures.interState,
      items: figures.items
        // A challan's goods are its piece lines (item lines are invoiced, never sent for job work).
        .filter((item) => item.source.kind === "line")
        .map((item) => ({
          description: item.description,
          unit: areaUnit(snapshot.unit),
          qtyMilli: item.qtyMilli,
          taxable: item.taxable,
          rate: item.rate,
        })),
    };
  });
  const back: Itc04Back[] = receipts.map((r) => {
    const snapshot = snapshotOf(r.snapshot);
    const item = gstInvoice(snapshot, fallbacks).items[r.position - 1]!;
    // The line's area shared by its pieces, to the thousandth (rounded half up).
    const share = (n: number) =>
      (item.qtyMilli * BigInt(2 * n) + BigInt(r.quantity)) / BigInt(2 * r.quantity);
    return {
      gstin: r.gstin,
      challanNumber: r.number,
      challanDate: r.challanDate,
      processorChallanNo: r.processorChallanNo,
      date: r.date,
      description: item.description,
      unit: areaUnit(snapshot.unit),
      receivedMilli: share(r.received),
      brokenMilli: share(r.broken),
    };
  });
  const file = buildItc04(fallbacks.gstin, period, sent, back);
  const stem = `ITC-04-${period.label}`;
  return query.format === "csv"
    ? { format: "csv", filename: `${stem}.csv`, file: itc04Csv(file), notes: [] }
    : { format: "json", filename: `${stem}.json`, file, notes: [] };
}
