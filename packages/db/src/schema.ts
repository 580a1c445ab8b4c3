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
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type Session = Selectable<SessionsTable>;
