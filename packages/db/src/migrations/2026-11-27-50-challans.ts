import { type Kysely, sql } from "kysely";

/**
 * Delivery challans (issue 30, CGST Rules rule 55): goods moved without an invoice. A series of their own
 * per company and financial year (DC/26-27/0001, at most 16 characters, rule 55(1)); each challan keeps
 * the pieces it moved as they were typed (`challan_lines.piece`) with the order line they came from, so
 * an order's delivered and pending pieces per line are the sums of its live challans' quantities.
 * `status`: open (moved, not invoiced), invoiced (an invoice took its pieces, `invoice_id`), cancelled
 * (keeps its number; only an open challan can be cancelled).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("challan_series")
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("challan_series_pkey", ["company_id", "financial_year"])
    .execute();

  await db.schema
    .createTable("challans")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    // The order it came from; the challan outlives the customer's deletion (it is a snapshot).
    .addColumn("customer_id", "uuid", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("challan_date", "date", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("invoice_id", "uuid", (c) => c.references("invoices.id").onDelete("set null"))
    .addColumn("cancel_reason", "text")
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // The logo it prints, frozen as an invoice's is (document_logos).
    .addColumn("logo_hash", "bytea")
    .addForeignKeyConstraint("challans_logo_fkey", ["company_id", "logo_hash"], "document_logos", [
      "company_id",
      "hash",
    ])
    .addUniqueConstraint("challans_company_number_key", ["company_id", "number"])
    .addCheckConstraint("challans_status_check", sql`status in ('open', 'invoiced', 'cancelled')`)
    .addCheckConstraint(
      "challans_reason_check",
      sql`reason in ('approval', 'job_work', 'before_invoice', 'other')`,
    )
    .execute();
  await db.schema
    .createIndex("challans_company_newest_idx")
    .on("challans")
    .columns(["company_id", "created_at desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("challans_company_customer_idx")
    .on("challans")
    .columns(["company_id", "customer_id"])
    .execute();

  await db.schema
    .createTable("challan_lines")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("challan_id", "uuid", (c) => c.notNull().references("challans.id").onDelete("cascade"))
    // The order line the pieces came from; null once that line is deleted (the challan keeps `piece`).
    .addColumn("line_id", "uuid", (c) => c.references("draft_lines.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("piece", "jsonb", (c) => c.notNull())
    .addCheckConstraint("challan_lines_quantity_check", sql`quantity > 0`)
    .execute();
  await db.schema.createIndex("challan_lines_challan_idx").on("challan_lines").column("challan_id").execute();
  await db.schema.createIndex("challan_lines_line_idx").on("challan_lines").column("line_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("challan_lines").execute();
  await db.schema.dropTable("challans").execute();
  await db.schema.dropTable("challan_series").execute();
}
