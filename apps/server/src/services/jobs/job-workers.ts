import type { Db } from "@kerf/db";
import type { FastifyBaseLogger } from "fastify";
import { makeWorkerUtils } from "graphile-worker";
import { sql } from "kysely";
import type pg from "pg";

// graphile-worker unlocks the jobs of a process that died without stopping only after 4 hours; a
// company's queue would stay locked as long (its PDFs and plans waiting). So each process says every
// few seconds that its worker pools live, and whichever process sees a pool silent for STALE_SECONDS
// unlocks its jobs and queues (graphile_worker.force_unlock_workers). Now and then it also drops what
// the queue no longer needs: jobs that failed for good, queues of no job.

const BEAT_MS = 10_000;
const STALE_SECONDS = 30;
const CLEANUP_EVERY = 60;

export function keepWorkersAlive(db: Db, pool: pg.Pool, ids: () => string[], log: FastifyBaseLogger) {
  let beats = 0;
  const beat = async () => {
    for (const id of ids()) {
      await db
        .insertInto("jobWorkers")
        .values({ workerId: id, seenAt: new Date() })
        .onConflict((oc) => oc.column("workerId").doUpdateSet({ seenAt: new Date() }))
        .execute();
    }
    const stale = await db
      .deleteFrom("jobWorkers")
      .where("seenAt", "<", new Date(Date.now() - STALE_SECONDS * 1000))
      .returning("workerId")
      .execute();
    if (stale.length > 0) {
      const workerIds = stale.map((s) => s.workerId);
      await sql`SELECT graphile_worker.force_unlock_workers(${workerIds}::text[])`.execute(db);
      log.warn({ workers: workerIds }, "job queue: unlocked the jobs of workers that stopped answering");
    }
    if (++beats % CLEANUP_EVERY === 0) {
      const utils = await makeWorkerUtils({ pgPool: pool });
      await utils.cleanup({ tasks: ["DELETE_PERMAFAILED_JOBS", "GC_JOB_QUEUES"] });
      await utils.release();
    }
  };
  let running: Promise<void> = beat().catch((error) =>
    log.warn({ err: error }, "job queue: heartbeat failed"),
  );
  const timer = setInterval(() => {
    running = running.then(beat).catch((error) => log.warn({ err: error }, "job queue: heartbeat failed"));
  }, BEAT_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      const mine = ids();
      if (mine.length > 0) await db.deleteFrom("jobWorkers").where("workerId", "in", mine).execute();
    },
  };
}
