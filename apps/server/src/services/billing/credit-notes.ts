import {
  CREDIT_NOTE_MESSAGES,
  type CreateCreditNoteInput,
  CreditNoteError,
  type CreditNoteRecord,
  type CreditNoteSnapshot,
  type CreditNoteSummary,
  creditNoteDeadline,
  creditNoteFigures,
  formatCents,
  type InvoiceCredit,
  type InvoiceSnapshot,
  parseDecimal,
  toCents,
  todayInIndia,
} from "@kerf/core";
import type { CreditNotes, Db } from "@kerf/db";
import type { Selectable } from "kysely";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, notFound } from "../record-id";
import { freezeLogo } from "../sharing/document-logos";
import { nextNumber, refuseDateBeforeSeries } from "./financial-year";
import { lockInvoice } from "./invoice-balance";

export type { CreditNoteRecord, CreditNoteSummary };

/** More notes than any real correction needs: a bound on what one invoice's list returns. */
export const MAX_CREDIT_NOTES_PER_INVOICE = 1000;

type Row = Selectable<CreditNotes>;

const snapshotOf = (row: Pick<Row, "snapshot">) =>
  (typeof row.snapshot === "string" ? JSON.parse(row.snapshot) : row.snapshot) as CreditNoteSnapshot;

function toSummary(row: Row): CreditNoteSummary {
  const snapshot = snapshotOf(row);
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    date: row.creditDate,
    invoiceId: row.invoiceId,
    invoiceNumber: snapshot.invoice.number,
    invoiceDate: snapshot.invoice.date,
    customerName: snapshot.header.customer_name,
    reason: row.reason,
    kind: row.kind,
    lines: snapshot.lines.map((line) => line.n),
    taxableValue: snapshot.totals.taxableValue,
    gst: snapshot.totals.gst,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
  };
}

const toRecord = (row: Row): CreditNoteRecord => ({ ...toSummary(row), snapshot: snapshotOf(row) });

const cents = (value: string) => toCents(parseDecimal(value)!);

/**
 * Issues a credit note against one of the company's issued invoices: checks the request against the
 * invoice and its earlier notes (creditNoteFigures), takes the next number of the financial year's CN
 * series and stores the note's snapshot, in one transaction. The invoice's row is locked first, so two
 * notes issued at once never credit more than its payable between them.
 */
