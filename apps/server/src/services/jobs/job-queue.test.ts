import { randomUUID } from "node:crypto";
import { createTestDb, type TestDb } from "@kerf/db/testing";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { type JobQueue, type JobTask, startJobQueue } from "./job-queue";

// The queue itself, on real PostgreSQL, with a task that only takes the time it is told: the turns of
// companies, the cap on what one company has waiting, giving up, and answers that cross processes.

const log = pino({ level: "silent" });
const BUSY = new AppError("UNAVAILABLE", "busy");
// Two companies, new for each test: nothing one test leaves in the queue reaches the next.
let A = randomUUID();
let B = randomUUID();

interface Work {
  name: string;
  ms: number;
  fail?: boolean;
  /** Ends only once the job of this name has ended (at most 10 s), not after `ms`: no race with load. */
  until?: string;
}

/** A task that records when each job starts and ends, and how many of a company run at once. */
function recorder() {
  const events: string[] = [];
  const running = new Map<string, number>();
  const most = new Map<string, number>();
  const ended = new Map<string, () => void>();
  const endOf = (name: string) =>
    new Promise<void>((resolve) => {
      if (events.includes(`end ${name}`)) return resolve();
      ended.set(name, resolve);
      setTimeout(resolve, 10_000);
    });
  const task: JobTask = async (raw, companyId) => {
    const work = raw as Work;
    running.set(companyId, (running.get(companyId) ?? 0) + 1);
    most.set(companyId, Math.max(most.get(companyId) ?? 0, running.get(companyId)!));
    events.push(`start ${work.name}`);
    if (process.env.DEBUG_QUEUE) console.log(Date.now() % 100000, `start ${work.name}`);
    await (work.until ? endOf(work.until) : new Promise((r) => setTimeout(r, work.ms)));
    running.set(companyId, running.get(companyId)! - 1);
    events.push(`end ${work.name}`);
    ended.get(work.name)?.();
    if (work.fail) throw new AppError("BAD_REQUEST", `${work.name} is wrong`, { field: "why" });
    return Buffer.from(work.name);
  };
  return { events, most, task };
}

const idle: JobTask = async () => Buffer.alloc(0);

