import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { LISTENING_LINE } from "../../../server/test/spawn-server";
import { REPO_ROOT, SERVER_ENTRY } from "./paths";

export type RunningServer = {
  baseURL: string;
  dataDir: string;
  /** Everything the server printed so far (pino JSON lines), for failure reports. */
  output: () => string;
  stop: () => Promise<void>;
};

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Waits for the port the server says it got (PORT=0) and for /healthz to answer 200 there; the base URL. */
async function waitForHealthy(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before /healthz answered:\n${output()}`);
    }
    const port = LISTENING_LINE.exec(output())?.[1];
    try {
      const baseURL = `http://127.0.0.1:${port}`;
      if (port && (await fetch(`${baseURL}/healthz`)).status === 200) return baseURL;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`/healthz did not answer 200 within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the real built server (apps/server/dist/index.js, from the repo root as `npm start` does) on
 * a port of its own choosing, with a fresh DATA_DIR of its own and so its own embedded PostgreSQL, and waits for
 * /healthz to answer 200.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "kerf-web-e2e-"));
  let log = "";

  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // Any free port, said on stdout (APP_URL follows it): nothing can take it between a choice and its use.
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: "",
      // Blank means unset: always the embedded database and the mail outbox, whatever the shell has.
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // Every browser test signs up and logs in from 127.0.0.1: the per-address limit would refuse them.
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      RESET_MAILS_PER_HOUR: "1000",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timedOut = await Promise.race([
        exited(child).then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), STOP_TIMEOUT_MS)),
      ]);
      if (timedOut) {
        child.kill("SIGKILL");
        await exited(child);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const baseURL = await waitForHealthy(child, output);
    return { baseURL, dataDir, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

type WorkerFixtures = { server: RunningServer };
type TestFixtures = { serverLogOnFailure: undefined };

/**
 * `test` with one real server per worker; `baseURL` points at it, so `page.goto("/")` reaches it.
 * When a test fails, what the server printed during it is attached to the report.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: START_TIMEOUT_MS + STOP_TIMEOUT_MS },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  serverLogOnFailure: [
    async ({ server }, use, testInfo) => {
      const from = server.output().length;
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach("server.log", { body: server.output().slice(from), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
