import {
  dateBeforeInvoiceMessage,
  type InvoicePayments,
  overpaymentMessage,
  overpaymentWithTdsMessage,
  PAYMENT_MESSAGES,
  type PaymentRecord,
  paidInvoiceCancelMessage,
  type ZCreatePaymentInput,
  type ZDeletePaymentInput,
} from "@kerf/core";
import type { Db, Payments } from "@kerf/db";
import { type Selectable, sql } from "kysely";
import type { z } from "zod";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, notFound } from "../record-id";
import { freezeLogo } from "../sharing/document-logos";
import { nextNumber } from "./financial-year";
import { balanceOf, invoiceSums, lockInvoice, paiseOf, rupees } from "./invoice-balance";

type PaymentRow = Selectable<Payments> & { invoiceNumber: string };

/** The deduction a payment row records, or null; its gross is net + TDS. */
function tdsOf(row: Selectable<Payments>): PaymentRecord["tds"] {
  if (!row.tdsSection || row.tdsRate === null) return null;
  return { section: row.tdsSection, rate: row.tdsRate, amount: row.tdsAmount };
}

export function grossOf(row: { amount: string; tdsAmount: string }): string {
  return rupees(paiseOf(row.amount) + paiseOf(row.tdsAmount));
}

export function form16aOf(row: Selectable<Payments>): PaymentRecord["form16a"] {
  if (!row.form16aCertificate || !row.form16aReceivedAt) return null;
  return { certificateNumber: row.form16aCertificate, receivedAt: row.form16aReceivedAt.toISOString() };
}

function toPayment(row: PaymentRow): PaymentRecord {
  return {
    _id: row.id,
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    number: row.number,
    date: row.paymentDate,
    amount: row.amount,
    mode: row.mode,
    reference: row.reference,
    tds: tdsOf(row),
    gross: grossOf(row),
    form16a: form16aOf(row),
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deleteReason: row.deleteReason,
  };
}

function paymentsOf(db: Db, companyId: string) {
  return db
    .selectFrom("payments as p")
    .innerJoin("invoices as i", "i.id", "p.invoiceId")
    .selectAll("p")
    .select("i.number as invoiceNumber")
    .where("p.companyId", "=", companyId);
}

/** One invoice's payments (deleted ones too, marked), oldest first, with what it still owes. */
export async function listPayments(
  db: Db,
  session: SessionInfo,
  invoiceId: string,
): Promise<InvoicePayments> {
  const id = assertRecordId(invoiceId, "Invoice");
  const sums = await invoiceSums(db, session.companyId).where("i.id", "=", id).executeTakeFirst();
  if (!sums) throw notFound("Invoice");
  const rows = await paymentsOf(db, session.companyId)
    .where("p.invoiceId", "=", id)
    .orderBy("p.paymentDate")
    .orderBy("p.sequence")
    .execute();
  return {
    invoiceId: sums.id,
    invoiceNumber: sums.number,
    ...balanceOf(sums),
    payments: rows.map(toPayment),
  };
}

export async function getPayment(db: Db, session: SessionInfo, paymentId: string): Promise<PaymentRecord> {
  const id = assertRecordId(paymentId, "Payment");
  const row = await paymentsOf(db, session.companyId).where("p.id", "=", id).executeTakeFirst();
  if (!row) throw notFound("Payment");
  return toPayment(row);
}

/** What the audit trail keeps of a payment. */
function auditFields(row: Selectable<Payments>, invoiceNumber: string) {
  return {
    number: row.number,
    invoiceNumber,
    date: row.paymentDate,
    amount: row.amount,
    mode: row.mode,
    reference: row.reference,
    tds: tdsOf(row),
  };
}

/**
 * Records a payment: the invoice's row is locked first, so two payments made at once can never add up to
 * more than the balance; the receipt takes the next number of its financial year's series.
 */
export async function recordPayment(
  db: Db,
  session: SessionInfo,
  input: z.output<typeof ZCreatePaymentInput>,
): Promise<PaymentRecord> {
  const id = await db.transaction().execute((trx) => recordPaymentIn(trx, session, input));
  return getPayment(db, session, id);
}

