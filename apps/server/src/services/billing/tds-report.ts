import {
  type Form16aAnswer,
  quarterDates,
  quarterOf,
  TDS_MESSAGES,
  type TdsCustomer,
  type TdsReport,
  todayInIndia,
  type ZForm16aInput,
  type ZTdsQuery,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import type { z } from "zod";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, notFound } from "../record-id";
import { paiseOf, rupees } from "./invoice-balance";
import { form16aOf, grossOf } from "./payments";

/**
 * TDS receivable for a quarter of the financial year (issue 31 point 4): each customer's payments of the
 * quarter from which it deducted TDS (by payment date: the day the customer paid is the day it deducted,
 * Income-tax Act section 194C(1)/194J(1) "at the time of credit or payment, whichever is earlier", and its
 * Form 16A is issued for that quarter), deleted payments left out, with the Form 16A tick of each.
 */
export async function getTdsReport(
  db: Db,
  session: SessionInfo,
  query: z.output<typeof ZTdsQuery>,
  today = todayInIndia(),
): Promise<TdsReport> {
  const period = query.period ?? quarterOf(today);
  const range = quarterDates(period);
  if (!range)
    throw new AppError("BAD_REQUEST", TDS_MESSAGES.periodInvalid, { period: TDS_MESSAGES.periodInvalid });
  const rows = await db
    .selectFrom("payments as p")
    .innerJoin("invoices as i", (j) =>
      j.onRef("i.id", "=", "p.invoiceId").onRef("i.companyId", "=", "p.companyId"),
    )
    .selectAll("p")
    .select(["i.number as invoiceNumber", "i.customerId", "i.customerName"])
    .where("p.companyId", "=", session.companyId)
    .where("p.deletedAt", "is", null)
    .where("p.tdsSection", "is not", null)
    .where("p.paymentDate", ">=", range.from)
    .where("p.paymentDate", "<=", range.to)
    .orderBy("i.customerName")
    .orderBy("p.paymentDate")
    .orderBy("p.sequence")
    .execute();
  const customers = new Map<string, TdsCustomer & { total: bigint; pending: bigint }>();
  let total = 0n;
  let pending = 0n;
  for (const row of rows) {
    if (!row.tdsSection || row.tdsRate === null) continue;
    const key = row.customerId ?? `name:${row.customerName}`;
    let customer = customers.get(key);
    if (!customer) {
      customer = {
        customerId: row.customerId,
        customerName: row.customerName,
        tdsAmount: "0.00",
        tdsPending: "0.00",
        payments: [],
        total: 0n,
        pending: 0n,
      };
      customers.set(key, customer);
    }
    const form16a = form16aOf(row);
    const tds = paiseOf(row.tdsAmount);
    customer.total += tds;
    total += tds;
    if (!form16a) {
      customer.pending += tds;
      pending += tds;
    }
    customer.payments.push({
      paymentId: row.id,
      number: row.number,
      date: row.paymentDate,
      invoiceNumber: row.invoiceNumber,
      section: row.tdsSection,
      rate: row.tdsRate,
      gross: grossOf(row),
      amount: row.amount,
      tdsAmount: row.tdsAmount,
      form16a,
    });
  }
  return {
    period,
    ...range,
    customers: [...customers.values()].map(({ total: t, pending: p, ...c }) => ({
      ...c,
      tdsAmount: rupees(t),
      tdsPending: rupees(p),
    })),
    tdsAmount: rupees(total),
    tdsPending: rupees(pending),
  };
}

/** Ticks a payment's Form 16A received with its certificate number (or unticks it), in the audit trail. */
export async function setForm16a(
  db: Db,
  session: SessionInfo,
  input: z.output<typeof ZForm16aInput>,
): Promise<Form16aAnswer> {
  const id = assertRecordId(input.paymentId, "Payment");
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound("Payment");
    if (row.deletedAt) throw new AppError("CONFLICT", TDS_MESSAGES.deleted);
    if (!row.tdsSection) throw new AppError("CONFLICT", TDS_MESSAGES.noTds);
    const received = input.form16a.received;
    const certificate = received ? input.form16a.certificateNumber : null;
    const updated = await trx
      .updateTable("payments")
      .set({
        form16aCertificate: certificate,
        // Ticked again with another number: it was received when first ticked.
        form16aReceivedAt: received ? (row.form16aReceivedAt ?? sql<Date>`now()`) : null,
      })
      .where("id", "=", id)
      .where("companyId", "=", session.companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const before = form16aOf(row);
    const after = form16aOf(updated);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(trx, session, {
        kind: "payment.tdsCertificate",
        entityId: id,
        before: { number: row.number, form16a: before },
        after: { number: row.number, form16a: after },
      });
    }
    return { paymentId: id, form16a: after };
  });
}
