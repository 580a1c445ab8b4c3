// A worker thread of the cut planner pool (cutting-pool.ts): plans one job at a time, off the server's
// event loop. In the build it is its own file, dist/cutting-worker.js; from source it runs under tsx.
import { parentPort } from "node:worker_threads";
import { type CutJob, CutJobError, type Offcut, planCuts, sheetOffcuts } from "@kerf/cutting";
import type { PoolReply, PoolTask } from "./cutting-pool";

function run(task: PoolTask): PoolReply {
  try {
    const plan = planCuts(task.job, { timeLimit: task.timeLimit });
    let offcuts: Offcut[][] | undefined;
    if (task.offcuts) {
      const job = task.job as CutJob;
      const sizes = new Map(job.sheets.map((s) => [s.id, s]));
      offcuts = plan.sheets.map((s) => {
        const sheet = sizes.get(s.sheet)!;
        return sheetOffcuts(sheet, s.pieces, s.cuts, job.kerf ?? 0);
      });
    }
    return { id: task.id, ok: true, plan, offcuts };
  } catch (error) {
    if (error instanceof CutJobError) {
      return { id: task.id, ok: false, field: error.field, message: error.problem };
    }
    return { id: task.id, ok: false, message: String((error as Error)?.message ?? error) };
  }
}

parentPort?.on("message", (task: PoolTask) => parentPort?.postMessage(run(task)));
// Loaded: a pool warming up waits for this.
parentPort?.postMessage({ ready: true });
