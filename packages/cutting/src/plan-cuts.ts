import { buildProblem } from "./engine/build";
import { optimise } from "./engine/optimise";
import { normaliseJob } from "./job";
import { writePlan } from "./plan/write-plan";
import type { CutPlan, PlanOptions } from "./types";

export const DEFAULT_TIME_LIMIT = 2;

/**
 * Plans the cutting of a job: the sheets to use (least cost first), each piece's place and the cut
 * sequence. Throws CutJobError (naming the field) for a bad job. Pieces that fit no sheet on hand are
 * listed in `unplaced`.
 */
export function planCuts(job: unknown, options: PlanOptions = {}): CutPlan {
  const now = options.clock ?? (() => performance.now());
  const started = now();
  const limit = options.timeLimit ?? DEFAULT_TIME_LIMIT;
  if (!(limit > 0) || !Number.isFinite(limit))
    throw new RangeError("timeLimit must be a positive number of seconds");
  const normal = normaliseJob(job);
  const problem = buildProblem(normal);
  // Leave time for what follows the deadline: the rest of the first plan made the cheap way, and writing
  // it out (its cut sequences), together about 0.025 ms a piece; at most half the limit.
  const reserve = Math.min(limit * 500, 10 + 0.025 * problem.items.length);
  const deadline = started + limit * 1000 - reserve;
  const solution = optimise(problem, { deadline, seed: options.seed ?? 1, now });
  const plan = writePlan(normal, problem, solution, 0);
  plan.seconds = Math.round(now() - started) / 1000;
  return plan;
}
