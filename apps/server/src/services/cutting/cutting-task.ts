import { CUT_PLAN_MESSAGES, type MaterialPlan } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors";
import type { JobTask } from "../jobs/job-queue";
import { loadOrderInput, type MaterialJob } from "./cutting-order-input";
import { materialPlan, nothingPlaced } from "./cutting-plan-answer";
import { type CuttingPool, PoolBusyError, PoolJobError } from "./cutting-pool";

// The cut-plan job, in whichever Kerf process takes it from its company's queue: an order's plan (its
// row of cut_plans gets the progress and the plan) or a job posted in the CLI's form (its answer goes
// back to the waiting request). Either takes one worker thread of the pool at a time, so the queue's
// workers are the pool's threads.

export type CutWork =
  | { type: "order"; planId: string; customerId: string }
  | { type: "posted"; job: unknown; timeLimit: number };

/** Seconds of planning an order gets in all; its materials share them by their pieces. */
export const ORDER_PLAN_SECONDS = 1.6;
/** The least a material gets: what a plan of a few pieces needs. */
const MATERIAL_MIN_SECONDS = 0.02;
export const PLANNER_BUSY = "The cut planner is busy; try again in a moment";

const piecesOf = (m: MaterialJob) => m.job.pieces.reduce((n, p) => n + (p.quantity ?? 1), 0);

export function cutPlanTask(db: Db, pool: CuttingPool, log: FastifyBaseLogger): JobTask {
  return async (work, companyId) => {
    const cut = work as CutWork;
    if (cut.type === "posted") return Buffer.from(JSON.stringify(await planPosted(pool, cut)));
    await planOrderNow(db, pool, log, companyId, cut);
    return undefined;
  };
}

async function planPosted(pool: CuttingPool, cut: Extract<CutWork, { type: "posted" }>) {
  try {
    return (await pool.run(cut.job, { timeLimit: cut.timeLimit })).plan;
  } catch (error) {
    if (error instanceof PoolJobError) {
      throw new AppError("BAD_REQUEST", `${error.field}: ${error.message}`, { [error.field]: error.message });
    }
    if (error instanceof PoolBusyError) throw new AppError("TOO_MANY_REQUESTS", PLANNER_BUSY, undefined, 2);
    throw error;
  }
}

async function planOrderNow(
  db: Db,
  pool: CuttingPool,
  log: FastifyBaseLogger,
  companyId: string,
  cut: Extract<CutWork, { type: "order" }>,
): Promise<void> {
  // Gone: an edit superseded it (a newer plan deleted its row) before its turn came. It is not run.
  const wanted = () =>
    db
      .selectFrom("cutPlans")
      .select("inputHash")
      .where("id", "=", cut.planId)
      .where("status", "=", "running")
      .executeTakeFirst();
  const row = await wanted();
  if (!row) return;
  try {
    const scope = { companyId, sessionId: "cut-plan-job", userId: "cut-plan-job" };
    const input = await loadOrderInput(db, scope, cut.customerId);
    if (input.hash !== row.inputHash) {
      // The order changed since it was asked for: the next read asks for the plan of what it is now.
      await db.deleteFrom("cutPlans").where("id", "=", cut.planId).execute();
      return;
    }
    const total = input.jobs.reduce((n, m) => n + piecesOf(m), 0);
    const materials: MaterialPlan[] = [];
    for (const m of input.jobs) {
      // Superseded while it ran: the materials left are not planned.
      if (!(await wanted())) return;
      const timeLimit = Math.max(
        MATERIAL_MIN_SECONDS,
        (ORDER_PLAN_SECONDS * piecesOf(m)) / Math.max(1, total),
      );
      try {
        const { plan, offcuts } = await pool.run(m.job, { timeLimit, offcuts: true });
        materials.push(materialPlan(m, plan, offcuts ?? []));
      } catch (error) {
        // A job @kerf/cutting refuses (a size beyond what it takes): its pieces are reported.
        if (!(error instanceof PoolJobError)) throw error;
        materials.push(nothingPlaced(m));
      }
      await db
        .updateTable("cutPlans")
        .set((eb) => ({ done: eb("done", "+", 1), updatedAt: new Date() }))
        .where("id", "=", cut.planId)
        .execute();
    }
    await db
      .updateTable("cutPlans")
      .set({
        status: "done",
        result: JSON.stringify({ materials, skippedLines: input.skippedLines }),
        updatedAt: new Date(),
      })
      .where("id", "=", cut.planId)
      .where("status", "=", "running")
      .execute();
  } catch (error) {
    log.error({ err: error, planId: cut.planId }, "cut plan failed");
    await db
      .updateTable("cutPlans")
      .set({ status: "failed", error: CUT_PLAN_MESSAGES.failed, updatedAt: new Date() })
      .where("id", "=", cut.planId)
      .execute();
  }
}
