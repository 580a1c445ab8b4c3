import type { ColumnType, Generated } from "kysely";
import type { DocumentSeriesTable } from "./numbered";
import type { Timestamp } from "./timestamp";

// Customers (orders) and their lines, quotations and share links.

export interface CustomersTable {
  id: Generated<string>;
  company_id: string;
  customer_name: string;
  phone_no: string;
  date: Timestamp;
  quote_header: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface DraftLinesTable {
  id: Generated<string>;
  company_id: string;
  customer_id: string;
  position: number;
  width_for_display: string;
  length_for_display: string;
  quantity: number;
  material_type: string;
  edge_selection: string | null;
  edge_profile: string | null;
  area_extras: ColumnType<{ label: string; value: string }[], string | undefined, string>;
  multiplier: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type QuotationSeriesTable = DocumentSeriesTable;

export type QuotationStateColumn = "quoted" | "changes_requested" | "accepted";

export interface QuotationsTable {
  id: Generated<string>;
  company_id: string;
  customer_id: string;
  number: string;
  issued_on: ColumnType<string, string, string>;
  valid_until: ColumnType<string, string, string>;
  revision: ColumnType<number, number | undefined, number>;
  revision_shown: ColumnType<boolean, boolean | undefined, boolean>;
  state: ColumnType<QuotationStateColumn, QuotationStateColumn | undefined, QuotationStateColumn>;
  created_at: Timestamp;
}

/** A revision as it was first shown: frozen, whatever changes in the order, settings or profile later. */
export interface QuotationRevisionsTable {
  company_id: string;
  quotation_id: string;
  revision: number;
  issued_on: ColumnType<string, string, string>;
  valid_until: ColumnType<string, string, string>;
  terms: string;
  logo_hash: Buffer | null;
  payable: string;
  /** The InvoiceSnapshot of @kerf/core: company, header, priced lines and totals. */
  snapshot: ColumnType<unknown, string, string>;
  shown_at: Timestamp;
}

/** A company's logo as a document printed it, kept once per content (SHA-256 of the data URL). */
export interface DocumentLogosTable {
  company_id: string;
  hash: Buffer;
  data_url: string;
  /** Re-encoded by the server (true), not yet (null), or unreadable and never printed (false). */
  decoded: boolean | null;
  created_at: Timestamp;
}

export interface QuoteResponsesTable {
  id: Generated<string>;
  company_id: string;
  quotation_id: string;
  kind: "accepted" | "changes";
  revision: number;
  name: string;
  note: string | null;
  client_address: string;
  created_at: Timestamp;
  seen_at: Timestamp | null;
}

export interface ShareLinksTable {
  id: Generated<string>;
  company_id: string;
  kind: "quote" | "invoice";
  quotation_id: string | null;
  invoice_id: string | null;
  /** sha256 of the token: how a link is found. */
  token_hash: Buffer;
  /** The token sealed with the server's key (AES-256-GCM), so the shop can be shown its live link again. */
  token_sealed: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}
