import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

// A calendar date stays the text PostgreSQL sends ("2026-03-31"): a JS Date would shift it by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createDb(url: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client's error (the server went away) must not crash the process; the next query reports it.
  pool.on("error", () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
