import { createHash } from "node:crypto";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import type { SessionInfo } from "../auth/sessions";

// A document keeps the logo it was shown with: the company's logo of the moment is copied, once per
// content, into document_logos, and the document names it by its SHA-256. A later logo (or none) in
// Settings never reaches a document issued before.

/** A logo's key in document_logos: the SHA-256 of its data URL, as PostgreSQL's sha256() makes it below. */
export const logoHash = (dataUrl: string) => createHash("sha256").update(dataUrl, "utf8").digest();

/**
 * The company's current logo, kept for documents: its hash (null without a logo). Hashed and copied by
 * PostgreSQL itself, so the logo's text never travels to the server for it.
 */
export async function freezeLogo(trx: Db, companyId: string): Promise<Buffer | null> {
  const { rows } = await sql<{ hash: Buffer }>`
    insert into document_logos (company_id, hash, data_url, decoded)
    select company_id, sha256(convert_to(logo, 'UTF8')), logo, true
    from document_settings where company_id = ${companyId} and logo is not null and logo_decoded
    on conflict (company_id, hash) do update set hash = excluded.hash
    returning hash`.execute(trx);
  return rows[0]?.hash ?? null;
}

/** The logo a document was issued with, as the data URL it prints (only once the server re-encoded it). */
export async function frozenLogo(db: Db, companyId: string, hash: Buffer | null): Promise<string | null> {
  if (!hash) return null;
  const row = await db
    .selectFrom("documentLogos")
    .select("dataUrl")
    .where("companyId", "=", companyId)
    .where("hash", "=", hash)
    .where("decoded", "=", true)
    .executeTakeFirst();
  return row?.dataUrl ?? null;
}

/** The logo an invoice, credit note or payment's receipt was issued with. */
export async function logoOfDocument(
  db: Db,
  companyId: string,
  table: "invoices" | "creditNotes" | "payments" | "challans",
  id: string,
): Promise<string | null> {
  // Raw rows come back camelCased by the plugin too (data_url -> dataUrl).
  const { rows } = await sql<{ dataUrl: string }>`
    select l.data_url from ${sql.table(table)} t
    join document_logos l on l.company_id = t.company_id and l.hash = t.logo_hash and l.decoded
    where t.id = ${id} and t.company_id = ${companyId}`.execute(db);
  return rows[0]?.dataUrl ?? null;
}

const LOGO_TABLES = { invoice: "invoices", creditNote: "creditNotes", receipt: "payments" } as const;

/** The logo an issued document prints with, for its page on screen (the PDF's is added by its job). */
export async function documentLogo(
  db: Db,
  session: SessionInfo,
  input: { kind: keyof typeof LOGO_TABLES; id: string },
): Promise<{ logo: string | null }> {
  return { logo: await logoOfDocument(db, session.companyId, LOGO_TABLES[input.kind], input.id) };
}
