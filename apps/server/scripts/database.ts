import path from "node:path";
import {
  createDb,
  DataDirInUseError,
  type Db,
  embeddedUrlOf,
  migrateToLatest,
  startEmbeddedPostgres,
} from "@kerf/db";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/**
 * The database a script works on: DATABASE_URL, else the embedded one in DATA_DIR. When a server already
 * runs on that folder, its PostgreSQL is used rather than a second one started.
 */
export async function openScriptDatabase(dataDir = process.env.DATA_DIR ?? "data"): Promise<{
  db: Db;
  close(): Promise<void>;
}> {
  if (process.env.DATABASE_URL) {
    const db = createDb(process.env.DATABASE_URL);
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  }
  const folder = path.resolve(repoRoot, dataDir);
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: folder });
    const db = createDb(embedded.url);
    await migrateToLatest(db);
    return {
      db,
      async close() {
        await db.destroy();
        await embedded.stop();
      },
    };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const db = createDb(embeddedUrlOf(folder));
    return { db, close: () => db.destroy() };
  }
}
