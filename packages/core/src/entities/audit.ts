import { z } from "zod";
import { csvText } from "../csv";
import { MAX_LENGTH } from "../limits";
import { isoDateField, optionalField } from "../schemas/fields";
import { pageField } from "../schemas/list-query";
import { recordId, timestamp } from "./record-fields";

/**
 * What the audit trail records (issue 27 point 4): every change to money records and to what prices them.
 * staff.* and role.* are written by the staff and roles services.
 */
export const AUDIT_KINDS = [
  "invoice.created",
  "invoice.corrected",
  "invoice.cancelled",
  "payment.recorded",
  "payment.deleted",
  "payment.tdsCertificate",
  "creditNote.created",
  "material.created",
  "material.changed",
  "material.deleted",
  "edgeProfile.created",
  "edgeProfile.changed",
  "edgeProfile.deleted",
  "item.created",
  "item.changed",
  "item.deleted",
  "operation.created",
  "operation.changed",
  "operation.deleted",
  "priceList.created",
  "priceList.changed",
  "priceList.deleted",
  "settings.changed",
  "staff.invited",
  "staff.joined",
  "staff.changed",
  "staff.signedOut",
  "role.created",
  "role.changed",
  "role.deleted",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What each kind reads as on the Audit page and in the CSV. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  "invoice.created": "Invoice made",
  "invoice.corrected": "Invoice corrected",
  "invoice.cancelled": "Invoice cancelled",
  "payment.recorded": "Payment recorded",
  "payment.deleted": "Payment deleted",
  "payment.tdsCertificate": "Form 16A ticked",
  "creditNote.created": "Credit note issued",
  "material.created": "Material added",
  "material.changed": "Material changed",
  "material.deleted": "Material deleted",
  "edgeProfile.created": "Edge profile added",
  "edgeProfile.changed": "Edge profile changed",
  "edgeProfile.deleted": "Edge profile deleted",
  "item.created": "Item added",
  "item.changed": "Item changed",
  "item.deleted": "Item deleted",
  "operation.created": "Operation added",
  "operation.changed": "Operation changed",
  "operation.deleted": "Operation deleted",
  "priceList.created": "Price list added",
  "priceList.changed": "Price list changed",
  "priceList.deleted": "Price list deleted",
  "settings.changed": "Settings changed",
  "staff.invited": "Person invited",
  "staff.joined": "Person joined",
  "staff.changed": "Person changed",
  "staff.signedOut": "Person signed out everywhere",
  "role.created": "Role made",
  "role.changed": "Role changed",
  "role.deleted": "Role deleted",
};

export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_MESSAGES = {
  kindInvalid: `kind must be one of ${AUDIT_KINDS.join(", ")}`,
  formatInvalid: 'format must be "json" or "csv"',
  fromAfterTo: "The start date must not be after the end date",
  csvRange: "A CSV export needs from and to, at most one year apart (a financial year: 1 April to 31 March)",
} as const;

/** The trail's filters: dates are days in India, both included; a person; a kind; the page. */
export const ZAuditQuery = z.object({
  from: optionalField(isoDateField()).describe("YYYY-MM-DD, first day (India time) shown"),
  to: optionalField(isoDateField()).describe("YYYY-MM-DD, last day (India time) shown"),
  userId: optionalField(z.string().max(MAX_LENGTH.id)).describe("Only this person's changes"),
  kind: optionalField(z.enum(AUDIT_KINDS, { error: AUDIT_MESSAGES.kindInvalid })).describe(
    "Only this kind of change",
  ),
  page: optionalField(pageField()).describe(`Page of ${AUDIT_PAGE_SIZE} rows, newest first (default 1)`),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;
export type AuditQuery = z.output<typeof ZAuditQuery>;

export const ZAuditEntry = z.strictObject({
  /** 1, 2, 3... per company: a gap is a removed row. */
  seq: z.number().int().min(1),
  at: timestamp(),
  userId: recordId().nullable(),
  /** The person's name (or e-mail) now; null for a change made by the system. */
  userName: z.string().nullable(),
  ip: z.string().nullable(),
  kind: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The row's hash, hex: what `npm run audit:verify` recomputes. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AuditEntry = z.output<typeof ZAuditEntry>;

export const ZAuditPage = z.strictObject({
  entries: z.array(ZAuditEntry),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
});
export type AuditPage = z.output<typeof ZAuditPage>;

/** India's financial year of a date: 1 April to 31 March (Income-tax Act sec. 2(9), Companies Act sec. 2(41)). */
export function financialYearRange(startYear: number): { from: string; to: string } {
  return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}

export const AUDIT_CSV_HEADINGS = [
  "Seq",
  "At (UTC)",
  "Person",
  "Person id",
  "Address",
  "Kind",
  "What",
  "Record",
  "Before",
  "After",
  "Hash",
];

/** The trail as CSV, through the same injection-safe cells as the GST files. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));
  return csvText([
    AUDIT_CSV_HEADINGS,
    ...entries.map((e) => [
      e.seq,
      e.at,
      e.userName,
      e.userId,
      e.ip,
      e.kind,
      AUDIT_KIND_LABELS[e.kind as AuditKind] ?? e.kind,
      e.entityId,
      json(e.before),
      json(e.after),
      e.hash,
    ]),
  ]);
}
