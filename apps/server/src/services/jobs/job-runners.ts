import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import { type Logger, type Runner, run, type Task, type WorkerEvents } from "graphile-worker";
import type pg from "pg";

// This process's graphile-worker runners, one a kind of work, each with its own number of workers.

export interface Runners {
  /** The worker pools' ids (graphile-worker's locked_by), for the heartbeat. */
  readonly poolIds: string[];
  stop(): Promise<void>;
}

export async function startRunners(
  pool: pg.Pool,
  logger: Logger,
  log: FastifyBaseLogger,
  tasks: { kind: string; concurrency: number; task: Task }[],
): Promise<Runners> {
  /**
   * graphile-worker tells its workers of new jobs, not of a queue freed by a finished job: a company's
   * next job would wait for the next poll. So once the finished job is gone from the table (its
   * completion is written after the task returns), every process's workers are told to look, and once
   * more a moment later: a worker still busy looking (and missing it) when told the first time hears it.
   */
  const nudgeWhenDone = async (jobId: string) => {
    try {
      for (let i = 0; i < 50; i++) {
        const { rows } = await pool.query(
          "SELECT 1 FROM graphile_worker.jobs WHERE id = $1 AND locked_at IS NOT NULL",
          [jobId],
        );
        if (rows.length === 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      for (const wait of [0, 100]) {
        await new Promise((r) => setTimeout(r, wait));
        await pool.query(`SELECT pg_notify('jobs:insert', '{"count":1}')`);
      }
    } catch (error) {
      log.debug({ err: error }, "job queue: nudge failed; the poll finds the next job");
    }
  };
  const poolIds: string[] = [];
  const runners: Runner[] = [];
  try {
    for (const { kind, concurrency, task } of tasks) {
      // A process may take no jobs of a kind (0): it only queues them for the others.
      if (concurrency < 1) continue;
      const events: WorkerEvents = new EventEmitter();
      events.on("pool:create", ({ workerPool }) => poolIds.push(workerPool.id));
      events.on("job:complete", ({ job }) => void nudgeWhenDone(job.id));
      runners.push(
        await run({
          pgPool: pool,
          logger,
          events,
          concurrency,
          taskList: { [kind]: task },
          noHandleSignals: true,
          // New jobs and freed queues arrive by LISTEN/NOTIFY at once; this is only the fallback.
          pollInterval: 1000,
        }),
      );
    }
  } catch (error) {
    await Promise.all(runners.map((r) => r.stop()));
    throw error;
  }
  return {
    poolIds,
    async stop() {
      await Promise.all(runners.map((r) => r.stop()));
    },
  };
}
