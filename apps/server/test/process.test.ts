import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { embeddedUrlOf } from "@kerf/db";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, waitForHealthy } from "./spawn-server";

const dirs: string[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kerf-server-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function query(dataDir: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: embeddedUrlOf(dataDir) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe("the server process", () => {
  it("refuses to start on a bad environment value, naming the variable", async () => {
    const server = await spawnServer({ PORT: "70000", DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid environment variable");
    expect(server.output()).toContain("PORT");
  });

  it("refuses a DATABASE_URL that is not a postgres URL", async () => {
    const server = await spawnServer({ DATABASE_URL: "mysql://x@localhost/db", DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("DATABASE_URL: must be a postgres:// URL");
  });

  it("runs on the embedded PostgreSQL, refuses a second server on the same DATA_DIR, and stops cleanly", async () => {
    const dataDir = tempDataDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    await waitForHealthy(first);
    expect(fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))).toBe(true);

    const second = await spawnServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Kerf server`);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    // A clean PostgreSQL shutdown removes its pid file; the lock is released too.
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "kerf.lock"))).toBe(false);
  });

  it("opens the same data after the server was killed with SIGKILL", async () => {
    const dataDir = tempDataDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    await waitForHealthy(first);
    await query(
      dataDir,
      "INSERT INTO companies (name, email, phone, gst_no, address) VALUES ($1, $2, $3, $4, $5)",
      ["Survivor Glass", "s@example.com", "9876543210", "27AAPFU0939F1ZV", "Pune"],
    );
    first.child.kill("SIGKILL");
    await first.exited;

    const again = await spawnServer({ DATA_DIR: dataDir });
    await waitForHealthy(again);
    const rows = await query(dataDir, "SELECT name FROM companies");
    expect(rows).toEqual([{ name: "Survivor Glass" }]);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 90_000);
});
