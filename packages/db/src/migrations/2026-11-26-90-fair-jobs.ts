import { type Kysely, sql } from "kysely";

/**
 * Heavy work as jobs of a PostgreSQL queue (issue 26): graphile-worker keeps the jobs in its own schema
 * (installed by the server at start); what Kerf adds is the answer of a job to the request waiting for
 * it in another server process (job_results), the heartbeat of each process's workers (job_workers: a
 * process that stopped without saying so has its jobs unlocked by the others), and why a cut plan failed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_results")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("content", "bytea")
    // { kind, message, fieldErrors } of the failure the waiting request answers with.
    .addColumn("error", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("job_workers")
    .addColumn("worker_id", "text", (c) => c.primaryKey())
    .addColumn("seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable("cut_plans").addColumn("error", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cut_plans").dropColumn("error").execute();
  await db.schema.dropTable("job_workers").execute();
  await db.schema.dropTable("job_results").execute();
}
