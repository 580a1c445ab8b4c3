import { createTestDb, type TestDb } from "@kerf/db/testing";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobResults } from "./job-results";

// The connection that LISTENs for answers from other processes, on real PostgreSQL: a dropped
// connection can report errors after close() has released it, and none of them may throw.

const log = pino({ level: "silent" });

describe("job results' listening connection", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const listening = async () => {
    const pool = new pg.Pool({ connectionString: testDb.url, max: 3 });
    // As the app's pools (create-db.ts): an idle client's error is not the process's end.
    pool.on("error", () => {});
    const clients: pg.PoolClient[] = [];
    pool.on("acquire", (client) => clients.push(client));
    const results = await startJobResults(testDb.db, pool, log);
    expect(clients).toHaveLength(1);
    return { pool, results, client: clients[0]! };
  };

  it("an error the connection reports after close() releases nothing twice", async () => {
    const { pool, results, client } = await listening();
    await results.close();
    // What pg does when the server's "terminating connection" arrives on a socket already handed back.
    expect(() =>
      client.emit("error", new Error("terminating connection due to administrator command")),
    ).not.toThrow();
    await pool.end();
  });

  it("a connection dropped twice is released once and a new one listens", async () => {
    const { pool, results, client } = await listening();
    const acquired: pg.PoolClient[] = [];
    pool.on("acquire", (c) => acquired.push(c));
    expect(() => {
      client.emit("error", new Error("Connection terminated unexpectedly"));
      client.emit("error", new Error("Connection terminated unexpectedly"));
    }).not.toThrow();
    await expect.poll(() => acquired.length, { timeout: 5000 }).toBe(1);
    await results.close();
    expect(() => client.emit("error", new Error("late"))).not.toThrow();
    await pool.end();
  });
});
