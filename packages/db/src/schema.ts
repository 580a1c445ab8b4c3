import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

// numeric and int8 arrive from `pg` as strings: figures stay exact decimal strings end to end.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string;
  gst_no: string;
  address: string;
  /** Six digits; null until the company enters it (the GST files need it). */
  pin_code: string | null;
  city: string | null;
  /** The SAC under which cutting charged without GST is reported (default 998898). */
  cutting_sac: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  company_id: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  secret_hash: Buffer;
  user_id: string;
  company_id: string;
  created_at: Timestamp;
  last_verified_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  company_id: string;
  user_id: string;
  token_hash: Buffer;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A forgot-password request waiting for the mail worker. */
export interface ResetRequestsTable {
  id: Generated<string>;
  email: string;
  created_at: Timestamp;
}

/** One limit's counter: hits within the fixed window that ends at expires_at. */
export interface RateCountersTable {
  key: string;
  hits: number;
  window_started_at: Timestamp;
  expires_at: Timestamp;
}

export type OutboxStatus = "pending" | "sent" | "logged";

export interface OutboxTable {
  id: Generated<string>;
  company_id: string;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface GeneralSettingsTable {
  company_id: string;
  /** docs/spec/portal-spec.md section 3's commonSetting object, as the client sends and reads it. */
  common_setting: ColumnType<unknown, string, string>;
  unit: "inch" | "mm";
  rounding_step: string;
  min_area_per_piece: string;
  date_format: "DD-MM-YYYY" | "YYYY-MM-DD";
  updated_at: Timestamp;
}

export interface EdgeSelectionsTable {
  id: Generated<string>;
  company_id: string;
  value: string;
  label: string;
  lengths: number;
  widths: number;
  position: number;
}

export interface MaterialsTable {
  id: Generated<string>;
  company_id: string;
  material_name: string;
  material_rate: string;
  cutting_rate: string;
  material_gst: string;
  material_wastage: string;
  gst_charges: string;
  hsn_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EdgeProfilesTable {
  id: Generated<string>;
  company_id: string;
  /** What lines and the client call it: the catalogue label, or the company's own name when saved byName. */
  name: string;
  /** edgeProfile1..36: which catalogue entry it is (its drawing and area inputs). */
  catalogue_value: string;
  save_as: "byName" | "byDefault";
  rate: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

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

export interface InvoiceSeriesTable {
  company_id: string;
  financial_year: string;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  company_id: string;
  customer_id: string | null;
  number: string;
  financial_year: string;
  sequence: number;
  /** A calendar date, "YYYY-MM-DD" (pg's date type is read as text, see create-db). */
  invoice_date: ColumnType<string, string, string>;
  status: ColumnType<"issued" | "cancelled", "issued" | "cancelled" | undefined, "issued" | "cancelled">;
  customer_name: string;
  payable: string;
  /** Company, header, priced lines and totals as they were when the invoice was made. */
  snapshot: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
  /** What the invoice registration portal returned, pasted back by the shop; null until then. */
  irn: string | null;
  ack_no: string | null;
  ack_date: string | null;
  signed_qr: string | null;
  /** The e-way bill's transport details (TInvoiceTransport in @kerf/core); null until entered. */
  transport: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface CreditNoteSeriesTable {
  company_id: string;
  financial_year: string;
  last_number: number;
}

export type CreditNoteKind = "full" | "lines" | "amount";

/** A credit note against an issued invoice (issue 17). */
export interface CreditNotesTable {
  id: Generated<string>;
  company_id: string;
  invoice_id: string;
  /** CN/26-27/0001: one consecutive series per company and financial year. */
  number: string;
  financial_year: string;
  sequence: number;
  /** A calendar date, "YYYY-MM-DD". */
  credit_date: ColumnType<string, string, string>;
  reason: string;
  /** full: the whole invoice; lines: chosen lines of it; amount: a taxable value at one GST rate. */
  kind: CreditNoteKind;
  /**
   * What the note credits, shaped like the invoice's snapshot: the credited lines (full, lines), the
   * amount and rate (amount), tax by rate (CGST/SGST or IGST per rate), round-off and total
   * (ZCreditNoteSnapshot in @kerf/core).
   */
  snapshot: ColumnType<unknown, string, string>;
  /** The payable credited, a decimal string with 2 decimals; the notes of an invoice never exceed its payable. */
  total: string;
  created_at: Timestamp;
  created_by: string | null;
}

export interface DocumentSettingsTable {
  company_id: string;
  /** A PNG or JPEG as a data URL, checked by its bytes. */
  logo: string | null;
  terms: ColumnType<string, string | undefined, string>;
  quotation_validity_days: ColumnType<number, number | undefined, number>;
  upi_id: string | null;
  payee_name: string | null;
  updated_at: Timestamp;
}

export interface QuotationSeriesTable {
  company_id: string;
  financial_year: string;
  last_number: number;
}

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
  /** sha256 of the token: the token itself is only in the link. */
  token_hash: Buffer;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ReceiptSeriesTable {
  company_id: string;
  financial_year: string;
  last_number: number;
}

export type PaymentMode = "cash" | "upi" | "bank" | "cheque" | "card";

export interface PaymentsTable {
  id: Generated<string>;
  company_id: string;
  invoice_id: string;
  /** RC/26-27/0001: the receipt's number, a series of its own per financial year. */
  number: string;
  financial_year: string;
  sequence: number;
  payment_date: ColumnType<string, string, string>;
  amount: string;
  mode: PaymentMode;
  reference: string | null;
  created_by: string | null;
  created_at: Timestamp;
  /** A deleted payment keeps its row: when, by whom and why. */
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  delete_reason: string | null;
}

export interface OutboxAttachmentsTable {
  id: Generated<string>;
  outbox_id: string;
  filename: string;
  content_type: string;
  content: Buffer;
}

export type MaterialKind = "glass" | "stone" | "panel" | "other";

/** How a material is cut and what it is cut from (lengths in micrometres: exact in eighths and tenths of mm). */
export interface MaterialStockTable {
  material_id: string;
  company_id: string;
  kind: MaterialKind;
  kerf_um: number;
  trim_um: number;
  rotate: boolean;
  min_remnant_width_um: number;
  min_remnant_length_um: number;
  updated_at: Timestamp;
}

export interface StockSheetsTable {
  id: Generated<string>;
  company_id: string;
  material_id: string;
  position: number;
  width_um: number;
  length_um: number;
  /** Rupees per sheet; null: the plan weighs sheets by area. */
  cost: string | null;
  /** Sheets on hand; null: as many as needed. */
  on_hand: number | null;
}

/** An offcut kept in stock, added by hand or from a plan when its order was marked as cut. */
export interface RemnantsTable {
  id: Generated<string>;
  company_id: string;
  material_id: string;
  width_um: number;
  length_um: number;
  customer_id: string | null;
  created_at: Timestamp;
}

export type CutPlanStatus = "running" | "done" | "failed";

/** An order's cut plan for one state of its lines (input_hash): the progress while it runs, then the plan. */
export interface CutPlansTable {
  id: Generated<string>;
  company_id: string;
  customer_id: string;
  input_hash: string;
  status: CutPlanStatus;
  done: ColumnType<number, number | undefined, number>;
  total: number;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An order marked as cut: once per order. */
export interface CutMarksTable {
  customer_id: string;
  company_id: string;
  sheets_used: number;
  remnants_used: number;
  remnants_added: number;
  marked_at: Timestamp;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_counters: RateCountersTable;
  reset_requests: ResetRequestsTable;
  outbox: OutboxTable;
  general_settings: GeneralSettingsTable;
  edge_selections: EdgeSelectionsTable;
  materials: MaterialsTable;
  edge_profiles: EdgeProfilesTable;
  customers: CustomersTable;
  draft_lines: DraftLinesTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
  credit_note_series: CreditNoteSeriesTable;
  credit_notes: CreditNotesTable;
  document_settings: DocumentSettingsTable;
  quotation_series: QuotationSeriesTable;
  quotations: QuotationsTable;
  quote_responses: QuoteResponsesTable;
  share_links: ShareLinksTable;
  outbox_attachments: OutboxAttachmentsTable;
  material_stock: MaterialStockTable;
  stock_sheets: StockSheetsTable;
  remnants: RemnantsTable;
  cut_plans: CutPlansTable;
  cut_marks: CutMarksTable;
  receipt_series: ReceiptSeriesTable;
  payments: PaymentsTable;
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type Session = Selectable<SessionsTable>;
