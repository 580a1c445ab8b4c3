import { ZCutJobInput } from "@kerf/core";
import type { CutPlan } from "@kerf/cutting";
import { AppError, parseInput } from "../errors";
import { type CuttingPool, PoolBusyError, PoolJobError } from "./cutting-pool";

// A job posted in the CLI's JSON form (packages/cutting/README.md), planned in the worker pool. Its size
// is bounded by ZCutJobInput before any work: a request may not buy more than a few seconds of a worker.

export const MAX_POSTED_SECONDS = 5;
export const DEFAULT_POSTED_SECONDS = 1;
export const PLANNER_BUSY = "The cut planner is busy; try again in a moment";

export async function planPostedJob(
  pool: CuttingPool,
  input: unknown,
  timeLimit = DEFAULT_POSTED_SECONDS,
): Promise<CutPlan> {
  const job = parseInput(ZCutJobInput, input);
  try {
    return (await pool.run(job, { timeLimit })).plan;
  } catch (error) {
    if (error instanceof PoolJobError) {
      throw new AppError("BAD_REQUEST", `${error.field}: ${error.message}`, { [error.field]: error.message });
    }
    if (error instanceof PoolBusyError) throw new AppError("TOO_MANY_REQUESTS", PLANNER_BUSY, undefined, 2);
    throw error;
  }
}
