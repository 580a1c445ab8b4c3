import type { Migration } from "kysely";
import * as accounts from "./2026-11-21-01-accounts";
import * as authMailSettings from "./2026-11-21-02-auth-mail-settings";
import * as materialsEdgeProfiles from "./2026-11-21-03-materials-edge-profiles";
import * as customers from "./2026-11-21-04-customers";
import * as draftLines from "./2026-11-21-05-draft-lines";
import * as invoices from "./2026-11-21-06-invoices";
import * as rateLimits from "./2026-11-23-01-rate-limits";
import * as cutStock from "./2026-11-24-15-cut-stock";
import * as quotations from "./2026-11-24-20-quotations";
import * as payments from "./2026-11-26-10-payments";
import * as creditNotes from "./2026-11-26-20-credit-notes";
import * as gstFiles from "./2026-11-26-30-gst-files";
import * as gst25NoCuttingSac from "./2026-11-26-50-gst25-no-cutting-sac";
import * as frozenDocuments from "./2026-11-26-70-frozen-documents";
import * as fairJobs from "./2026-11-26-90-fair-jobs";
import * as logoDecoded from "./2026-11-26-91-logo-decoded";
import * as columnComments from "./2026-11-26-93-db28-column-comments";
import * as staffRoles from "./2026-11-27-10-staff-roles";
import * as auditLog from "./2026-11-27-20-audit-log";
import * as lineNote from "./2026-11-27-30-line-note";
import * as challans from "./2026-11-27-50-challans";
import * as paymentTds from "./2026-11-28-10-payment-tds";
import * as creditTerms from "./2026-11-28-11-credit-terms";
import * as bankStatements from "./2026-11-28-20-bank-statements";
import * as jobWork from "./2026-11-28-30-job-work";
import * as items from "./2026-11-28-40-items";
import * as operations from "./2026-11-28-41-operations";
import * as lineOperations from "./2026-11-28-42-line-operations";
import * as statementLinks from "./2026-11-28-60-statement-links";
import * as orderItemLines from "./2026-11-29-10-order-item-lines";
import * as priceLists from "./2026-11-29-40-price-lists";
import * as materialToughened from "./2026-11-29-50-material-toughened";

// Listed by hand rather than read from the folder, so that the bundled server carries them.
// Kysely runs them in the order of their names, which start with the date.
export const migrations: Record<string, Migration> = {
  "2026-11-21-01-accounts": accounts,
  "2026-11-21-02-auth-mail-settings": authMailSettings,
  "2026-11-21-03-materials-edge-profiles": materialsEdgeProfiles,
  "2026-11-21-04-customers": customers,
  "2026-11-21-05-draft-lines": draftLines,
  "2026-11-21-06-invoices": invoices,
  "2026-11-23-01-rate-limits": rateLimits,
  "2026-11-24-20-quotations": quotations,
  "2026-11-24-15-cut-stock": cutStock,
  "2026-11-26-10-payments": payments,
  "2026-11-26-20-credit-notes": creditNotes,
  "2026-11-26-30-gst-files": gstFiles,
  "2026-11-26-50-gst25-no-cutting-sac": gst25NoCuttingSac,
  "2026-11-26-70-frozen-documents": frozenDocuments,
  "2026-11-26-90-fair-jobs": fairJobs,
  "2026-11-26-91-logo-decoded": logoDecoded,
  "2026-11-26-93-db28-column-comments": columnComments,
  "2026-11-27-10-staff-roles": staffRoles,
  "2026-11-27-20-audit-log": auditLog,
  "2026-11-27-30-line-note": lineNote,
  "2026-11-27-50-challans": challans,
  "2026-11-28-10-payment-tds": paymentTds,
  "2026-11-28-11-credit-terms": creditTerms,
  "2026-11-28-20-bank-statements": bankStatements,
  "2026-11-28-30-job-work": jobWork,
  "2026-11-28-40-items": items,
  "2026-11-28-41-operations": operations,
  "2026-11-28-42-line-operations": lineOperations,
  "2026-11-28-60-statement-links": statementLinks,
  "2026-11-29-10-order-item-lines": orderItemLines,
  "2026-11-29-40-price-lists": priceLists,
  "2026-11-29-50-material-toughened": materialToughened,
};
