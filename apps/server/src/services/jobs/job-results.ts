import { randomUUID } from "node:crypto";
import type { Db } from "@kerf/db";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { AppError, type AppErrorKind } from "../../errors";

// How a job's answer reaches the request waiting for it, whichever Kerf process ran the job: in memory
// when it ran in the waiting process; otherwise a row of job_results and a NOTIFY on DONE_CHANNEL, which
// the waiting process LISTENs to. A look at the table every second covers a notification missed while
// the listening connection was down. Rows nobody took (the request gave up) are pruned after minutes.

const DONE_CHANNEL = "kerf_job_done";
const SWEEP_MS = 1000;
const KEEP_MINUTES = 10;

/** A failure as it travels between processes: an AppError keeps its kind, message and fields. */
interface StoredError {
  kind: AppErrorKind | null;
  message: string;
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
}

export type Outcome = { ok: true; content: Buffer } | { ok: false; error: StoredError };

export class JobTimeout extends Error {}

export function failed(error: unknown): Outcome {
  if (error instanceof AppError) {
    const { kind, message, fieldErrors, retryAfterSeconds } = error;
    return { ok: false, error: { kind, message, fieldErrors, retryAfterSeconds } };
  }
  return { ok: false, error: { kind: null, message: String((error as Error)?.message ?? error) } };
}

function thrown(error: StoredError): Error {
  if (!error.kind) return new Error(`the job failed: ${error.message}`);
  return new AppError(error.kind, error.message, error.fieldErrors, error.retryAfterSeconds);
}

export interface JobResults {
  /** This process, as jobs name the process waiting for them. */
  readonly origin: string;
  /** The answer of job `id`, or JobTimeout after `ms`. */
  wait(id: string, ms: number): Promise<Buffer>;
  /** Stops waiting for job `id` (it was never queued). */
  forget(id: string): void;
  /** Hands job `id`'s outcome to its waiting request, in this process or through the database. */
  deliver(id: string, origin: string, outcome: Outcome): Promise<void>;
  close(): Promise<void>;
}

interface Waiter {
  settle(outcome: Outcome): void;
}

export async function startJobResults(db: Db, pool: pg.Pool, log: FastifyBaseLogger): Promise<JobResults> {
  const origin = randomUUID();
  const waiters = new Map<string, Waiter & { timer: NodeJS.Timeout }>();
  let closed = false;

  const collect = async (ids: string[]) => {
    if (ids.length === 0) return;
    const rows = await db.deleteFrom("jobResults").where("id", "in", ids).returningAll().execute();
    for (const row of rows) {
      const outcome: Outcome = row.error
        ? { ok: false, error: row.error as StoredError }
        : { ok: true, content: row.content ?? Buffer.alloc(0) };
      waiters.get(row.id)?.settle(outcome);
    }
  };

  // The listening connection is released exactly once, whichever comes first: close(), or one of the
  // errors a dropped connection may report (one can arrive after close() has released it).
  let release: (() => void) | undefined;
  const listen = async () => {
    if (closed) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      log.warn({ err: error }, "job results: cannot listen; looking every second instead");
      setTimeout(() => void listen(), SWEEP_MS).unref();
      return;
    }
    let released = false;
    const releaseThis = () => {
      if (released) return false;
      released = true;
      client.release(true);
      if (release === releaseThis) release = undefined;
      return true;
    };
    const lost = () => {
      if (releaseThis() && !closed) setTimeout(() => void listen(), SWEEP_MS).unref();
    };
    client.on("notification", (n) => {
      if (n.payload && waiters.has(n.payload)) void collect([n.payload]).catch(() => undefined);
    });
    client.on("error", lost);
    try {
      await client.query(`LISTEN ${DONE_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, "job results: cannot listen; looking every second instead");
      lost();
      return;
    }
    if (closed) releaseThis();
    else release = releaseThis;
  };
  await listen();

  let sweeps = 0;
  const sweeper = setInterval(() => {
    const prune = ++sweeps % 60 === 0;
    void (async () => {
      await collect([...waiters.keys()]);
      if (prune) {
        await db
          .deleteFrom("jobResults")
          .where("createdAt", "<", new Date(Date.now() - KEEP_MINUTES * 60_000))
          .execute();
      }
    })().catch((error) => log.warn({ err: error }, "job results: sweep failed"));
  }, SWEEP_MS);
  sweeper.unref();

  return {
    origin,
    wait(id, ms) {
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(id);
          reject(new JobTimeout(id));
        }, ms);
        waiters.set(id, {
          timer,
          settle(outcome) {
            clearTimeout(timer);
            waiters.delete(id);
            if (outcome.ok) resolve(outcome.content);
            else reject(thrown(outcome.error));
          },
        });
      });
    },
    forget(id) {
      clearTimeout(waiters.get(id)?.timer);
      waiters.delete(id);
    },
    async deliver(id, from, outcome) {
      if (from === origin) {
        // Here, or given up on: nothing to store either way.
        waiters.get(id)?.settle(outcome);
        return;
      }
      await db
        .insertInto("jobResults")
        .values({
          id,
          content: outcome.ok ? outcome.content : null,
          error: outcome.ok ? null : JSON.stringify(outcome.error),
        })
        .execute();
      await pool.query("SELECT pg_notify($1, $2)", [DONE_CHANNEL, id]);
    },
    async close() {
      closed = true;
      clearInterval(sweeper);
      release?.();
      const stopping = new AppError("UNAVAILABLE", "The server is restarting. Please try again in a moment.");
      for (const waiter of waiters.values()) waiter.settle(failed(stopping));
    },
  };
}
