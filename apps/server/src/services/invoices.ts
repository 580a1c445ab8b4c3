import {
  checkIsoDate,
  type InvoiceLine,
  type InvoiceRecord,
  type InvoiceSnapshot,
  type InvoiceSummary,
  type InvoiceTransport,
  MESSAGES,
  payableFits,
  type TQuoteHeader,
  todayInIndia,
  ZQuoteHeader,
} from "@kerf/core";
import type { Db, InvoicesTable } from "@kerf/db";
import { type Selectable, sql } from "kysely";
import { AppError } from "../errors";
import { containsPattern, getCustomer } from "./customers";
import { financialYearOf, invoiceNumber } from "./financial-year";
import { type PaymentFields, paymentFieldsOf } from "./invoice-balance";
import { snapshotOf } from "./invoice-snapshot";
import { getOrder, lockOrder, type Order, type StoredQuoteHeader, saveQuoteHeader } from "./orders";
import { refuseCancellingPaid } from "./payments";
import { assertRecordId, notFound } from "./record-id";
import type { SessionInfo } from "./sessions";

export const INVOICES_PAGE_SIZE = 10;

export type { InvoiceLine, InvoiceRecord, InvoiceSnapshot, InvoiceSummary };

type Row = Selectable<InvoicesTable>;

type SummaryRow = Pick<Row, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow, payment: PaymentFields): InvoiceSummary {
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    date: row.invoice_date,
    status: row.status,
    customerName: row.customer_name,
    customerId: row.customer_id,
    payable: row.payable,
    createdAt: row.created_at.toISOString(),
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
    paid: payment.paid,
    credited: payment.credited,
    balance: payment.balance,
    paymentStatus: payment.paymentStatus,
    upiUri: payment.upiUri,
  };
}

/** The rows as answers, each with its balance, payment status and UPI link. */
async function toSummaries(db: Db, session: SessionInfo, rows: SummaryRow[]): Promise<InvoiceSummary[]> {
  const fields = await paymentFieldsOf(db, session.companyId, rows);
  return rows.map((row) => toSummary(row, fields.get(row.id)!));
}

async function toRecord(db: Db, session: SessionInfo, row: Row): Promise<InvoiceRecord> {
  const [summary] = await toSummaries(db, session, [row]);
  return {
    ...summary!,
    snapshot: row.snapshot as InvoiceSnapshot,
    registration:
      row.irn && row.ack_no && row.ack_date
        ? { irn: row.irn, ackNo: row.ack_no, ackDate: row.ack_date, signedQr: row.signed_qr }
        : null,
    transport: (row.transport as InvoiceTransport | null) ?? null,
  };
}

const SUMMARY_COLUMNS = [
  "id",
  "company_id",
  "customer_id",
  "number",
  "financial_year",
  "sequence",
  "invoice_date",
  "status",
  "customer_name",
  "payable",
  "created_at",
  "cancelled_at",
] as const;

/** The order's header and lines as an invoice needs them: a 400 naming the first thing missing. */
export function checkOrder(order: Order): StoredQuoteHeader {
  const headerCheck = ZQuoteHeader.safeParse(order.header ?? {});
  if (!headerCheck.success) {
    const errors: Record<string, string> = {};
    for (const issue of headerCheck.error.issues) errors[`header.${issue.path.join(".")}`] ??= issue.message;
    throw new AppError("BAD_REQUEST", headerCheck.error.issues[0]!.message, errors);
  }
  if (order.lines.length === 0) {
    throw new AppError("BAD_REQUEST", "Add at least one line before making an invoice", {
      lines: "Required",
    });
  }
  const broken = order.lines.findIndex((l) => l.error);
  if (broken >= 0) {
    const { field, message } = order.lines[broken]!.error!;
    throw new AppError("BAD_REQUEST", `Line ${broken + 1}: ${message}`, {
      [`lines.${broken}.${field}`]: message,
    });
  }
  // Rates raised since the order was accepted can still push it past what an invoice holds.
  if (!payableFits(order.totals.payable)) {
    throw new AppError("BAD_REQUEST", MESSAGES.orderTooLarge, { lines: MESSAGES.orderTooLarge });
  }
  return order.header!;
}

/** What makes two invoices' lines the same: each line as typed and its total, in order. */
function linesKey(lines: readonly InvoiceLine[]): string {
  return JSON.stringify(
    lines.map((l) => [
      l.widthForDisplay,
      l.lengthForDisplay,
      l.quantity,
      l.materialType,
      l.edgeSelection,
      l.edgeProfile,
      l.areaExtras.map((e) => [e.label, String(e.value)]),
      String(l.multiplier),
      l.total,
    ]),
  );
}

