import { type Kysely, sql } from "kysely";

/**
 * Every limit as one counter row per key ("login:<email>", "ip:auth:<address>", "reset-mail:<email>"), a
 * fixed window from its first hit. One upsert counts a hit and answers the new count, so parallel
 * requests and several server processes are all counted. Replaces login_failures, whose count-then-insert
 * let parallel guesses through.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_counters")
    .addColumn("key", "text", (c) => c.primaryKey().check(sql`length(key) <= 400`))
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("window_started_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  // Pruning deletes by expiry.
  await db.schema.createIndex("rate_counters_expires_idx").on("rate_counters").column("expires_at").execute();
  await db.schema.dropTable("login_failures").execute();

  // Forgot-password requests, queued: the request itself does the same work whether or not the address
  // has an account (so its time tells nothing); the mail worker looks the account up and makes the mail.
  await db.schema
    .createTable("reset_requests")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reset_requests").execute();
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("failed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("login_failures_email_idx")
    .on("login_failures")
    .columns(["email", "failed_at"])
    .execute();
  await db.schema.dropTable("rate_counters").execute();
}
