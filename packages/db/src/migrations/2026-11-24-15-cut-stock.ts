import { type Kysely, sql } from "kysely";

// Stock for cut plans (issue 15). Every length is an integer number of micrometres: an eighth of an
// inch (3175) and a tenth of a millimetre (100) are both whole there, so a company may switch its unit
// without its stock changing.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("material_stock")
    .addColumn("material_id", "uuid", (c) => c.primaryKey().references("materials.id").onDelete("cascade"))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("kerf_um", "integer", (c) => c.notNull())
    .addColumn("trim_um", "integer", (c) => c.notNull())
    .addColumn("rotate", "boolean", (c) => c.notNull())
    .addColumn("min_remnant_width_um", "integer", (c) => c.notNull())
    .addColumn("min_remnant_length_um", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("stock_sheets")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("material_id", "uuid", (c) =>
      c.notNull().references("material_stock.material_id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("width_um", "integer", (c) => c.notNull())
    .addColumn("length_um", "integer", (c) => c.notNull())
    .addColumn("cost", sql`numeric(12,2)`)
    .addColumn("on_hand", "integer")
    .execute();
  await db.schema.createIndex("stock_sheets_material").on("stock_sheets").column("material_id").execute();

  await db.schema
    .createTable("remnants")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("material_id", "uuid", (c) => c.notNull().references("materials.id").onDelete("cascade"))
    .addColumn("width_um", "integer", (c) => c.notNull())
    .addColumn("length_um", "integer", (c) => c.notNull())
    .addColumn("customer_id", "uuid", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("remnants_material").on("remnants").column("material_id").execute();

  await db.schema
    .createTable("cut_plans")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("customer_id", "uuid", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("input_hash", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("result", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("cut_plans_customer_hash_key")
    .on("cut_plans")
    .unique()
    .columns(["customer_id", "input_hash"])
    .execute();

  await db.schema
    .createTable("cut_marks")
    .addColumn("customer_id", "uuid", (c) => c.primaryKey().references("customers.id").onDelete("cascade"))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("sheets_used", "integer", (c) => c.notNull())
    .addColumn("remnants_used", "integer", (c) => c.notNull())
    .addColumn("remnants_added", "integer", (c) => c.notNull())
    .addColumn("marked_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cut_marks").execute();
  await db.schema.dropTable("cut_plans").execute();
  await db.schema.dropTable("remnants").execute();
  await db.schema.dropTable("stock_sheets").execute();
  await db.schema.dropTable("material_stock").execute();
}
