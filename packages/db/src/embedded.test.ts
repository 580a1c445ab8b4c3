import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUseError } from "./data-dir-lock";
import { startEmbeddedPostgres } from "./embedded";
import { freePort } from "./free-port";

describe("embedded PostgreSQL", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kerf-embedded-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("creates its data on first start, refuses a second user of the folder, and reuses the data", async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    try {
      expect(fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query("CREATE TABLE kept (v text)");
      await client.query("INSERT INTO kept VALUES ('still here')");
      await client.end();

      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(DataDirInUseError);
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/is in use by another Kerf server/);
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      const { rows } = await client.query("SELECT v FROM kept");
      await client.end();
      expect(rows).toEqual([{ v: "still here" }]);
    } finally {
      await second.stop();
    }
  });

  it("starts on another port when the one it picked is taken before PostgreSQL binds it", async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
    const taken = (squatter.address() as net.AddressInfo).port;
    const picks = [taken];
    const log: string[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kerf-embedded-port-"));
    try {
      const db = await startEmbeddedPostgres({
        dataDir: dir,
        onLog: (m) => log.push(m),
        pickPort: async () => picks.shift() ?? freePort(),
      });
      try {
        expect(db.port).not.toBe(taken);
        expect(log.join("")).toContain(`port ${taken} was taken`);
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await db.stop();
      }
    } finally {
      squatter.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
