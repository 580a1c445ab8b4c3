import type { Kysely } from "kysely";

/**
 * Issue 25: cutting charged with the goods is part of their value (CGST Act sec. 15(2)(c)), so the GST
 * files no longer report untaxed cutting as a service of its own, and the company's SAC for it goes.
 * Invoices that carried one keep it in their snapshot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("companies").dropColumn("cutting_sac").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("companies")
    .addColumn("cutting_sac", "text", (c) => c.notNull().defaultTo("998898"))
    .execute();
}