/** recordPayment's work inside a transaction the caller holds (a bank statement posts many at once). */
export async function recordPaymentIn(
  trx: Db,
  session: SessionInfo,
  input: z.output<typeof ZCreatePaymentInput>,
): Promise<string> {
  const invoiceId = assertRecordId(input.invoiceId, "Invoice");
  const invoice = await lockInvoice(trx, session.companyId, invoiceId, [
    "id",
    "number",
    "invoiceDate",
    "status",
  ]);
  if (invoice.status === "cancelled") throw new AppError("CONFLICT", PAYMENT_MESSAGES.cancelledInvoice);
  if (input.date < invoice.invoiceDate) {
    const message = dateBeforeInvoiceMessage(invoice.invoiceDate);
    throw new AppError("BAD_REQUEST", message, { date: message });
  }
  const sums = await invoiceSums(trx, session.companyId)
    .where("i.id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  const { balance } = balanceOf(sums);
  // What the customer kept as TDS settles the invoice too: the balance falls by the gross (issue 31).
  const gross = paiseOf(input.amount) + (input.tds ? paiseOf(input.tds.amount) : 0n);
  if (gross > paiseOf(balance)) {
    const message = input.tds
      ? overpaymentWithTdsMessage(input.amount, input.tds.amount, rupees(gross), balance)
      : overpaymentMessage(input.amount, balance);
    throw new AppError("BAD_REQUEST", message, { amount: message });
  }
  const series = await nextNumber(trx, session.companyId, "RC", input.date);
  const payment = await trx
    .insertInto("payments")
    .values({
      companyId: session.companyId,
      invoiceId,
      ...series,
      paymentDate: input.date,
      amount: input.amount,
      mode: input.mode,
      reference: input.reference || null,
      tdsSection: input.tds?.section ?? null,
      tdsRate: input.tds?.rate ?? null,
      tdsAmount: input.tds?.amount ?? "0",
      createdBy: session.userId,
      logoHash: await freezeLogo(trx, session.companyId),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, session, {
    kind: "payment.recorded",
    entityId: payment.id,
    after: auditFields(payment, invoice.number),
  });
  return payment.id;
}

/** Called with the invoice's row locked, before it is cancelled: an invoice with live payments stays issued. */
export async function refuseCancellingPaid(trx: Db, companyId: string, invoiceId: string): Promise<void> {
  const payment = await trx
    .selectFrom("payments")
    .select("number")
    .where("invoiceId", "=", invoiceId)
    .where("companyId", "=", companyId)
    .where("deletedAt", "is", null)
    .orderBy("sequence")
    .executeTakeFirst();
  if (payment) throw new AppError("CONFLICT", paidInvoiceCancelMessage(payment.number));
}

/** A payment is never edited nor removed: deleting it keeps the row with the time, the user and the reason. */
export async function deletePayment(
  db: Db,
  session: SessionInfo,
  input: z.output<typeof ZDeletePaymentInput>,
): Promise<PaymentRecord> {
  const id = assertRecordId(input.id, "Payment");
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("payments")
      .set({ deletedAt: sql`now()`, deletedBy: session.userId, deleteReason: input.reason })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .where("deletedAt", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const invoice = await trx
      .selectFrom("invoices")
      .select("number")
      .where("id", "=", row.invoiceId)
      .executeTakeFirstOrThrow();
    const fields = auditFields(row, invoice.number);
    await recordAudit(trx, session, {
      kind: "payment.deleted",
      entityId: row.id,
      before: fields,
      after: { ...fields, deletedAt: row.deletedAt?.toISOString() ?? null, deleteReason: row.deleteReason },
    });
    return row;
  });
  if (!deleted) {
    // Either not this company's (404) or deleted before (409): the first reason is kept.
    await getPayment(db, session, id);
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.alreadyDeleted);
  }
  return getPayment(db, session, id);
}
