import path from "node:path";
import { createDb } from "./create-db";
import { startEmbeddedPostgres } from "./embedded";
import { migrateToLatest } from "./migrate";

// `npm run db:migrate`: the same migrations the server runs at start, on DATABASE_URL or the embedded data.
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: path.resolve(repoRoot, process.env.DATA_DIR ?? "data") });
const db = createDb(process.env.DATABASE_URL || embedded!.url, { max: 1 });
try {
  const results = await migrateToLatest(db);
  for (const r of results ?? []) console.log(`${r.status}: ${r.migrationName}`);
  if (!results?.length) console.log("Database is up to date.");
} finally {
  await db.destroy();
  await embedded?.stop();
}
