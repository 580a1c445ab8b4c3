import type { Insertable, Selectable, Updateable } from "kysely";
import type {
  CompaniesTable,
  PasswordResetsTable,
  RateCountersTable,
  ResetRequestsTable,
  SessionsTable,
  UsersTable,
} from "./schema/accounts";
import type {
  CreditNoteSeriesTable,
  CreditNotesTable,
  InvoiceSeriesTable,
  InvoicesTable,
  PaymentsTable,
  ReceiptSeriesTable,
} from "./schema/billing";
import type {
  DocumentSettingsTable,
  EdgeProfilesTable,
  EdgeSelectionsTable,
  GeneralSettingsTable,
  MaterialsTable,
} from "./schema/catalogue";
import type {
  CutMarksTable,
  CutPlansTable,
  MaterialStockTable,
  RemnantsTable,
  StockSheetsTable,
} from "./schema/cutting";
import type { JobResultsTable, JobWorkersTable } from "./schema/jobs";
import type { OutboxAttachmentsTable, OutboxTable } from "./schema/mail";
import type {
  CustomersTable,
  DocumentLogosTable,
  DraftLinesTable,
  QuotationRevisionsTable,
  QuotationSeriesTable,
  QuotationsTable,
  QuoteResponsesTable,
  ShareLinksTable,
} from "./schema/orders";

// One file a domain under schema/; everything is re-exported here so imports stay "./schema".
export type * from "./schema/accounts";
export type * from "./schema/billing";
export type * from "./schema/catalogue";
export type * from "./schema/cutting";
export type * from "./schema/jobs";
export type * from "./schema/mail";
export type * from "./schema/orders";

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
  quotation_revisions: QuotationRevisionsTable;
  document_logos: DocumentLogosTable;
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
  job_results: JobResultsTable;
  job_workers: JobWorkersTable;
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type Session = Selectable<SessionsTable>;
