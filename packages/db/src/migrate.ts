import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { migrations } from "./migrations";

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    // Migrations are frozen in time and name snake_case columns: no plugin of createDb rewrites them.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet["results"]> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) {
    throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results;
}
