import { type Kysely, sql } from "kysely";

/**
 * What a customer was shown stays as shown (issue 26): each shown revision of a quotation keeps its own
 * figures, terms, validity, company details and logo; invoices, credit notes and receipts keep the logo
 * (and an invoice its UPI details) they were issued with. A logo is kept once per company and content
 * (its SHA-256), however many documents print it. A share link keeps its token sealed with the server's
 * key (never in clear), so the shop can show its live link again instead of making a new one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("document_logos")
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("hash", "bytea", (c) => c.notNull())
    .addColumn("data_url", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("document_logos_pkey", ["company_id", "hash"])
    .execute();

  await db.schema
    .createTable("quotation_revisions")
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("quotation_id", "uuid", (c) => c.notNull().references("quotations.id").onDelete("cascade"))
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("issued_on", "date", (c) => c.notNull())
    .addColumn("valid_until", "date", (c) => c.notNull())
    .addColumn("terms", "text", (c) => c.notNull())
    .addColumn("logo_hash", "bytea")
    .addColumn("payable", "numeric(14, 2)", (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("shown_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("quotation_revisions_pkey", ["quotation_id", "revision"])
    .addForeignKeyConstraint("quotation_revisions_logo_fkey", ["company_id", "logo_hash"], "document_logos", [
      "company_id",
      "hash",
    ])
    .execute();

  for (const table of ["invoices", "credit_notes", "payments"]) {
    await db.schema.alterTable(table).addColumn("logo_hash", "bytea").execute();
    await db.schema
      .alterTable(table)
      .addForeignKeyConstraint(`${table}_logo_fkey`, ["company_id", "logo_hash"], "document_logos", [
        "company_id",
        "hash",
      ])
      .execute();
  }
  await db.schema.alterTable("invoices").addColumn("upi_id", "text").addColumn("upi_payee", "text").execute();
  await db.schema.alterTable("share_links").addColumn("token_sealed", "bytea").execute();

  // Documents issued before this version print what they printed until now: today's logo and UPI details.
  await sql`insert into document_logos (company_id, hash, data_url)
    select company_id, sha256(convert_to(logo, 'UTF8')), logo from document_settings where logo is not null`.execute(
    db,
  );
  for (const table of ["invoices", "credit_notes", "payments"]) {
    await sql`update ${sql.table(table)} t set logo_hash = sha256(convert_to(d.logo, 'UTF8'))
      from document_settings d where d.company_id = t.company_id and d.logo is not null`.execute(db);
  }
  await sql`update invoices i set upi_id = d.upi_id, upi_payee = coalesce(nullif(d.payee_name, ''), c.name)
    from document_settings d, companies c
    where d.company_id = i.company_id and c.id = i.company_id and d.upi_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("share_links").dropColumn("token_sealed").execute();
  await db.schema.alterTable("invoices").dropColumn("upi_id").dropColumn("upi_payee").execute();
  for (const table of ["invoices", "credit_notes", "payments"]) {
    await db.schema.alterTable(table).dropColumn("logo_hash").execute();
  }
  await db.schema.dropTable("quotation_revisions").execute();
  await db.schema.dropTable("document_logos").execute();
}
