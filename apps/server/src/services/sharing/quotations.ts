import { type OrderState, type QuotationRecord, type QuoteResponse, todayInIndia } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { getCustomer } from "../orders/customers";
import { ORDER_STATE_SQL } from "../orders/order-revisions";
import { frozenLogo } from "./document-logos";
import {
  differsFromLive,
  type QuotationRow,
  type RevisionRow,
  requoteQuotation,
  showQuotation,
} from "./quotation-revisions";

async function responsesOf(db: Db, quotationId: string): Promise<QuoteResponse[]> {
  const rows = await db
    .selectFrom("quoteResponses")
    .select(["kind", "revision", "name", "note", "clientAddress", "createdAt"])
    .where("quotationId", "=", quotationId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    revision: r.revision,
    name: r.name,
    note: r.note,
    clientAddress: r.clientAddress,
    at: r.createdAt.toISOString(),
  }));
}

/** A frozen revision as the shop's answers carry it (the share page leaves out what is the shop's own). */
export async function quotationRecord(
  db: Db,
  session: SessionInfo,
  quotation: QuotationRow,
  revision: RevisionRow,
): Promise<QuotationRecord> {
  const [state, logo, responses] = await Promise.all([
    orderState(db, session, quotation.customerId),
    frozenLogo(db, session.companyId, revision.logoHash),
    responsesOf(db, quotation.id),
  ]);
  return {
    _id: quotation.id,
    id: quotation.id,
    customerId: quotation.customerId,
    number: quotation.number,
    date: revision.issuedOn,
    validUntil: revision.validUntil,
    revision: revision.revision,
    state,
    payable: revision.payable,
    terms: revision.terms,
    logo,
    snapshot: revision.snapshot,
    responses,
  };
}

/** The order's quotation as the customer is shown it: numbered and frozen on its first showing. */
export async function shownQuotation(db: Db, session: SessionInfo, customerId: string) {
  const { quotation, revision } = await showQuotation(db, session, customerId);
  return quotationRecord(db, session, quotation, revision);
}

/** The shop's quotation page: the quotation shown, and whether quoting again would print something else. */
export async function getQuotation(db: Db, session: SessionInfo, customerId: string) {
  const { quotation, revision } = await showQuotation(db, session, customerId);
  const [record, outdated] = await Promise.all([
    quotationRecord(db, session, quotation, revision),
    differsFromLive(db, session, quotation.customerId, revision),
  ]);
  return { ...record, outdated };
}

/** "Quote again": the next revision with today's prices, settings and profile (see requoteQuotation). */
export async function requote(db: Db, session: SessionInfo, customerId: string) {
  const { quotation, revision } = await requoteQuotation(db, session, customerId);
  return { ...(await quotationRecord(db, session, quotation, revision)), outdated: false };
}

/** One order's state, without numbering anything. */
export async function orderState(db: Db, session: SessionInfo, customerId: string): Promise<OrderState> {
  const row = await db
    .selectFrom("customers")
    .leftJoin("quotations as q", "q.customerId", "customers.id")
    .select(ORDER_STATE_SQL.as("state"))
    .where("customers.id", "=", customerId)
    .where("customers.companyId", "=", session.companyId)
    .executeTakeFirst();
  return row?.state ?? "Draft";
}

/** The shop's view of an order's sharing: its quotation (if numbered), state, live link and answers. */
export async function quotationStatus(db: Db, session: SessionInfo, customerId: string) {
  const customer = await getCustomer(db, session, customerId);
  const row = await db
    .selectFrom("quotations")
    .selectAll()
    .where("companyId", "=", session.companyId)
    .where("customerId", "=", customer.id)
    .executeTakeFirst();
  const state = await orderState(db, session, customer.id);
  if (!row) return { state, quotation: null, linkLive: false, responses: [] };
  const live = await db
    .selectFrom("shareLinks")
    .select("id")
    .where("quotationId", "=", row.id)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return {
    state,
    quotation: { number: row.number, revision: row.revision, validUntil: row.validUntil },
    linkLive: !!live && row.validUntil >= todayInIndia(),
    responses: await responsesOf(db, row.id),
  };
}
