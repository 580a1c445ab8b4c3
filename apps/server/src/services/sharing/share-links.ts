import { createHash, randomBytes } from "node:crypto";
import {
  type InvoiceStatus,
  QUOTE_MESSAGES,
  routes,
  type ShareLink,
  type ShareLinkKind,
  todayInIndia,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { appLink } from "../app-link";
import type { SessionInfo } from "../auth/sessions";
import { getInvoice } from "../billing/invoices";
import { getCustomer } from "../orders/customers";
import type { LinkSeal } from "./link-seal";
import { showQuotation } from "./quotation-revisions";

// A share token is 32 random bytes (256 bits) in base64url. The database finds a link by the token's
// SHA-256 and keeps the token itself only sealed with the server's key (link-seal.ts), so a copy of the
// database opens no link, while Share, WhatsApp and mail show the live link again rather than replace it.
// A new link (the old one stops working) is made only when the shop asks for one.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest();
const newToken = () => randomBytes(32).toString("base64url");

/** The end of a quotation's last valid day in India (IST is UTC+5:30, without summer time). */
export function endOfDayInIndia(isoDate: string): Date {
  return new Date(new Date(`${isoDate}T23:59:59.999+05:30`).getTime());
}

export type ShareTarget =
  | { kind: "quote"; quotationId: string }
  | { kind: "invoice"; invoiceId: string }
  | { kind: "statement"; customerId: string };

export type LinkDeps = { env: Pick<Env, "APP_URL">; linkSeal: LinkSeal };

function targetColumn(target: ShareTarget) {
  switch (target.kind) {
    case "quote":
      return { column: "quotationId", id: target.quotationId, table: "quotations" } as const;
    case "invoice":
      return { column: "invoiceId", id: target.invoiceId, table: "invoices" } as const;
    case "statement":
      return { column: "customerId", id: target.customerId, table: "customers" } as const;
  }
}

const PAGE_OF = {
  quote: routes.sharedQuote,
  invoice: routes.sharedInvoice,
  statement: routes.sharedStatement,
};
const linkUrl = (deps: LinkDeps, target: ShareTarget, token: string) =>
  appLink(deps.env, PAGE_OF[target.kind](token));

/** Revokes the target's live links: how many there were. */
export async function revokeLinks(db: Db, companyId: string, target: ShareTarget): Promise<number> {
  const { column, id } = targetColumn(target);
  const result = await db
    .updateTable("shareLinks")
    .set({ revokedAt: new Date() })
    .where("companyId", "=", companyId)
    .where(column, "=", id)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether the target has a live link (Revoke is offered only then). */
export async function hasLiveLink(db: Db, companyId: string, target: ShareTarget): Promise<boolean> {
  const { column, id } = targetColumn(target);
  const row = await db
    .selectFrom("shareLinks")
    .select("id")
    .where("companyId", "=", companyId)
    .where(column, "=", id)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the order's quotation has a live link (none while it was never shared). */
export async function quotationLinkLive(db: Db, session: SessionInfo, customerId: string) {
  const customer = await getCustomer(db, session, customerId);
  const row = await db
    .selectFrom("quotations")
    .select("id")
    .where("companyId", "=", session.companyId)
    .where("customerId", "=", customer.id)
    .executeTakeFirst();
  return {
    live: row ? await hasLiveLink(db, session.companyId, { kind: "quote", quotationId: row.id }) : false,
  };
}

/** Whether the invoice has a live link. */
export async function invoiceLinkLive(db: Db, session: SessionInfo, invoiceId: string) {
  const invoice = await getInvoice(db, session, invoiceId);
  return { live: await hasLiveLink(db, session.companyId, { kind: "invoice", invoiceId: invoice.id }) };
}

/**
 * The target's link: its live one (made = false), or, when it has none that can be shown or `renew` asks
 * for it, a new one replacing any other (made = true). The target's row is locked meanwhile, so two
 * clerks pressing Share at once get the same link.
 */
export async function targetLink(
  db: Db,
  deps: LinkDeps,
  companyId: string,
  target: ShareTarget,
  renew = false,
): Promise<{ url: string; made: boolean }> {
  const { column, id, table } = targetColumn(target);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom(table).select("id").where("id", "=", id).forUpdate().executeTakeFirstOrThrow();
    if (!renew) {
      const live = await trx
        .selectFrom("shareLinks")
        .select("tokenSealed")
        .where("companyId", "=", companyId)
        .where(column, "=", id)
        .where("revokedAt", "is", null)
        .orderBy("createdAt", "desc")
        .executeTakeFirst();
      // A link made before tokens were sealed, or sealed with another key, cannot be shown: a new one is.
      const token = live?.tokenSealed ? deps.linkSeal.open(live.tokenSealed) : null;
      if (token) return { url: linkUrl(deps, target, token), made: false };
    }
    const token = newToken();
    await revokeLinks(trx, companyId, target);
    await trx
      .insertInto("shareLinks")
      .values({
        companyId,
        kind: target.kind,
        [column]: id,
        tokenHash: hashToken(token),
        tokenSealed: deps.linkSeal.seal(token),
      })
      .execute();
    return { url: linkUrl(deps, target, token), made: true };
  });
}

/**
 * "Share": the order's quotation shown (numbered and frozen now if it was not) and its live link, or a
 * new one when `renew` asks for it (the earlier link then stops working).
 */
export async function shareQuotation(
  db: Db,
  deps: LinkDeps,
  session: SessionInfo,
  customerId: string,
  renew = false,
): Promise<ShareLink> {
  const { quotation } = await showQuotation(db, session, customerId);
  const target = { kind: "quote", quotationId: quotation.id } as const;
  const link = await targetLink(db, deps, session.companyId, target, renew);
  return {
    ...link,
    expiresAt: endOfDayInIndia(quotation.validUntil).toISOString(),
    quotationNo: quotation.number,
  };
}

export async function revokeQuotationShare(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<number> {
  const customer = await getCustomer(db, session, customerId);
  const row = await db
    .selectFrom("quotations")
    .select("id")
    .where("companyId", "=", session.companyId)
    .where("customerId", "=", customer.id)
    .executeTakeFirst();
  return row ? revokeLinks(db, session.companyId, { kind: "quote", quotationId: row.id }) : 0;
}

/** A cancelled invoice is neither shared nor mailed (409). */
export function refuseCancelled(invoice: { status: InvoiceStatus }) {
  if (invoice.status === "cancelled") throw new AppError("CONFLICT", "A cancelled invoice cannot be shared");
}

/** An invoice's link (`/i/<token>`): an invoice does not expire, its link lives until revoked. */
export async function shareInvoice(
  db: Db,
  deps: LinkDeps,
  session: SessionInfo,
  invoiceId: string,
  renew = false,
): Promise<ShareLink> {
  const invoice = await getInvoice(db, session, invoiceId);
  refuseCancelled(invoice);
  const target = { kind: "invoice", invoiceId: invoice.id } as const;
  const link = await targetLink(db, deps, session.companyId, target, renew);
  return { ...link, expiresAt: null, invoiceNo: invoice.number };
}

export async function revokeInvoiceShare(db: Db, session: SessionInfo, invoiceId: string): Promise<number> {
  const invoice = await getInvoice(db, session, invoiceId);
  return revokeLinks(db, session.companyId, { kind: "invoice", invoiceId: invoice.id });
}

export interface ResolvedLink {
  linkId: string;
  companyId: string;
  quotationId: string | null;
  invoiceId: string | null;
  customerId: string | null;
}

const gone = (message: string) => new AppError("GONE", message);

/**
 * The one document a token opens. Unknown or malformed: 404 (the same answer, so a guess learns
 * nothing); revoked or past the quotation's validity: 410; a cancelled invoice's link: 410.
 */
export async function resolveLink(db: Db, kind: ShareLinkKind, token: string): Promise<ResolvedLink> {
  if (!TOKEN_PATTERN.test(token)) throw new AppError("NOT_FOUND", QUOTE_MESSAGES.notFound);
  const row = await db
    .selectFrom("shareLinks as l")
    .leftJoin("quotations as q", "q.id", "l.quotationId")
    .leftJoin("invoices as i", "i.id", "l.invoiceId")
    .select([
      "l.id",
      "l.companyId",
      "l.kind",
      "l.quotationId",
      "l.invoiceId",
      "l.customerId",
      "l.revokedAt",
      "q.validUntil",
      "i.status as invoiceStatus",
    ])
    .where("l.tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.kind !== kind) throw new AppError("NOT_FOUND", QUOTE_MESSAGES.notFound);
  if (row.revokedAt) throw gone(QUOTE_MESSAGES.linkRevoked);
  if (kind === "quote" && (!row.validUntil || row.validUntil < todayInIndia())) {
    throw gone(QUOTE_MESSAGES.linkExpired);
  }
  if (kind === "invoice" && row.invoiceStatus !== "issued") throw gone(QUOTE_MESSAGES.linkGone);
  return {
    linkId: row.id,
    companyId: row.companyId,
    quotationId: row.quotationId,
    invoiceId: row.invoiceId,
    customerId: row.customerId,
  };
}

/**
 * A customer's statement link (`/s/<token>`), the one a payment reminder carries: the live one, or a new
 * one. It opens that customer's statement only, until revoked; the customer sees what they owe as of
 * the day they open it.
 */
export async function statementLink(
  db: Db,
  deps: LinkDeps,
  companyId: string,
  customerId: string,
): Promise<string> {
  return (await targetLink(db, deps, companyId, { kind: "statement", customerId })).url;
}

/** The scope of a public link: the company that made it, and nothing else of it. */
export function linkScope(companyId: string): SessionInfo {
  return { companyId, sessionId: "share-link", userId: "share-link" };
}
