import { ZCutJobInput } from "@kerf/core";
import type { CutPlan } from "@kerf/cutting";
import type { z } from "zod";
import { AppError, parseInput } from "../../errors";
import type { JobQueue } from "../jobs/job-queue";
import { type CutWork, ORDER_PLAN_SECONDS, PLANNER_BUSY } from "./cutting-task";

// A job posted in the CLI's JSON form (packages/cutting/README.md), planned as a job of the company's
// cut-plan queue. Its size is bounded by ZCutJobInput before any work (2,000 pieces), its time to
// 0.2-1.6 s (0.1 ms a piece at least, so the planner keeps it; at most what an order's plan gets): a
// request may not buy more of a worker, and another company waits at most that long for its turn.

export const MIN_POSTED_SECONDS = 0.2;
export const MAX_POSTED_SECONDS = ORDER_PLAN_SECONDS;
export const DEFAULT_POSTED_SECONDS = 1;
/** How long the request waits for its plan, its turn included, before it is refused (429). */
export const POSTED_WAIT_MS = 20_000;
export { PLANNER_BUSY };

export async function planPostedJob(
  jobs: JobQueue,
  companyId: string,
  input: unknown,
  timeLimit = DEFAULT_POSTED_SECONDS,
): Promise<CutPlan> {
  return planJob(jobs, companyId, parseInput(ZCutJobInput, input), timeLimit);
}

/** A job already checked (the REST route parses its body with the schema it documents). */
export async function planJob(
  jobs: JobQueue,
  companyId: string,
  job: z.output<typeof ZCutJobInput>,
  timeLimit = DEFAULT_POSTED_SECONDS,
): Promise<CutPlan> {
  const work: CutWork = { type: "posted", job, timeLimit };
  const answer = await jobs.run("cut-plan", companyId, work, {
    timeoutMs: POSTED_WAIT_MS,
    busy: new AppError("TOO_MANY_REQUESTS", PLANNER_BUSY, undefined, 2),
  });
  return JSON.parse(answer.toString("utf8")) as CutPlan;
}
