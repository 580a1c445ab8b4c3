import { type Kysely, sql } from "kysely";

/**
 * Payments against invoices (issue 17): a receipt series per company and financial year (RC/26-27/0001),
 * and the payments themselves. A payment is never edited nor removed: deleting it stamps the time, the
 * user and the reason, and the balance leaves it out from then on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("receipt_series")
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("receipt_series_pkey", ["company_id", "financial_year"])
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("invoice_id", "uuid", (c) => c.notNull().references("invoices.id").onDelete("cascade"))
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("payment_date", "date", (c) => c.notNull())
    .addColumn("amount", sql`numeric(14,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("deleted_at", "timestamptz")
    .addColumn("deleted_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("delete_reason", "text")
    .addUniqueConstraint("payments_company_number_key", ["company_id", "number"])
    .execute();
  await db.schema
    .createIndex("payments_company_invoice_idx")
    .on("payments")
    .columns(["company_id", "invoice_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payments").execute();
  await db.schema.dropTable("receipt_series").execute();
}
