import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUseError } from "./data-dir-lock";
import { startEmbeddedPostgres } from "./embedded";

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
});
