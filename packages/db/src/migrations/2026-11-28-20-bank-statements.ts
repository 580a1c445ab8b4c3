import { type Kysely, sql } from "kysely";

/**
 * Bank statements matched to invoices (issue 31). `bank_accounts`: the company's accounts by the name the
 * shop gives them ("HDFC 1234"), each keeping the CSV column mapping last used for it. `bank_credits`:
 * every credit of every statement imported, once: `dedupe_key` (date, amount and the reference, else the
 * narration, hashed; with its occurrence number in the file) is unique per account, so importing the
 * same or an overlapping file again adds nothing. `bank_credit_payments`: the payments posted from a
 * credit; their sum never passes the credit's amount (checked with the credit's row locked).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bank_accounts")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) between 1 and 60`))
    .addColumn("mapping", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("bank_accounts_company_name_key", ["company_id", "name"])
    .execute();

  await db.schema
    .createTable("bank_credits")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("account_id", "uuid", (c) => c.notNull().references("bank_accounts.id").onDelete("cascade"))
    .addColumn("credit_date", "date", (c) => c.notNull())
    .addColumn("amount", "numeric(14, 2)", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("narration", "text", (c) => c.notNull().check(sql`length(narration) <= 500`))
    .addColumn("reference", "text", (c) => c.check(sql`length(reference) <= 100`))
    .addColumn("dedupe_key", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("bank_credits_account_dedupe_key", ["company_id", "account_id", "dedupe_key"])
    .execute();
  await db.schema
    .createIndex("bank_credits_company_date_idx")
    .on("bank_credits")
    .columns(["company_id", "credit_date"])
    .execute();

  await db.schema
    .createTable("bank_credit_payments")
    .addColumn("credit_id", "uuid", (c) => c.notNull().references("bank_credits.id").onDelete("cascade"))
    .addColumn("payment_id", "uuid", (c) => c.notNull().references("payments.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("bank_credit_payments_pkey", ["credit_id", "payment_id"])
    .execute();
  await db.schema
    .createIndex("bank_credit_payments_payment_idx")
    .on("bank_credit_payments")
    .column("payment_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("bank_credit_payments").execute();
  await db.schema.dropTable("bank_credits").execute();
  await db.schema.dropTable("bank_accounts").execute();
}
