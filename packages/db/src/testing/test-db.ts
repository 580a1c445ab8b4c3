import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db } from "../create-db";
import "./provided";

export interface TestDb {
  db: Db;
  url: string;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database of this test file's own, copied from the run's template. */
export async function createTestDb(): Promise<TestDb> {
  const { adminUrl, template } = inject("kerfTestDb");
  const name = `${template}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString());
  return {
    db,
    url: url.toString(),
    async destroy() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
