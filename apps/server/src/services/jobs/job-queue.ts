import { randomUUID } from "node:crypto";
import { createPoolLike, type Db } from "@kerf/db";
import type { FastifyBaseLogger } from "fastify";
import { Logger, runMigrations, type Task } from "graphile-worker";
import { sql } from "kysely";
import { AppError } from "../../errors";
import { failed, type JobResults, JobTimeout, type Outcome, startJobResults } from "./job-results";
import { startRunners } from "./job-runners";
import { keepWorkersAlive } from "./job-workers";

// Heavy work (PDFs, cut plans) as jobs of graphile-worker, a maintained PostgreSQL job queue, so the
// turns hold across every Kerf process on the database:
// - each company has a queue of its own per kind of work (`pdf:<company>`, `cut-plan:<company>`), and a
//   named queue runs one job at a time: a company holds at most one running job of each kind;
// - a job's priority is how many jobs of its kind its company already has waiting, so a company's n-th
//   waiting job goes after every other company's (n-1)-th: the one with one job goes next, whoever floods;
// - a company may have at most `maxWaiting` jobs of a kind waiting: beyond, the request is refused at once.
// A request waits for its job's answer (run) or leaves it to write its own row (start).

export type JobKind = "pdf" | "cut-plan";

/**
 * What a job of a kind does, in whichever process takes it: its answer, for run()'s waiting request,
 * which gives up at `deadline` (epoch ms; none for start()'s jobs): work past it is read by no one.
 */
export type JobTask = (work: unknown, companyId: string, deadline?: number) => Promise<Buffer | undefined>;

/** A job as stored: whose it is, its work, and where its answer goes (run() only). */
interface Envelope {
  companyId: string;
  work: unknown;
  reply?: { id: string; origin: string; deadline: number };
}

export interface JobQueue {
  /**
   * Queues `work` of `kind` for the company and waits for its answer, at most `timeoutMs` (its turn
   * included). `busy` is thrown when the company already has too many jobs waiting or time runs out.
   */
  run(
    kind: JobKind,
    companyId: string,
    work: unknown,
    wait: { timeoutMs: number; busy: AppError },
  ): Promise<Buffer>;
  /**
   * Queues work that writes its own answer (a cut plan's row). A job still waiting under the same `key`
   * is replaced: it never runs.
   */
  start(kind: JobKind, companyId: string, work: unknown, key: string): Promise<void>;
  /** Resolves once this process takes jobs (what queues work needs not wait for it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  kinds: Record<JobKind, { concurrency: number; task: JobTask }>;
  maxWaiting: number;
}

/** A crashed worker's job runs once more elsewhere; a job that failed is not retried (its task says why). */
const MAX_ATTEMPTS = 2;
export const TOO_MUCH_WAITING = "Too much work is waiting for this company; try again in a minute";

/** Until the queue has started (the database may be down at first), tried again this often. */
const RETRY_START_MS = 5000;

/**
 * Starts the queue in the background (graphile-worker's schema, the answers' listener, the runners),
 * trying again while the database cannot be reached; work queued meanwhile waits for it.
 */
export function startJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const kinds = Object.keys(options.kinds) as JobKind[];
  const concurrency = kinds.reduce((n, k) => n + options.kinds[k].concurrency, 0);
  // Each runner holds a LISTEN connection and one per job it fetches; the answers hold one more.
  const pool = createPoolLike(db, concurrency + kinds.length + 3);
  const logger = new Logger((scope) => (level, message, meta) => {
    const at = level === "error" ? "error" : level === "warning" ? "warn" : "debug";
    log[at]({ ...meta, queue: scope.label }, message);
  });
  let closed = false;

  const handler =
    (kind: JobKind, results: JobResults): Task =>
    async (payload) => {
      const job = payload as Envelope;
      // Its request gave up waiting: nobody would read the answer.
      if (job.reply && Date.now() > job.reply.deadline) return;
      let outcome: Outcome;
      try {
        const content = await options.kinds[kind].task(job.work, job.companyId, job.reply?.deadline);
        outcome = { ok: true, content: content ?? Buffer.alloc(0) };
      } catch (error) {
        if (!(error instanceof AppError)) log.error({ err: error, kind }, "job failed");
        outcome = failed(error);
      }
      if (job.reply) {
        await results
          .deliver(job.reply.id, job.reply.origin, outcome)
          .catch((error) => log.error({ err: error, kind }, "job answer lost"));
      }
    };

  const begin = async () => {
    await runMigrations({ pgPool: pool, logger });
    const results = await startJobResults(db, pool, log);
    const tasks = kinds.map((kind) => ({
      kind,
      concurrency: options.kinds[kind].concurrency,
      task: handler(kind, results),
    }));
    const runners = await startRunners(pool, logger, log, tasks).catch(async (error) => {
      await results.close();
      throw error;
    });
    const workers = keepWorkersAlive(db, pool, () => runners.poolIds, log);
    return { results, runners, workers };
  };
  const started = (async () => {
    for (;;) {
      try {
        return await begin();
      } catch (error) {
        if (closed) throw error;
        log.warn({ err: error }, "job queue: cannot start yet; trying again");
        await new Promise((r) => setTimeout(r, RETRY_START_MS));
        if (closed) throw error;
      }
    }
  })();
  started.catch(() => undefined);

  /** Adds the job in its company's queue at its turn; false when the company has too many waiting. */
  const add = async (kind: JobKind, job: Envelope, key: string): Promise<boolean> => {
    const queue = `${kind}:${job.companyId}`;
    await started;
    return db.transaction().execute(async (trx) => {
      // One add at a time per company queue, so a burst of its requests counts its own jobs right.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${queue}))`.execute(trx);
      const { rows } = await sql<{ id: string }>`
        SELECT (graphile_worker.add_job(${kind}::text, ${JSON.stringify(job)}::json,
          queue_name => ${queue}::text, max_attempts => ${MAX_ATTEMPTS}::int, job_key => ${key}::text,
          priority => waiting::int)).id
        FROM (SELECT count(*) AS waiting FROM graphile_worker.jobs
              WHERE queue_name = ${queue} AND attempts < max_attempts) AS company
        WHERE waiting < ${options.maxWaiting}`.execute(trx);
      return rows.length > 0;
    });
  };

  return {
    async run(kind, companyId, work, wait) {
      const { results } = await started;
      const id = randomUUID();
      const deadline = Date.now() + wait.timeoutMs;
      const answer = results.wait(id, wait.timeoutMs);
      answer.catch(() => undefined);
      if (!(await add(kind, { companyId, work, reply: { id, origin: results.origin, deadline } }, id))) {
        results.forget(id);
        throw wait.busy;
      }
      try {
        return await answer;
      } catch (error) {
        if (!(error instanceof JobTimeout)) throw error;
        // Still waiting for its turn: it never runs. Already running: it finishes unread.
        await sql`SELECT graphile_worker.remove_job(${id}::text)`.execute(db).catch(() => undefined);
        throw wait.busy;
      }
    },
    async start(kind, companyId, work, key) {
      if (!(await add(kind, { companyId, work }, key))) {
        throw new AppError("TOO_MANY_REQUESTS", TOO_MUCH_WAITING, undefined, 60);
      }
    },
    async ready() {
      await started;
    },
    async close() {
      closed = true;
      const parts = await started.catch(() => undefined);
      if (parts) {
        await parts.runners.stop();
        await parts.workers.stop();
        await parts.results.close();
      }
      await pool.end();
    },
  };
}
