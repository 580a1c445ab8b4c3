import { type Kysely, sql } from "kysely";

// A customer's statement of account can be shared as a link of its own (issue 31: the payment reminder
// carries it), beside quotations' and invoices' links: the link names the customer whose statement it
// opens, and nothing else.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("share_links")
    .addColumn("customer_id", "uuid", (c) => c.references("customers.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createIndex("share_links_customer_idx")
    .on("share_links")
    .column("customer_id")
    .where(sql.ref("customer_id"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("share_links_customer_idx").execute();
  await db.schema.alterTable("share_links").dropColumn("customer_id").execute();
}
