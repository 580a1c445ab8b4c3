import { defineConfig } from "kysely-codegen";

// How `npm run db:types` (src/types-cli.ts) turns the migrated database into src/schema/database.ts, and
// what the drift test (src/schema/database.test.ts) checks the committed file against.
export default defineConfig({
  dialect: "postgres",
  // Queries name columns in camelCase; Kysely's CamelCasePlugin (create-db.ts) maps them to snake_case.
  camelCase: true,
  // pg reads a DATE as its text (create-db.ts) and numeric and int8 as decimal strings: exact figures.
  dateParser: "string",
  numericParser: "string",
  // Kerf's tables only: not graphile-worker's schema nor Kysely's migration bookkeeping.
  includePattern: "public.*",
  excludePattern: "public.kysely_*",
  outFile: "src/schema/database.ts",
  // The types below are declared once in @kerf/core (enums.ts and the entities' zod schemas).
  customImports: {
    CreditNoteKind: "@kerf/core",
    CreditNoteSnapshot: "@kerf/core",
    CutPlanStatus: "@kerf/core",
    DateFormat: "@kerf/core",
    EdgeProfileSaveAs: "@kerf/core",
    InvoiceSnapshot: "@kerf/core",
    InvoiceStatus: "@kerf/core",
    ItemUnit: "@kerf/core",
    MaterialKind: "@kerf/core",
    PaymentMode: "@kerf/core",
    QuotationState: "@kerf/core",
    QuoteAnswerKind: "@kerf/core",
    ShareLinkKind: "@kerf/core",
    OperationBandRecord: "@kerf/core",
    StoredAreaExtra: "@kerf/core",
    StoredOperation: "@kerf/core",
    StoredQuoteHeader: "@kerf/core",
    TCommonSetting: "@kerf/core",
    TdsSection: "@kerf/core",
    ReminderInvoice: "@kerf/core",
    Unit: "@kerf/core",
  },
  overrides: {
    columns: {
      // Text columns that hold one of a closed set of words (PostgreSQL sees only text).
      "general_settings.unit": "Unit",
      "general_settings.date_format": "DateFormat",
      "edge_profiles.save_as": "EdgeProfileSaveAs",
      "material_stock.kind": "MaterialKind",
      "cut_plans.status": "CutPlanStatus",
      "invoices.status": "Generated<InvoiceStatus>",
      "credit_notes.kind": "CreditNoteKind",
      "payments.mode": "PaymentMode",
      "payments.tds_section": "TdsSection | null",
      "quotations.state": "Generated<QuotationState>",
      "quote_responses.kind": "QuoteAnswerKind",
      "share_links.kind": "ShareLinkKind",
      "outbox.status": 'Generated<"pending" | "sent" | "logged">',
      // jsonb: read as what was stored, written as JSON text (JSON.stringify), since pg would send a JS
      // array as a PostgreSQL array. Shapes of @kerf/core where the code stores one; unknown where the
      // reader parses (a transport, a cut plan, a job's error).
      "general_settings.common_setting": "ColumnType<TCommonSetting, string, string>",
      "customers.quote_header": "ColumnType<StoredQuoteHeader, string, string> | null",
      "draft_lines.area_extras": "Generated<ColumnType<StoredAreaExtra[], string, string>>",
      "draft_lines.operations": "Generated<ColumnType<StoredOperation[], string, string>>",
      "operations.bands": "ColumnType<OperationBandRecord[], string, string>",
      "items.unit": "ItemUnit",
      "invoices.snapshot": "ColumnType<InvoiceSnapshot, string, string>",
      "quotation_revisions.snapshot": "ColumnType<InvoiceSnapshot, string, string>",
      "credit_notes.snapshot": "ColumnType<CreditNoteSnapshot, string, string>",
      "invoices.transport": "ColumnType<unknown, string, string> | null",
      "reminder_log.invoices": "ColumnType<ReminderInvoice[], string, string>",
      "cut_plans.result": "ColumnType<unknown, string, string> | null",
      "job_results.error": "ColumnType<unknown, string, never> | null",
    },
  },
});
