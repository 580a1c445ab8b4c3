import { type Kysely, sql } from "kysely";

/**
 * TDS kept by the customer (issue 31 point 4): a payment's `amount` stays what was received (net), and
 * what the customer deducted under the Income-tax Act (sections 194C, 194J, 194Q or another) is kept
 * beside it; the invoice's balance falls by both. Form 16A, the customer's certificate of the deduction,
 * is ticked off per payment with its certificate number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("tds_section", "text", (c) => c.check(sql`tds_section in ('194C', '194J', '194Q', 'other')`))
    .addColumn("tds_rate", sql`numeric(5,2)`, (c) => c.check(sql`tds_rate >= 0 and tds_rate <= 100`))
    .addColumn("tds_amount", sql`numeric(14,2)`, (c) => c.notNull().defaultTo(0).check(sql`tds_amount >= 0`))
    .addColumn("form16a_certificate", "text", (c) => c.check(sql`char_length(form16a_certificate) <= 40`))
    .addColumn("form16a_received_at", "timestamptz")
    .execute();
  await sql`alter table payments add constraint payments_tds_whole check
    ((tds_section is null and tds_rate is null and tds_amount = 0)
      or (tds_section is not null and tds_rate is not null and tds_amount > 0))`.execute(db);
  const comments: Record<string, string> = {
    tds_section:
      "Income-tax Act section the customer deducted TDS under (194C, 194J, 194Q, other); null for no TDS.",
    tds_rate: "The TDS rate in percent the customer applied; null for no TDS.",
    tds_amount:
      "TDS the customer kept (0 for none): the invoice's balance falls by amount + tds_amount (the gross).",
    form16a_certificate:
      "The Form 16A certificate number once the certificate was received; null until then.",
    form16a_received_at: "When the Form 16A was ticked received; null until then.",
  };
  for (const [column, text] of Object.entries(comments)) {
    await sql`comment on column ${sql.ref(`payments.${column}`)} is ${sql.lit(text)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table payments drop constraint payments_tds_whole`.execute(db);
  await db.schema
    .alterTable("payments")
    .dropColumn("tds_section")
    .dropColumn("tds_rate")
    .dropColumn("tds_amount")
    .dropColumn("form16a_certificate")
    .dropColumn("form16a_received_at")
    .execute();
}
