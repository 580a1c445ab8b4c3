import { type Kysely, sql } from "kysely";

/**
 * GST files (issue 17, points 5-7): the company's PIN code, city and SAC for untaxed cutting (the
 * e-invoice, e-way bill and GSTR-1 need them); per invoice what the registration portal returned (IRN,
 * acknowledgement number and date, signed QR) and the transport details of its e-way bill.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("companies")
    .addColumn("pin_code", "text")
    .addColumn("city", "text")
    .addColumn("cutting_sac", "text", (c) => c.notNull().defaultTo("998898"))
    .execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("irn", "text")
    .addColumn("ack_no", "text")
    // As the portal prints it ("2026-11-26 10:15:00", India time): kept as text, shown as given.
    .addColumn("ack_date", "text")
    .addColumn("signed_qr", "text")
    .addColumn("transport", "jsonb")
    .execute();
  // One IRN is one invoice: the portal never gives the same one twice.
  await db.schema
    .createIndex("invoices_company_irn_key")
    .on("invoices")
    .columns(["company_id", "irn"])
    .unique()
    .where(sql.ref("irn"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("invoices_company_irn_key").execute();
  await db.schema
    .alterTable("invoices")
    .dropColumn("irn")
    .dropColumn("ack_no")
    .dropColumn("ack_date")
    .dropColumn("signed_qr")
    .dropColumn("transport")
    .execute();
  await db.schema
    .alterTable("companies")
    .dropColumn("pin_code")
    .dropColumn("city")
    .dropColumn("cutting_sac")
    .execute();
}