export async function issueCreditNote(
  db: Db,
  session: SessionInfo,
  input: CreateCreditNoteInput,
): Promise<CreditNoteRecord> {
  const invoiceId = assertRecordId(input.invoiceId, "Invoice");
  const row = await db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, session.companyId, invoiceId, [
      "id",
      "number",
      "invoiceDate",
      "status",
      "payable",
      "snapshot",
    ]);
    if (invoice.status === "cancelled") throw new AppError("CONFLICT", CREDIT_NOTE_MESSAGES.cancelled);
    const date = input.date ?? todayInIndia();
    if (date < invoice.invoiceDate) {
      const message = `The credit note date cannot be before the invoice date (${invoice.invoiceDate})`;
      throw new AppError("BAD_REQUEST", message, { date: message });
    }
    const deadline = creditNoteDeadline(invoice.invoiceDate);
    if (date > deadline) {
      const [y, m, d] = deadline.split("-");
      const message = `A credit note for the invoice of ${invoice.invoiceDate.split("-").reverse().join("-")} can be dated ${d}-${m}-${y} at the latest: 30 November after the end of its financial year (CGST Act sec. 34(2))`;
      throw new AppError("BAD_REQUEST", message, { date: message });
    }
    const earlierRows = await trx
      .selectFrom("creditNotes")
      .selectAll()
      .where("companyId", "=", session.companyId)
      .where("invoiceId", "=", invoice.id)
      .orderBy("sequence")
      .execute();
    if (earlierRows.length >= MAX_CREDIT_NOTES_PER_INVOICE) {
      throw new AppError(
        "BAD_REQUEST",
        `An invoice takes at most ${MAX_CREDIT_NOTES_PER_INVOICE} credit notes`,
      );
    }
    const snapshot = (
      typeof invoice.snapshot === "string" ? JSON.parse(invoice.snapshot) : invoice.snapshot
    ) as InvoiceSnapshot;
    let figures: ReturnType<typeof creditNoteFigures>;
    try {
      figures = creditNoteFigures(
        { number: invoice.number, payable: invoice.payable, snapshot },
        { lines: input.lines, items: input.items, amount: input.amount, rate: input.rate },
        earlierRows.map((note) => ({ number: note.number, kind: note.kind, snapshot: snapshotOf(note) })),
      );
    } catch (error) {
      if (!(error instanceof CreditNoteError)) throw error;
      throw new AppError("BAD_REQUEST", error.message, { [error.field]: error.message });
    }
    const { kind, ...credited } = figures;
    const noteSnapshot: CreditNoteSnapshot = {
      invoice: { number: invoice.number, date: invoice.invoiceDate, payable: invoice.payable },
      company: snapshot.company,
      header: snapshot.header,
      placeOfSupply: snapshot.placeOfSupply,
      interState: snapshot.interState,
      unit: snapshot.unit,
      dateFormat: snapshot.dateFormat,
      ...credited,
    };
    const series = await nextNumber(trx, session.companyId, "CN", date);
    await refuseDateBeforeSeries(trx, session.companyId, "CN", series.financialYear, date);
    const note = await trx
      .insertInto("creditNotes")
      .values({
        companyId: session.companyId,
        invoiceId: invoice.id,
        ...series,
        creditDate: date,
        reason: input.reason,
        kind,
        snapshot: JSON.stringify(noteSnapshot),
        total: figures.totals.total,
        createdBy: session.userId,
        logoHash: await freezeLogo(trx, session.companyId),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, session, {
      kind: "creditNote.created",
      entityId: note.id,
      after: {
        number: note.number,
        date: note.creditDate,
        invoiceNumber: invoice.number,
        kind: note.kind,
        reason: note.reason,
        total: note.total,
      },
    });
    return note;
  });
  return toRecord(row);
}

export async function getCreditNote(db: Db, session: SessionInfo, noteId: string): Promise<CreditNoteRecord> {
  const id = assertRecordId(noteId, "Credit note");
  const row = await db
    .selectFrom("creditNotes")
    .selectAll()
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Credit note");
  return toRecord(row);
}

export const CREDIT_NOTES_PAGE_SIZE = 10;

/** A page of the company's credit notes, newest first. */
export async function listCompanyCreditNotes(
  db: Db,
  session: SessionInfo,
  page = 1,
): Promise<{ notes: CreditNoteSummary[]; total: number; page: number; pageSize: number }> {
  const base = db.selectFrom("creditNotes").where("companyId", "=", session.companyId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(CREDIT_NOTES_PAGE_SIZE)
      .offset((page - 1) * CREDIT_NOTES_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { notes: rows.map(toSummary), total: Number(count.total), page, pageSize: CREDIT_NOTES_PAGE_SIZE };
}

/** The invoice's credit notes, oldest first, with what they credit together and what is left of its payable. */
export async function listCreditNotes(
  db: Db,
  session: SessionInfo,
  invoiceId: string,
): Promise<InvoiceCredit & { notes: CreditNoteSummary[] }> {
  const id = assertRecordId(invoiceId, "Invoice");
  const invoice = await db
    .selectFrom("invoices")
    .select("payable")
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!invoice) throw notFound("Invoice");
  const rows = await db
    .selectFrom("creditNotes")
    .selectAll()
    .where("companyId", "=", session.companyId)
    .where("invoiceId", "=", id)
    .orderBy("sequence")
    .execute();
  const credited = rows.reduce((sum, row) => sum + BigInt(cents(row.total)), 0n);
  return {
    notes: rows.map(toSummary),
    credited: formatCents(credited),
    creditable: formatCents(BigInt(cents(invoice.payable)) - credited),
  };
}
