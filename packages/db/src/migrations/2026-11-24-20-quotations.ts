import { type Kysely, sql } from "kysely";

/**
 * Quotations that leave the shop (issue 16): the company's document settings, the quotation series and
 * one quotation per order, the customer's answers, share links (only a hash of each token is stored, so
 * a copy of the database opens no link) and mail attachments (the PDFs sent with a quotation or invoice).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("document_settings")
    .addColumn("company_id", "uuid", (c) => c.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("logo", "text")
    .addColumn("terms", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("quotation_validity_days", "integer", (c) => c.notNull().defaultTo(15))
    .addColumn("upi_id", "text")
    .addColumn("payee_name", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("quotation_series")
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("quotation_series_pkey", ["company_id", "financial_year"])
    .execute();

  await db.schema
    .createTable("quotations")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("customer_id", "uuid", (c) =>
      c.notNull().unique().references("customers.id").onDelete("cascade"),
    )
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("issued_on", "date", (c) => c.notNull())
    .addColumn("valid_until", "date", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    // Whether the current revision has been shown (printed, shared, opened): the next change starts a new one.
    .addColumn("revision_shown", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("quoted"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("quotations_company_number_key", ["company_id", "number"])
    .execute();
  await db.schema
    .createIndex("quotations_company_state_idx")
    .on("quotations")
    .columns(["company_id", "state"])
    .execute();

  await db.schema
    .createTable("quote_responses")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("quotation_id", "uuid", (c) => c.notNull().references("quotations.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("client_address", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("seen_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("quote_responses_quotation_idx")
    .on("quote_responses")
    .column("quotation_id")
    .execute();
  await db.schema
    .createIndex("quote_responses_unseen_idx")
    .on("quote_responses")
    .column("company_id")
    .where(sql.ref("seen_at"), "is", null)
    .execute();

  await db.schema
    .createTable("share_links")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("quotation_id", "uuid", (c) => c.references("quotations.id").onDelete("cascade"))
    .addColumn("invoice_id", "uuid", (c) => c.references("invoices.id").onDelete("cascade"))
    .addColumn("token_hash", "bytea", (c) => c.notNull().unique())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("share_links_quotation_idx").on("share_links").column("quotation_id").execute();
  await db.schema.createIndex("share_links_invoice_idx").on("share_links").column("invoice_id").execute();

  await db.schema
    .createTable("outbox_attachments")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("outbox_id", "uuid", (c) => c.notNull().references("outbox.id").onDelete("cascade"))
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("content", "bytea", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("outbox_attachments_outbox_idx")
    .on("outbox_attachments")
    .column("outbox_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "outbox_attachments",
    "share_links",
    "quote_responses",
    "quotations",
    "quotation_series",
    "document_settings",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
