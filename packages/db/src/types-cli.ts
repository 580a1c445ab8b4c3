import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb } from "./create-db";
import { startEmbeddedPostgres } from "./embedded";
import { migrateToLatest } from "./migrate";
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from "./schema-types";

// `npm run db:types`: migrates a scratch database (on TEST_DATABASE_URL's server, or an embedded one in a
// temporary folder) and writes the row types kysely-codegen makes from it to src/schema/database.ts.
const scratch = `kerf_types_${process.pid}`;
let adminUrl = process.env.TEST_DATABASE_URL;
const tmp = adminUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "kerf-types-pg-"));
const embedded = tmp ? await startEmbeddedPostgres({ dataDir: tmp }) : undefined;
adminUrl ??= embedded!.adminUrl;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

try {
  await admin(`CREATE DATABASE ${scratch}`);
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  const db = createDb(url.toString(), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  fs.writeFileSync(SCHEMA_TYPES_FILE, await generateSchemaTypes(url.toString()));
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_TYPES_FILE)}`);
} finally {
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await embedded?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}
