import type { Kysely } from "kysely";

/**
 * Logos decoded before they are trusted (issue 26): a logo is kept as the server re-encoded it (at most
 * 1,000 x 1,000 pixels and 500 KB). Logos stored before were only checked by their first bytes: they
 * are not shown (logo_decoded false) until the server re-encodes them, which it does at start
 * (apps/server/src/services/logo-image.ts), dropping one it cannot read or that is too large to decode.
 * The logos documents were issued with (document_logos) likewise: null until re-encoded, then true, or
 * false for one that could not be read (never printed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("document_settings")
    .addColumn("logo_decoded", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("document_logos").addColumn("decoded", "boolean").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("document_logos").dropColumn("decoded").execute();
  await db.schema.alterTable("document_settings").dropColumn("logo_decoded").execute();
}
