import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await db.schema
    .createTable("customers")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("phone_no", "text", (c) => c.notNull())
    .addColumn("date", "timestamptz", (c) => c.notNull())
    // The order page's quote header, as typed (docs/spec/portal-spec.md section 3); null until first saved.
    .addColumn("quote_header", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The dashboard: one company's customers, newest first, a page at a time.
  await db.schema
    .createIndex("customers_company_newest_idx")
    .on("customers")
    .columns(["company_id", "created_at desc", "id desc"])
    .execute();
  // "Contains, case-insensitive" within one company: trigrams on the lower-cased name, with the company in
  // the same GIN index (btree_gin) so that one company's matches are found without visiting the others'.
  await sql`CREATE INDEX customers_company_name_trgm_idx ON customers USING gin (company_id, lower(customer_name) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("customers").execute();
}
