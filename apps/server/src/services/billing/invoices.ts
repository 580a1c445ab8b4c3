import type {
  InvoiceLine,
  InvoiceRecord,
  InvoiceSnapshot,
  InvoiceSummary,
  InvoiceTransport,
} from "@kerf/core";
import type { Db, Invoices } from "@kerf/db";
import { type Selectable, sql } from "kysely";
import { AppError } from "../../errors";
import { changedFields, recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { reopenChallans } from "../delivery/challan-invoice";
import { containsPattern } from "../orders/customers";
import type { StoredQuoteHeader } from "../orders/orders";
import { assertRecordId, notFound } from "../record-id";
import { lockInvoice, type PaymentFields, paymentFieldsOf } from "./invoice-balance";
import { refuseCancellingPaid } from "./payments";

export const INVOICES_PAGE_SIZE = 10;

export type { InvoiceLine, InvoiceRecord, InvoiceSnapshot, InvoiceSummary };

type Row = Selectable<Invoices>;

type SummaryRow = Pick<Row, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow, payment: PaymentFields, makers: Map<string, string>): InvoiceSummary {
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    date: row.invoiceDate,
    dueDate: row.dueDate,
    status: row.status,
    customerName: row.customerName,
    customerId: row.customerId,
    payable: row.payable,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    paid: payment.paid,
    credited: payment.credited,
    balance: payment.balance,
    paymentStatus: payment.paymentStatus,
    upiUri: payment.upiUri,
    createdBy: row.createdBy,
    createdByName: row.createdBy ? (makers.get(row.createdBy) ?? null) : null,
  };
}

/** The names of the people who made these invoices (issue 27 point 5), by id. */
async function makersOf(db: Db, companyId: string, rows: SummaryRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))];
  if (ids.length === 0) return new Map();
  const people = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("companyId", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return new Map(people.map((p) => [p.id, p.name || p.email]));
}

/** The rows as answers, each with its balance, payment status and UPI link. */
async function toSummaries(db: Db, session: SessionInfo, rows: SummaryRow[]): Promise<InvoiceSummary[]> {
  const [fields, makers] = await Promise.all([
    paymentFieldsOf(db, session.companyId, rows),
    makersOf(db, session.companyId, rows),
  ]);
  return rows.map((row) => toSummary(row, fields.get(row.id)!, makers));
}

export async function toRecord(db: Db, session: SessionInfo, row: Row): Promise<InvoiceRecord> {
  const [summary] = await toSummaries(db, session, [row]);
  return {
    ...summary!,
    snapshot: row.snapshot,
    registration:
      row.irn && row.ackNo && row.ackDate
        ? { irn: row.irn, ackNo: row.ackNo, ackDate: row.ackDate, signedQr: row.signedQr }
        : null,
    transport: transportOf(row.transport),
  };
}

const SUMMARY_COLUMNS = [
  "id",
  "companyId",
  "customerId",
  "number",
  "financialYear",
  "sequence",
  "invoiceDate",
  "dueDate",
  "status",
  "customerName",
  "payable",
  "createdAt",
  "cancelledAt",
  "createdBy",
] as const;

/** Everyone who made an invoice of the company, by name: the invoice list's "Made by" choices. */
export async function listInvoiceMakers(
  db: Db,
  session: SessionInfo,
): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom("users")
    .select(["users.id", sql<string>`coalesce(nullif(users.name, ''), users.email)`.as("name")])
    .where("users.companyId", "=", session.companyId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("invoices")
          .select("invoices.id")
          .whereRef("invoices.createdBy", "=", "users.id")
          .where("invoices.companyId", "=", session.companyId),
      ),
    )
    .orderBy("name")
    .execute();
}

export async function getInvoice(db: Db, session: SessionInfo, invoiceId: string): Promise<InvoiceRecord> {
  const id = assertRecordId(invoiceId, "Invoice");
  const row = await db
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Invoice");
  return toRecord(db, session, row);
}

