import { type OrderState, type QuotationRecord, type QuoteResponse, todayInIndia } from "@kerf/core";
import type { Db, QuotationsTable } from "@kerf/db";
import type { Selectable } from "kysely";
import { getCustomer } from "./customers";
import { getDocumentSettings } from "./document-settings";
import { addDays, nextNumber } from "./financial-year";
import { checkOrder } from "./invoice-creation";
import { snapshotOf } from "./invoice-snapshot";
import { ORDER_STATE_SQL } from "./order-revisions";
import { getOrder, lockOrder } from "./orders";
import type { SessionInfo } from "./sessions";

export type QuotationRow = Selectable<QuotationsTable>;

/**
 * The order's quotation, numbered when first printed or shared (the next of the financial year's series),
 * its current revision marked as shown. A revision shown for the first time is dated today and valid for
 * the company's validity days. Checks the header and lines as an invoice does (a 400 naming the first
 * thing missing).
 */
export async function issueQuotation(db: Db, session: SessionInfo, customerId: string) {
  const customer = await getCustomer(db, session, customerId);
  const settings = await getDocumentSettings(db, session);
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, customer.id);
    const order = await getOrder(trx, session, customer.id);
    const header = checkOrder(order);
    const today = todayInIndia();
    const validUntil = addDays(today, settings.quotationValidityDays);
    let row = await trx
      .selectFrom("quotations")
      .selectAll()
      .where("company_id", "=", session.companyId)
      .where("customer_id", "=", customer.id)
      .executeTakeFirst();
    if (!row) {
      const series = await nextNumber(trx, session.companyId, "QT", today);
      row = await trx
        .insertInto("quotations")
        .values({
          company_id: session.companyId,
          customer_id: customer.id,
          number: series.number,
          issued_on: today,
          valid_until: validUntil,
          revision_shown: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } else if (!row.revision_shown) {
      row = await trx
        .updateTable("quotations")
        .set({ revision_shown: true, issued_on: today, valid_until: validUntil })
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const snapshot = await snapshotOf(trx, session, order, header);
    return { row, snapshot, settings };
  });
}

async function responsesOf(db: Db, quotationId: string): Promise<QuoteResponse[]> {
  const rows = await db
    .selectFrom("quote_responses")
    .select(["kind", "revision", "name", "note", "client_address", "created_at"])
    .where("quotation_id", "=", quotationId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    revision: r.revision,
    name: r.name,
    note: r.note,
    clientAddress: r.client_address,
    at: r.created_at.toISOString(),
  }));
}

/** The printable quotation of an order (numbering it on the first call): the latest figures of the order. */
export async function getQuotation(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<QuotationRecord> {
  const { row, snapshot, settings } = await issueQuotation(db, session, customerId);
  const state = await orderState(db, session, row.customer_id);
  return {
    _id: row.id,
    id: row.id,
    customerId: row.customer_id,
    number: row.number,
    date: row.issued_on,
    validUntil: row.valid_until,
    revision: row.revision,
    state,
    payable: snapshot.totals.payable,
    terms: settings.terms,
    logo: settings.logo,
    snapshot,
    responses: await responsesOf(db, row.id),
  };
}

/** One order's state, without numbering anything. */
export async function orderState(db: Db, session: SessionInfo, customerId: string): Promise<OrderState> {
  const row = await db
    .selectFrom("customers")
    .leftJoin("quotations as q", "q.customer_id", "customers.id")
    .select(ORDER_STATE_SQL.as("state"))
    .where("customers.id", "=", customerId)
    .where("customers.company_id", "=", session.companyId)
    .executeTakeFirst();
  return row?.state ?? "Draft";
}

/** The shop's view of an order's sharing: its quotation (if numbered), state, live link and answers. */
export async function quotationStatus(db: Db, session: SessionInfo, customerId: string) {
  const customer = await getCustomer(db, session, customerId);
  const row = await db
    .selectFrom("quotations")
    .selectAll()
    .where("company_id", "=", session.companyId)
    .where("customer_id", "=", customer.id)
    .executeTakeFirst();
  const state = await orderState(db, session, customer.id);
  if (!row) return { state, quotation: null, linkLive: false, responses: [] };
  const live = await db
    .selectFrom("share_links")
    .select("id")
    .where("quotation_id", "=", row.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return {
    state,
    quotation: { number: row.number, revision: row.revision, validUntil: row.valid_until },
    linkLive: !!live && row.valid_until >= todayInIndia(),
    responses: await responsesOf(db, row.id),
  };
}
