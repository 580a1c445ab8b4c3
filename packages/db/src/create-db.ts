import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

// A calendar date stays the text PostgreSQL sends ("2026-03-31"): a JS Date would shift it by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const urls = new WeakMap<Db, string>();

export function createDb(url: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client's error (the server went away) must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    // Queries and their rows speak camelCase (customerId), the tables snake_case (customer_id): the plugin
    // maps identifiers both ways, raw sql`` text excepted. A jsonb value's own keys stay as stored.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  urls.set(db, url);
  return db;
}

/**
 * A pool of its own on the database of `db` (of createDb), for what holds connections for long: the job
 * queue's LISTEN connections and its workers, which must never wait behind requests for one.
 */
export function createPoolLike(db: Db, max: number): pg.Pool {
  const url = urls.get(db);
  if (!url) throw new Error("not a database of createDb");
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection that breaks (the server restarts) is reported by the query that uses it, never thrown.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}
