import { type Kysely, sql } from "kysely";

/**
 * Credit notes (issue 17): an issued invoice corrected, whole, by lines or by an amount at one GST rate.
 * A series of their own per company and financial year (CN/26-27/0001); `snapshot` holds what the note
 * credits (lines, tax by rate, round-off, total) as the invoice's snapshot holds the invoice, and `total`
 * is the payable it credits, summed against the invoice's payable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("credit_note_series")
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("credit_note_series_pkey", ["company_id", "financial_year"])
    .execute();

  await db.schema
    .createTable("credit_notes")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("invoice_id", "uuid", (c) => c.notNull().references("invoices.id").onDelete("cascade"))
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("credit_date", "date", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("total", sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // Who issued it; the note outlives the user's removal.
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("credit_notes_company_number_key", ["company_id", "number"])
    .addCheckConstraint("credit_notes_kind_check", sql`kind in ('full', 'lines', 'amount')`)
    .addCheckConstraint("credit_notes_total_check", sql`total > 0`)
    .execute();
  await db.schema
    .createIndex("credit_notes_company_invoice_idx")
    .on("credit_notes")
    .columns(["company_id", "invoice_id"])
    .execute();
  await db.schema
    .createIndex("credit_notes_company_date_idx")
    .on("credit_notes")
    .columns(["company_id", "credit_date"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("credit_notes").execute();
  await db.schema.dropTable("credit_note_series").execute();
}
