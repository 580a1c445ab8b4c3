import type { Db } from "@kerf/db";
import { sql } from "kysely";

// What a request may store, as one fingerprint per table. Columns that change on their own are left
// out: the mail worker's delivery state, a session's last use; rate counters count refused requests
// by design.
const TABLES: Record<string, string> = {
  companies: "t::text",
  users: "t::text",
  roles: "t::text",
  staff_invites: "t::text",
  sessions: "t.id",
  password_resets: "t::text",
  outbox: "t.id::text",
  reset_requests: "t.id::text",
  general_settings: "t::text",
  edge_selections: "t::text",
  materials: "t::text",
  edge_profiles: "t::text",
  items: "t::text",
  operations: "t::text",
  customers: "t::text",
  draft_lines: "t::text",
  invoice_series: "t::text",
  invoices: "t::text",
  credit_notes: "t::text",
  payments: "t::text",
  quotations: "t::text",
  quotation_revisions: "t::text",
  quote_responses: "t::text",
  share_links: "t::text",
  document_logos: "t.hash::text",
  document_settings: "t::text",
  cut_plans: "t.id::text",
  job_results: "t.id::text",
};

const QUERY = `SELECT ${Object.entries(TABLES)
  .map(
    ([table, row]) =>
      `(SELECT md5(coalesce(string_agg(${row}, ',' ORDER BY ${row}), '')) FROM ${table} t) AS ${table}`,
  )
  .join(", ")}`;

/** A fingerprint of everything stored: equal before and after a refused request, or it stored something. */
export async function storedState(db: Db): Promise<Record<string, string>> {
  const { rows } = await sql<Record<string, string>>`${sql.raw(QUERY)}`.execute(db);
  return rows[0]!;
}
