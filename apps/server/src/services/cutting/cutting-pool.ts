import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CutPlan, Offcut } from "@kerf/cutting";

// The cut planner's worker threads: a plan takes up to its time limit of CPU, so it never runs on the
// event loop. A fixed number of workers, a bounded queue, and a hard deadline past each job's own time
// limit (a worker that overruns it is ended and replaced).

export interface PoolTask {
  id: number;
  job: unknown;
  timeLimit: number;
  /** Also give each sheet's offcuts (the parts its cuts leave with no piece). */
  offcuts?: boolean;
}

export type PoolReply =
  | { id: number; ok: true; plan: CutPlan; offcuts?: Offcut[][] }
  | { id: number; ok: false; field?: string; message: string };

export type PoolResult = Omit<Extract<PoolReply, { ok: true }>, "id" | "ok">;

/** A job @kerf/cutting refused: the field and the problem. */
export class PoolJobError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export class PoolBusyError extends Error {}

export interface CuttingPool {
  run(job: unknown, options: { timeLimit: number; offcuts?: boolean }): Promise<PoolResult>;
  /** Workers in the pool: the order planner spreads its time over them. */
  readonly size: number;
  /** Starts every worker now and resolves once each has loaded (a server warms its pool at start). */
  warm(): Promise<void>;
  /** Workers started so far, and how many of them have said they loaded. */
  readonly workers: { started: number; loaded: number };
  close(): Promise<void>;
}

/** Seconds a worker may run past a job's time limit (start-up under tsx, a busy machine). */
const GRACE_MS = 10_000;

interface Pending {
  task: PoolTask;
  resolve: (r: PoolResult) => void;
  reject: (e: Error) => void;
}

/**
 * In the build the worker is dist/cutting-worker.js beside dist/index.js (build.mjs). From the source
 * (tests, dev: this file is .ts) it is cutting-worker.ts, imported after tsx's loader is registered in
 * the thread (a worker's --import does not reach its own entry on Node 20).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./cutting-worker.js", import.meta.url));
  // tsx's ESM API (its `import` export: require.resolve would give the CommonJS one).
  const require = createRequire(import.meta.url);
  const pkg = require.resolve("tsx/package.json");
  const api = (require(pkg) as { exports: Record<string, { import: { default: string } }> }).exports[
    "./esm/api"
  ]!.import.default;
  const tsx = new URL(api, pathToFileURL(pkg)).href;
  const entry = new URL("./cutting-worker.ts", import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true });
}

export function createCuttingPool(options: { size?: number; maxQueue?: number } = {}): CuttingPool {
  // A plan takes a core while it runs: one core is left to the server (its requests, Chromium's pages).
  const size = options.size ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? 200;
  const queue: Pending[] = [];
  const idle: Worker[] = [];
  let live = 0;
  let started = 0;
  let loaded = 0;
  let nextId = 1;
  let closed = false;
  const all = new Set<Worker>();

  function spawn(): Worker {
    const worker = startWorker();
    all.add(worker);
    live++;
    started++;
    const ready = (message: unknown) => {
      if ((message as { ready?: boolean })?.ready !== true) return;
      worker.off("message", ready);
      loaded++;
    };
    worker.on("message", ready);
    worker.unref();
    return worker;
  }

  function retire(worker: Worker) {
    if (all.delete(worker)) live--;
    void worker.terminate();
  }

  function dispatch() {
    while (queue.length > 0 && !closed) {
      const worker = idle.pop() ?? (live < size ? spawn() : undefined);
      if (!worker) return;
      runOn(worker, queue.shift()!);
    }
  }

  function runOn(worker: Worker, pending: Pending) {
    const { task } = pending;
    let settled = false;
    const finish = (fn: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      fn();
      if (keep && !closed) idle.push(worker);
      else retire(worker);
      dispatch();
    };
    const onMessage = (reply: PoolReply) => {
      if (reply.id !== task.id) return;
      finish(() => {
        if (reply.ok) pending.resolve({ plan: reply.plan, offcuts: reply.offcuts });
        else if (reply.field) pending.reject(new PoolJobError(reply.field, reply.message));
        else pending.reject(new Error(`the cut planner failed: ${reply.message}`));
      }, true);
    };
    const onError = (error: Error) => finish(() => pending.reject(error), false);
    const onExit = () => finish(() => pending.reject(new Error("the cut planner stopped")), false);
    const timer = setTimeout(
      () => finish(() => pending.reject(new Error("the cut planner ran past its time limit")), false),
      task.timeLimit * 1000 + GRACE_MS,
    );
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(task);
  }

  return {
    size,
    get workers() {
      return { started, loaded };
    },
    run(job, { timeLimit, offcuts }) {
      if (closed) return Promise.reject(new Error("the cut planner is closed"));
      if (queue.length >= maxQueue) return Promise.reject(new PoolBusyError("busy"));
      return new Promise((resolve, reject) => {
        queue.push({ task: { id: nextId++, job, timeLimit, offcuts }, resolve, reject });
        dispatch();
      });
    },
    async warm() {
      const started: Promise<void>[] = [];
      while (live < size && !closed) {
        const worker = spawn();
        started.push(
          new Promise((resolve) => {
            const ready = (message: unknown) => {
              if ((message as { ready?: boolean })?.ready !== true) return;
              worker.off("message", ready);
              resolve();
            };
            worker.on("message", ready);
            worker.once("exit", () => resolve());
          }),
        );
        idle.push(worker);
      }
      await Promise.all(started);
    },
    async close() {
      closed = true;
      for (const p of queue.splice(0)) p.reject(new Error("the cut planner is closed"));
      await Promise.all([...all].map((w) => w.terminate()));
      all.clear();
      idle.length = 0;
      live = 0;
    },
  };
}