export async function listInvoices(
  db: Db,
  session: SessionInfo,
  options: { search?: string; page?: number; customerId?: string; createdBy?: string } = {},
): Promise<{ invoices: InvoiceSummary[]; total: number; page: number; pageSize: number }> {
  const search = options.search?.trim();
  let base = db.selectFrom("invoices").where("companyId", "=", session.companyId);
  if (options.customerId)
    base = base.where("customerId", "=", assertRecordId(options.customerId, "Customer"));
  if (options.createdBy) base = base.where("createdBy", "=", assertRecordId(options.createdBy, "Person"));
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([eb(sql`lower(customer_name)`, "like", pattern), eb(sql`lower(number)`, "like", pattern)]),
    );
  }
  const page = options.page ?? 1;
  const [rows, count] = await Promise.all([
    base
      .select(SUMMARY_COLUMNS)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(INVOICES_PAGE_SIZE)
      .offset((page - 1) * INVOICES_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    invoices: await toSummaries(db, session, rows),
    total: Number(count.total),
    page,
    pageSize: INVOICES_PAGE_SIZE,
  };
}

/** An invoice is never deleted once numbered: it is cancelled and keeps its number. */
export async function cancelInvoice(db: Db, session: SessionInfo, invoiceId: string): Promise<InvoiceRecord> {
  const id = assertRecordId(invoiceId, "Invoice");
  const row = await db.transaction().execute(async (trx) => {
    const before = await lockInvoice(trx, session.companyId, id, ["id", "status", "number", "payable"]);
    await refuseCancellingPaid(trx, session.companyId, id);
    await reopenChallans(trx, session.companyId, id);
    const cancelled = await trx
      .updateTable("invoices")
      .set({ status: "cancelled", cancelledAt: sql`coalesce(cancelled_at, now())` })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Cancelling a cancelled invoice changes nothing, and records nothing.
    if (before.status !== "cancelled") {
      const figures = { number: before.number, payable: before.payable };
      await recordAudit(trx, session, {
        kind: "invoice.cancelled",
        entityId: id,
        before: { ...figures, status: before.status },
        after: { ...figures, status: cancelled.status },
      });
    }
    return cancelled;
  });
  return toRecord(db, session, row);
}

/** The header fields a clerical correction may change: names and addresses; never a GSTIN, a date or a figure. */
export const CORRECTABLE_HEADER_FIELDS = [
  "customer_name",
  "email_id",
  "phone_no",
  "billing_address",
  "shipping_address",
  "billing_pin",
  "billing_city",
  "shipping_pin",
  "shipping_city",
] as const;

export async function correctInvoiceHeader(
  db: Db,
  session: SessionInfo,
  invoiceId: string,
  changes: Partial<Pick<StoredQuoteHeader, (typeof CORRECTABLE_HEADER_FIELDS)[number]>>,
): Promise<InvoiceRecord> {
  const invoice = await getInvoice(db, session, invoiceId);
  if (invoice.status === "cancelled") throw new AppError("CONFLICT", "A cancelled invoice cannot be changed");
  const header = { ...invoice.snapshot.header };
  for (const field of CORRECTABLE_HEADER_FIELDS) {
    if (changes[field] !== undefined) header[field] = changes[field] as string;
  }
  const snapshot = { ...invoice.snapshot, header };
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("invoices")
      .set({ snapshot: JSON.stringify(snapshot), customerName: header.customer_name })
      .where("id", "=", invoice.id)
      .where("companyId", "=", session.companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = changedFields(invoice.snapshot.header, header);
    if (changed) {
      await recordAudit(trx, session, {
        kind: "invoice.corrected",
        entityId: invoice.id,
        before: { number: invoice.number, ...changed.before },
        after: { number: invoice.number, ...changed.after },
      });
    }
    return updated;
  });
  return toRecord(db, session, row);
}

/** The stored transport details; those saved before Part-A and transport documents read with their defaults. */
function transportOf(stored: unknown): InvoiceTransport | null {
  if (!stored) return null;
  return {
    vehicleType: "regular",
    transDocNo: null,
    transDocDate: null,
    ...(stored as Partial<InvoiceTransport>),
  } as InvoiceTransport;
}