export function duplicateInvoiceMessage(number: string): string {
  return `This order is already invoiced as ${number} (not cancelled) with the same lines. To issue another invoice anyway, send "allowDuplicate": true.`;
}

/** A live (not cancelled) invoice of this customer with the same lines: a second one is refused with 409. */
async function refuseDuplicate(trx: Db, session: SessionInfo, customerId: string, lines: InvoiceLine[]) {
  const live = await trx
    .selectFrom("invoices")
    .select(["number", "snapshot"])
    .where("company_id", "=", session.companyId)
    .where("customer_id", "=", customerId)
    .where("status", "=", "issued")
    .orderBy("sequence", "desc")
    .execute();
  const key = linesKey(lines);
  const same = live.find((row) => {
    const snapshot = (typeof row.snapshot === "string" ? JSON.parse(row.snapshot) : row.snapshot) as {
      lines: InvoiceLine[];
    };
    return linesKey(snapshot.lines) === key;
  });
  if (same) {
    throw new AppError("CONFLICT", duplicateInvoiceMessage(same.number), { allowDuplicate: same.number });
  }
}

/**
 * Makes a tax invoice from a customer's order: checks the header and every line, prices them with the
 * company's current settings, takes the next number of the financial year's series and stores a snapshot of
 * everything, in one transaction.
 */
export async function createInvoice(
  db: Db,
  session: SessionInfo,
  input: { draftId: string; date?: string; header?: TQuoteHeader; allowDuplicate?: boolean },
): Promise<InvoiceRecord> {
  const checked = checkIsoDate(input.date?.trim() || todayInIndia());
  if (!checked.ok) throw new AppError("BAD_REQUEST", checked.message, { date: checked.message });
  const date = checked.date;
  const customer = await getCustomer(db, session, input.draftId);
  const row = await db.transaction().execute(async (trx) => {
    // The order is read, checked and priced once, locked, so the invoice holds exactly what was priced.
    await lockOrder(trx, customer.id);
    // A REST client sets the header here: the legacy API has no other way to.
    if (input.header) await saveQuoteHeader(trx, session, customer.id, input.header);
    const order = await getOrder(trx, session, customer.id);
    const header = checkOrder(order);
    const snapshot = await snapshotOf(trx, session, order, header);
    if (!input.allowDuplicate) await refuseDuplicate(trx, session, customer.id, snapshot.lines);
    const financialYear = financialYearOf(date);
    const { last_number } = await trx
      .insertInto("invoice_series")
      .values({ company_id: session.companyId, financial_year: financialYear, last_number: 1 })
      .onConflict((oc) =>
        oc
          .columns(["company_id", "financial_year"])
          .doUpdateSet({ last_number: sql`invoice_series.last_number + 1` }),
      )
      .returning("last_number")
      .executeTakeFirstOrThrow();
    return trx
      .insertInto("invoices")
      .values({
        company_id: session.companyId,
        customer_id: customer.id,
        number: invoiceNumber(financialYear, last_number),
        financial_year: financialYear,
        sequence: last_number,
        invoice_date: date,
        customer_name: header.customer_name,
        payable: snapshot.totals.payable,
        snapshot: JSON.stringify(snapshot),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toRecord(db, session, row);
}

export async function getInvoice(db: Db, session: SessionInfo, invoiceId: string): Promise<InvoiceRecord> {
  const id = assertRecordId(invoiceId, "Invoice");
  const row = await db
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Invoice");
  return toRecord(db, session, row);
}

export async function listInvoices(
  db: Db,
  session: SessionInfo,
  options: { search?: string; page?: number; customerId?: string } = {},
): Promise<{ invoices: InvoiceSummary[]; total: number; page: number; pageSize: number }> {
  const search = options.search?.trim();
  let base = db.selectFrom("invoices").where("company_id", "=", session.companyId);
  if (options.customerId)
    base = base.where("customer_id", "=", assertRecordId(options.customerId, "Customer"));
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
      .orderBy("created_at", "desc")
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
    // Locked as a payment locks it, so no payment slips in between the check and the cancel.
    const invoice = await trx
      .selectFrom("invoices")
      .select("id")
      .where("id", "=", id)
      .where("company_id", "=", session.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) throw notFound("Invoice");
    await refuseCancellingPaid(trx, session.companyId, id);
    return trx
      .updateTable("invoices")
      .set({ status: "cancelled", cancelled_at: sql`coalesce(cancelled_at, now())` })
      .where("id", "=", id)
      .where("company_id", "=", session.companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
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
  const row = await db
    .updateTable("invoices")
    .set({ snapshot: JSON.stringify(snapshot), customer_name: header.customer_name })
    .where("id", "=", invoice.id)
    .where("company_id", "=", session.companyId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(db, session, row);
}
