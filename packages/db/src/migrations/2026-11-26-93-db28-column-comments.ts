import { type Kysely, sql } from "kysely";

/**
 * What a column means, kept in the database itself (issue 28): the row types are generated from the
 * migrated database (npm run db:types), and kysely-codegen prints each column's comment above it, as the
 * hand-written types did. Comments only: no data changes.
 */
const COMMENTS: Record<string, string> = {
  "companies.pin_code": "Six digits; null until the company enters it (the GST files need it).",
  "invoices.invoice_date": "A calendar date, read as its text YYYY-MM-DD (see create-db.ts).",
  "invoices.snapshot": "Company, header, priced lines and totals as they were when the invoice was made.",
  "invoices.irn": "What the invoice registration portal returned, pasted back by the shop; null until then.",
  "invoices.transport":
    "The e-way bill's transport details (TInvoiceTransport in @kerf/core); null until entered.",
  "invoices.logo_hash": "The logo it was issued with (document_logos).",
  "invoices.upi_id": "The UPI ID its QR pays, as it was when the invoice was issued.",
  "credit_notes.credit_date": "A calendar date, read as its text YYYY-MM-DD.",
  "credit_notes.kind":
    "full: the whole invoice; lines: chosen lines of it; amount: a taxable value at one GST rate.",
  "credit_notes.snapshot":
    "What the note credits, shaped like the invoice's snapshot (ZCreditNoteSnapshot in @kerf/core).",
  "credit_notes.total": "The payable credited, 2 decimals; the notes of an invoice never exceed its payable.",
  "credit_notes.logo_hash": "The logo it was issued with (document_logos).",
  "payments.number": "RC/26-27/0001: the receipt's number, a series of its own per financial year.",
  "payments.deleted_at": "A deleted payment keeps its row: when, by whom and why.",
  "payments.logo_hash":
    "The logo its receipt prints (document_logos), as it was when the payment was recorded.",
  "general_settings.common_setting":
    "docs/spec/portal-spec.md section 3's commonSetting object, as the client sends and reads it.",
  "edge_profiles.name":
    "What lines and the client call it: the catalogue label, or the company's own name when saved byName.",
  "edge_profiles.catalogue_value":
    "edgeProfile1..36: which catalogue entry it is (its drawing and area inputs).",
  "document_settings.logo": "A PNG or JPEG as a data URL, as the server re-encoded it (see logo_decoded).",
  "document_settings.logo_decoded":
    "The logo was decoded and re-encoded by the server; until then it is never shown.",
  "material_stock.kerf_um": "Lengths in micrometres: exact in eighths of an inch and tenths of a mm.",
  "stock_sheets.cost": "Rupees per sheet; null: the plan weighs sheets by area.",
  "stock_sheets.on_hand": "Sheets on hand; null: as many as needed.",
  "cut_plans.input_hash": "The state of the order's lines and stock this plan is for.",
  "cut_plans.error": "Why the plan failed (shown with Retry); null otherwise.",
  "quotation_revisions.snapshot":
    "The InvoiceSnapshot of @kerf/core: company, header, priced lines and totals.",
  "document_logos.hash": "SHA-256 of the data URL: a logo is kept once per content.",
  "document_logos.decoded":
    "Re-encoded by the server (true), not yet (null), or unreadable and never printed (false).",
  "share_links.token_hash": "SHA-256 of the token: how a link is found.",
  "share_links.token_sealed":
    "The token sealed with the server's key (AES-256-GCM), so the shop can be shown its live link again.",
  "job_results.id":
    "A job's answer for a request waiting in another server process; taken once, pruned after minutes.",
  "job_workers.worker_id": "A graphile-worker pool of a live server process, as last seen.",
  "rate_counters.hits": "Hits within the fixed window that ends at expires_at.",
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, comment] of Object.entries(COMMENTS)) {
    await sql`comment on column ${sql.ref(column)} is ${sql.lit(comment)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of Object.keys(COMMENTS)) {
    await sql`comment on column ${sql.ref(column)} is null`.execute(db);
  }
}
