import { createHash, randomBytes } from "node:crypto";
import { QUOTE_MESSAGES, type ShareLink, todayInIndia } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { Env } from "../env";
import { AppError } from "../errors";
import { appLink } from "./app-link";
import { getInvoice } from "./invoices";
import { issueQuotation } from "./quotations";
import type { SessionInfo } from "./sessions";

// A share token is 32 random bytes (256 bits) in base64url; the database keeps only its SHA-256, so a copy
// of the database opens no link, and a new share replaces the old link (the old token cannot be shown again).

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest();
const newToken = () => randomBytes(32).toString("base64url");

/** The end of a quotation's last valid day in India (IST is UTC+5:30, without summer time). */
export function endOfDayInIndia(isoDate: string): Date {
  return new Date(new Date(`${isoDate}T23:59:59.999+05:30`).getTime());
}

export type ShareTarget = { kind: "quote"; quotationId: string } | { kind: "invoice"; invoiceId: string };

function targetColumn(target: ShareTarget) {
  return target.kind === "quote"
    ? ({ column: "quotation_id", id: target.quotationId } as const)
    : ({ column: "invoice_id", id: target.invoiceId } as const);
}

/** Revokes the target's live links and makes a new one, in one transaction. */
async function replaceLink(db: Db, companyId: string, target: ShareTarget): Promise<string> {
  const token = newToken();
  const { column, id } = targetColumn(target);
  await db.transaction().execute(async (trx) => {
    await revokeLinks(trx, companyId, target);
    await trx
      .insertInto("share_links")
      .values({ company_id: companyId, kind: target.kind, [column]: id, token_hash: hashToken(token) })
      .execute();
  });
  return token;
}

/** Revokes the target's live links: how many there were. */
async function revokeLinks(db: Db, companyId: string, target: ShareTarget): Promise<number> {
  const { column, id } = targetColumn(target);
  const result = await db
    .updateTable("share_links")
    .set({ revoked_at: new Date() })
    .where("company_id", "=", companyId)
    .where(column, "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether `token` is the target's live link (so that a mail may carry it rather than replace it). */
export async function isLiveLink(db: Db, companyId: string, target: ShareTarget, token: string) {
  if (!TOKEN_PATTERN.test(token)) return false;
  const { column, id } = targetColumn(target);
  const row = await db
    .selectFrom("share_links")
    .select("id")
    .where("company_id", "=", companyId)
    .where(column, "=", id)
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return !!row;
}

/** "Share": the order's quotation (numbered now if it was not) and a new link to it, replacing any other. */
export async function shareQuotation(
  db: Db,
  env: Pick<Env, "APP_URL">,
  session: SessionInfo,
  customerId: string,
): Promise<ShareLink> {
  const { row } = await issueQuotation(db, session, customerId);
  const token = await replaceLink(db, session.companyId, { kind: "quote", quotationId: row.id });
  return {
    url: appLink(env, `/q/${token}`),
    expiresAt: endOfDayInIndia(row.valid_until).toISOString(),
    quotationNo: row.number,
  };
}

export async function revokeQuotationShare(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<number> {
  const { getCustomer } = await import("./customers");
  const customer = await getCustomer(db, session, customerId);
  const row = await db
    .selectFrom("quotations")
    .select("id")
    .where("company_id", "=", session.companyId)
    .where("customer_id", "=", customer.id)
    .executeTakeFirst();
  return row ? revokeLinks(db, session.companyId, { kind: "quote", quotationId: row.id }) : 0;
}

/** An invoice's link (`/i/<token>`): an invoice does not expire, its link lives until revoked. */
export async function shareInvoice(
  db: Db,
  env: Pick<Env, "APP_URL">,
  session: SessionInfo,
  invoiceId: string,
): Promise<ShareLink> {
  const invoice = await getInvoice(db, session, invoiceId);
  if (invoice.status === "cancelled") throw new AppError("CONFLICT", "A cancelled invoice cannot be shared");
  const token = await replaceLink(db, session.companyId, { kind: "invoice", invoiceId: invoice.id });
  return { url: appLink(env, `/i/${token}`), expiresAt: null, invoiceNo: invoice.number };
}

export async function revokeInvoiceShare(db: Db, session: SessionInfo, invoiceId: string): Promise<number> {
  const invoice = await getInvoice(db, session, invoiceId);
  return revokeLinks(db, session.companyId, { kind: "invoice", invoiceId: invoice.id });
}

export interface ResolvedLink {
  companyId: string;
  quotationId: string | null;
  invoiceId: string | null;
}

const gone = (message: string) => new AppError("GONE", message);

/**
 * The one document a token opens. Unknown or malformed: 404 (the same answer, so a guess learns
 * nothing); revoked or past the quotation's validity: 410; a cancelled invoice's link: 410.
 */
export async function resolveLink(db: Db, kind: "quote" | "invoice", token: string): Promise<ResolvedLink> {
  if (!TOKEN_PATTERN.test(token)) throw new AppError("NOT_FOUND", QUOTE_MESSAGES.notFound);
  const row = await db
    .selectFrom("share_links as l")
    .leftJoin("quotations as q", "q.id", "l.quotation_id")
    .leftJoin("invoices as i", "i.id", "l.invoice_id")
    .select([
      "l.company_id",
      "l.kind",
      "l.quotation_id",
      "l.invoice_id",
      "l.revoked_at",
      "q.valid_until",
      "i.status as invoice_status",
    ])
    .where("l.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.kind !== kind) throw new AppError("NOT_FOUND", QUOTE_MESSAGES.notFound);
  if (row.revoked_at) throw gone(QUOTE_MESSAGES.linkRevoked);
  if (kind === "quote" && (!row.valid_until || row.valid_until < todayInIndia())) {
    throw gone(QUOTE_MESSAGES.linkExpired);
  }
  if (kind === "invoice" && row.invoice_status !== "issued") throw gone(QUOTE_MESSAGES.linkGone);
  return { companyId: row.company_id, quotationId: row.quotation_id, invoiceId: row.invoice_id };
}

/** The scope of a public link: the company that made it, and nothing else of it. */
export function linkScope(companyId: string): SessionInfo {
  return { companyId, sessionId: "share-link", userId: "share-link" };
}
