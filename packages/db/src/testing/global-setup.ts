import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "../create-db";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../embedded";
import { migrateToLatest } from "../migrate";
import "./provided";

/**
 * One PostgreSQL for the whole run (the embedded one, or TEST_DATABASE_URL's) and one migrated template;
 * each test file then copies the template into a database of its own.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kerf-test-pg-"));
    embedded = await startEmbeddedPostgres({ dataDir: tmp });
    adminUrl = embedded.adminUrl;
  }
  const template = `kerf_template_${process.pid}_${Date.now().toString(36)}`;
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();

    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    const db = createDb(templateUrl.toString(), { max: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    // Leave no PostgreSQL running behind a failed setup: it would keep the test run from exiting.
    await embedded?.stop();
    throw error;
  }

  project.provide("kerfTestDb", { adminUrl, template });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    // Drop what this run made, so an external server does not fill up with test databases.
    const rows = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2",
      [template, `${template}_%`],
    );
    for (const { datname } of rows.rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await client.end();
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
