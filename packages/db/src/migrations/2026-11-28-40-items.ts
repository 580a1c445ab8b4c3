import { type Kysely, sql } from "kysely";

/**
 * Items (issue 29): what a shop sells that is not area — fittings and hardware, consumables, services
 * (transport, installation, labour). Each has its unit, its rate, an HSN code (goods) or SAC (services,
 * `is_service`) and its own GST rate; an order's item lines are priced from them (docs/spec/pricing.md,
 * "Item lines"). A name once per company, in any case, as materials.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("items")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("rate", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("hsn_code", "text")
    .addColumn("gst_rate", sql`numeric(5,2)`, (c) => c.notNull())
    .addColumn("is_service", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("items_unit_check", sql`unit in ('nos', 'set', 'pair', 'rft', 'kg', 'job')`)
    .execute();
  await db.schema
    .createIndex("items_company_name_key")
    .on("items")
    .unique()
    .columns(["company_id"])
    .expression(sql`lower(name)`)
    .execute();
  await sql`comment on column items.unit is 'nos, set, pair or job: whole quantities; rft and kg: up to 3 decimals.'`.execute(
    db,
  );
  await sql`comment on column items.hsn_code is 'HSN code of goods, or SAC (99xxxx) of a service; null when not given.'`.execute(
    db,
  );
  await sql`comment on column items.is_service is 'A service (transport, installation): SAC, IsServc Y on the e-invoice, never on an e-way bill.'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("items").execute();
}
