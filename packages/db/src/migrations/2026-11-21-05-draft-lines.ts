import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("draft_lines")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("customer_id", "uuid", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    // What the clerk typed, as typed: the figures are always computed from these.
    .addColumn("width_for_display", "text", (c) => c.notNull())
    .addColumn("length_for_display", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("material_type", "text", (c) => c.notNull())
    .addColumn("edge_selection", "text")
    .addColumn("edge_profile", "text")
    .addColumn("area_extras", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("multiplier", "text", (c) => c.notNull().defaultTo("1"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("draft_lines_company_customer_idx")
    .on("draft_lines")
    .columns(["company_id", "customer_id", "position"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("draft_lines").execute();
}
