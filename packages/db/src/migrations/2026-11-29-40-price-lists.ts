import { type Kysely, sql } from "kysely";

/**
 * Price lists (issue 29 point 4): a company's named lists, each with dated versions whose overrides
 * (material and cutting rates, edge profile, operation band and item rates, rounding step, minimum area)
 * price the orders given the list. An order prices by the version in force on its date; a name once per
 * company in any case, a version once per day. An order without a list prices by the company's settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("price_lists")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("price_lists_company_name_key")
    .on("price_lists")
    .unique()
    .columns(["company_id"])
    .expression(sql`lower(name)`)
    .execute();
  await db.schema
    .createTable("price_list_versions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("price_list_id", "uuid", (c) => c.notNull().references("price_lists.id").onDelete("cascade"))
    .addColumn("valid_from", "date", (c) => c.notNull())
    .addColumn("overrides", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint("price_list_versions_list_day_key", ["price_list_id", "valid_from"])
    .execute();
  await db.schema
    .alterTable("customers")
    .addColumn("price_list_id", "uuid", (c) => c.references("price_lists.id").onDelete("set null"))
    .execute();
  await sql`comment on column price_list_versions.overrides is 'materials[{materialType, rate?, cuttingRate?}], edgeProfiles[{edgeProfileName, rate}], operations[{name, bands}], items[{name, rate}], roundingStep?, minimumArea?: what the version changes of the company''s settings.'`.execute(
    db,
  );
  await sql`comment on column customers.price_list_id is 'The order''s price list; null: the company''s settings (the default list).'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("customers").dropColumn("price_list_id").execute();
  await db.schema.dropTable("price_list_versions").execute();
  await db.schema.dropTable("price_lists").execute();
}
