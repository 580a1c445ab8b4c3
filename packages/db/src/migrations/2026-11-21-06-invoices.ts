import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // One counter per company and financial year; its row lock orders concurrent invoices.
  await db.schema
    .createTable("invoice_series")
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_series_pkey", ["company_id", "financial_year"])
    .execute();

  await db.schema
    .createTable("invoices")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    // The order it came from; the invoice outlives the customer's deletion (it is a snapshot).
    .addColumn("customer_id", "uuid", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("invoice_date", "date", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("issued"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("payable", sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("cancelled_at", "timestamptz")
    .addUniqueConstraint("invoices_company_number_key", ["company_id", "number"])
    .execute();
  await db.schema
    .createIndex("invoices_company_newest_idx")
    .on("invoices")
    .columns(["company_id", "created_at desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("invoices_company_customer_idx")
    .on("invoices")
    .columns(["company_id", "customer_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invoices").execute();
  await db.schema.dropTable("invoice_series").execute();
}
