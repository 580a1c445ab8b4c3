import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("materials")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("material_name", "text", (c) => c.notNull())
    .addColumn("material_rate", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("cutting_rate", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("material_gst", sql`numeric(5,2)`, (c) => c.notNull())
    .addColumn("material_wastage", sql`numeric(5,2)`, (c) => c.notNull())
    .addColumn("gst_charges", sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn("hsn_code", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("materials_company_name_key")
    .on("materials")
    .unique()
    .columns(["company_id"])
    .expression(sql`lower(material_name)`)
    .execute();

  await db.schema
    .createTable("edge_profiles")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("catalogue_value", "text", (c) => c.notNull())
    .addColumn("save_as", "text", (c) => c.notNull())
    .addColumn("rate", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("edge_profiles_company_name_key")
    .on("edge_profiles")
    .unique()
    .columns(["company_id"])
    .expression(sql`lower(name)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("edge_profiles").execute();
  await db.schema.dropTable("materials").execute();
}
