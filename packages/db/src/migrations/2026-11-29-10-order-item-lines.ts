import { type Kysely, sql } from "kysely";

/**
 * An order's item lines (issue 29 point 3): fittings, consumables and services beside the pieces, each
 * an item of the company's catalogue by its name (as a piece line names its material) and a quantity as
 * typed (whole for nos, set, pair, job; up to 3 decimals for rft, kg: docs/spec/pricing.md "Item lines").
 * The rate is never stored here: it comes from the catalogue (or the price list in force) when priced.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("draft_item_lines")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("customer_id", "uuid", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("item_name", "text", (c) => c.notNull())
    .addColumn("quantity", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("draft_item_lines_company_customer_idx")
    .on("draft_item_lines")
    .columns(["company_id", "customer_id", "position"])
    .execute();
  await sql`comment on column draft_item_lines.quantity is 'As typed: a whole number, or up to 3 decimals for rft and kg.'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("draft_item_lines").execute();
}