describe("the job queue (graphile-worker on real PostgreSQL)", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.destroy();
  });
  beforeEach(() => {
    A = randomUUID();
    B = randomUUID();
  });

  const start = async (task: JobTask, concurrency: number, maxWaiting = 20) => {
    const queue = startJobQueue({
      db: testDb.db,
      log,
      maxWaiting,
      kinds: { pdf: { concurrency, task }, "cut-plan": { concurrency: 1, task: idle } },
    });
    await queue.ready();
    return queue;
  };
  const run = (queue: JobQueue, company: string, work: Work, timeoutMs = 20_000) =>
    queue.run("pdf", company, work, { timeoutMs, busy: BUSY }).then((b) => b.toString());

  it("serves companies in turn: one worker, A floods six jobs, B's one runs right after A's first", async () => {
    const r = recorder();
    const queue = await start(r.task, 1);
    try {
      const flood = Array.from({ length: 6 }, (_, i) => run(queue, A, { name: `A${i + 1}`, ms: 150 }));
      await new Promise((r) => setTimeout(r, 100));
      const small = run(queue, B, { name: "B1", ms: 10 });
      expect(await Promise.all([...flood, small])).toEqual(["A1", "A2", "A3", "A4", "A5", "A6", "B1"]);
      // Without turns B would have waited for all six: it is the second to start.
      expect(r.events.filter((e) => e.startsWith("start"))[1]).toBe("start B1");
    } finally {
      await queue.close();
    }
  });

  it("runs at most one job of a company at a time, the other workers serving the others", async () => {
    const r = recorder();
    const queue = await start(r.task, 3);
    try {
      // Each of A's jobs runs until B's has ended: were B's behind A's, none would end before 10 s.
      const flood = Array.from({ length: 5 }, (_, i) =>
        run(queue, A, { name: `A${i + 1}`, ms: 0, until: "B1" }),
      );
      await expect.poll(() => r.events.some((e) => e.startsWith("start A"))).toBe(true);
      await run(queue, B, { name: "B1", ms: 10 });
      await Promise.all(flood);
      // B's job was done while A's first still ran: it waited for no one.
      expect(r.events.indexOf("end B1")).toBeLessThan(r.events.findIndex((e) => e.startsWith("end A")));
      expect(r.most.get(A)).toBe(1);
    } finally {
      await queue.close();
    }
  });

  it("refuses a company's job beyond its waiting cap at once, and nothing of it runs", async () => {
    const r = recorder();
    const queue = await start(r.task, 2, 3);
    try {
      // A's first runs (until B's has run on the other worker) and two more wait: three, the cap.
      const first = run(queue, A, { name: "A1", ms: 0, until: "B1" });
      await expect.poll(() => r.events).toContain("start A1");
      const three = [2, 3].map((i) => run(queue, A, { name: `A${i}`, ms: 10 }));
      const waiting = async () =>
        (
          await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker.jobs
            WHERE queue_name = ${`pdf:${A}`} AND attempts < max_attempts`.execute(testDb.db)
        ).rows[0]!.n;
      await expect.poll(waiting).toBe("3");
      await expect(run(queue, A, { name: "A4", ms: 1 })).rejects.toBe(BUSY);
      // Another company is not held to A's cap.
      expect(await run(queue, B, { name: "B1", ms: 1 })).toBe("B1");
      await Promise.all([first, ...three]);
      expect(r.events).not.toContain("start A4");
    } finally {
      await queue.close();
    }
  });

  it("gives up after its time: the job still waiting is taken out and never runs", async () => {
    const r = recorder();
    const queue = await start(r.task, 1);
    try {
      const first = run(queue, A, { name: "A1", ms: 400 });
      await expect.poll(() => r.events).toContain("start A1");
      await expect(run(queue, A, { name: "A2", ms: 1 }, 100)).rejects.toBe(BUSY);
      await first;
      await new Promise((r) => setTimeout(r, 300));
      expect(r.events).not.toContain("start A2");
      const left = await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker.jobs`.execute(
        testDb.db,
      );
      expect(left.rows[0]!.n).toBe("0");
    } finally {
      await queue.close();
    }
  });

  it("answers a request in another process: the answer, or its AppError with its fields, through PostgreSQL", async () => {
    const r = recorder();
    // "here" takes no jobs; "there" takes them all, as a second Kerf process on the same database would.
    const here = await start(idle, 0);
    const there = await start(r.task, 1);
    try {
      expect(await run(here, A, { name: "A1", ms: 1 })).toBe("A1");
      const failed = await run(here, A, { name: "A2", ms: 1, fail: true }).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(AppError);
      expect(failed).toMatchObject({
        kind: "BAD_REQUEST",
        message: "A2 is wrong",
        fieldErrors: { field: "why" },
      });
      expect(await testDb.db.selectFrom("jobResults").selectAll().execute()).toEqual([]);
    } finally {
      await here.close();
      await there.close();
    }
  });

  it("unlocks the jobs of a process that stopped without a word, so its company's queue moves again", async () => {
    const r = recorder();
    const setup = await start(idle, 0);
    // A job of A taken by a worker that then died: locked, and its company's queue with it.
    const id = randomUUID();
    const answer = setup.run("pdf", A, { name: "A-orphan", ms: 1 }, { timeoutMs: 20_000, busy: BUSY });
    await expect
      .poll(async () => (await sql`SELECT id FROM graphile_worker.jobs`.execute(testDb.db)).rows.length)
      .toBe(1);
    await sql`UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = ${id}, attempts = 1`.execute(
      testDb.db,
    );
    await sql`UPDATE graphile_worker._private_job_queues SET locked_at = now(), locked_by = ${id}`.execute(
      testDb.db,
    );
    await testDb.db
      .insertInto("jobWorkers")
      .values({ workerId: id, seenAt: new Date(Date.now() - 60_000) })
      .execute();
    const queue = await start(r.task, 1);
    try {
      expect((await answer).toString()).toBe("A-orphan");
      expect(
        await testDb.db.selectFrom("jobWorkers").select("workerId").where("workerId", "=", id).execute(),
      ).toEqual([]);
    } finally {
      await queue.close();
      await setup.close();
    }
  });
});
