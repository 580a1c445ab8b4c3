import {
  CUT_PLAN_MESSAGES,
  CUT_UNITS_PER,
  type CutMark,
  MAX_PLAN_PIECES,
  type OrderCutPlan,
} from "@kerf/core";
import type { CutMarks, Db } from "@kerf/db";
import type { Selectable } from "kysely";
import type { SessionInfo } from "../auth/sessions";
import type { JobQueue } from "../jobs/job-queue";
import { getCustomer } from "../orders/customers";
import { loadOrderInput, type OrderInput } from "./cutting-order-input";
import type { StoredPlan } from "./cutting-plan-answer";
import type { CutWork } from "./cutting-task";

// An order's cut plan: one job of its company's cut-plan queue (cutting-task.ts), planned per material
// in a worker thread. The plan of one state of the order (its input hash) is a row of cut_plans: its
// progress while it waits and runs, then the plan, or why it failed. Any server process answers from
// the row, so the page polls. A plan superseded by an edit is cancelled: its row goes, its job still
// waiting is replaced by the new one (same key) and one already running stops before its next material.
// A failed plan stays failed until asked again (retryPlan) or the order changes.

export { ORDER_PLAN_SECONDS } from "./cutting-task";
/** How long a request waits for the plan before it answers with the progress. */
export const PLAN_WAIT_MS = 2_500;
/** A running row not touched for this long lost its job (its process stopped): it is queued again. */
const STALE_SECONDS = 120;

/** An order's mark as cut, its time as ISO text. */
export function toCutMark({ companyId, customerId, markedAt, ...counts }: Selectable<CutMarks>): CutMark {
  return { markedAt: markedAt.toISOString(), ...counts };
}

async function markOf(db: Db, session: SessionInfo, customerId: string): Promise<CutMark | null> {
  const row = await db
    .selectFrom("cutMarks")
    .selectAll()
    .where("customerId", "=", customerId)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  return row ? toCutMark(row) : null;
}

export interface PlannedOrder {
  answer: OrderCutPlan;
  input: OrderInput;
}

const piecesIn = (input: OrderInput) =>
  input.jobs.reduce((n, m) => n + m.job.pieces.reduce((k, p) => k + (p.quantity ?? 1), 0), 0);

/** Queues the plan of the order as it is now, unless it is queued, running or made already. */
async function claim(db: Db, session: SessionInfo, jobs: JobQueue, customerId: string, input: OrderInput) {
  const stale = new Date(Date.now() - STALE_SECONDS * 1000);
  const claimed = await db
    .insertInto("cutPlans")
    .values({
      companyId: session.companyId,
      customerId,
      inputHash: input.hash,
      status: "running",
      total: input.jobs.length,
    })
    .onConflict((oc) =>
      oc
        .columns(["customerId", "inputHash"])
        .doUpdateSet({ done: 0, updatedAt: new Date() })
        .where("cutPlans.status", "=", "running")
        .where("cutPlans.updatedAt", "<", stale),
    )
    .returning("id")
    .executeTakeFirst();
  if (!claimed) return;
  // Plans of the order's earlier states are of no more use, whatever their state: superseded.
  await db
    .deleteFrom("cutPlans")
    .where("customerId", "=", customerId)
    .where("inputHash", "<>", input.hash)
    .execute();
  const work: CutWork = { type: "order", planId: claimed.id, customerId };
  await jobs.start("cut-plan", session.companyId, work, `cut-plan:${customerId}`);
}

/**
 * The plan of an order as its lines and the stock are now: from its row when it was made already,
 * otherwise queued and waited for up to `waitMs`; until then the answer is its progress.
 */
export async function planOrder(
  db: Db,
  session: SessionInfo,
  jobs: JobQueue,
  customerId: string,
  waitMs = PLAN_WAIT_MS,
): Promise<PlannedOrder> {
  const customer = await getCustomer(db, session, customerId);
  const input = await loadOrderInput(db, session, customer.id);
  const base = {
    unit: input.unit,
    perUnit: CUT_UNITS_PER[input.unit],
    marked: await markOf(db, session, customer.id),
    recuts: input.recuts,
  };
  const pieces = piecesIn(input);
  if (pieces > MAX_PLAN_PIECES) {
    // Not queued at all: the answer says why at once.
    const answer: OrderCutPlan = {
      ...base,
      status: "failed",
      error: CUT_PLAN_MESSAGES.tooManyPieces(pieces),
      progress: { done: 0, total: input.jobs.length },
      materials: [],
      skippedLines: input.skippedLines,
    };
    return { input, answer };
  }
  const find = () =>
    db
      .selectFrom("cutPlans")
      .selectAll()
      .where("customerId", "=", customer.id)
      .where("companyId", "=", session.companyId)
      .where("inputHash", "=", input.hash)
      .executeTakeFirst();
  let row = await find();
  if (!row || (row.status === "running" && row.updatedAt.getTime() < Date.now() - STALE_SECONDS * 1000)) {
    await claim(db, session, jobs, customer.id, input);
    row = await find();
  }
  const deadline = Date.now() + waitMs;
  while (row?.status === "running" && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, Math.min(100, Math.max(0, deadline - Date.now()))));
    row = await find();
  }
  const stored = row?.status === "done" ? (row.result as StoredPlan) : null;
  return {
    input,
    answer: {
      ...base,
      status: row?.status ?? "running",
      error: row?.status === "failed" ? (row.error ?? CUT_PLAN_MESSAGES.failed) : null,
      progress: { done: row?.done ?? 0, total: row?.total ?? input.jobs.length },
      materials: stored?.materials ?? [],
      skippedLines: stored?.skippedLines ?? input.skippedLines,
    },
  };
}

/** Plans the order again after its plan failed (the Retry of the order page); otherwise as planOrder. */
export async function retryPlan(
  db: Db,
  session: SessionInfo,
  jobs: JobQueue,
  customerId: string,
): Promise<PlannedOrder> {
  await db
    .deleteFrom("cutPlans")
    .where("customerId", "=", customerId)
    .where("companyId", "=", session.companyId)
    .where("status", "=", "failed")
    .execute();
  return planOrder(db, session, jobs, customerId);
}
