import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { getCustomer } from "../orders/customers";
import { hasLiveLink, type LinkDeps, revokeLinks, targetLink } from "./share-links";

/**
 * A customer's statement link (`/s/<token>`) from the statement page: the same live link the payment
 * reminders carry (so the customer is not sent two), or a new one when `renew` asks for it. Only a
 * customer of the session's company.
 */
export async function shareStatement(
  db: Db,
  deps: LinkDeps,
  session: SessionInfo,
  customerId: string,
  renew = false,
): Promise<{ url: string; made: boolean }> {
  const customer = await getCustomer(db, session, customerId);
  return targetLink(db, deps, session.companyId, { kind: "statement", customerId: customer.id }, renew);
}

export async function revokeStatementShare(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<number> {
  const customer = await getCustomer(db, session, customerId);
  return revokeLinks(db, session.companyId, { kind: "statement", customerId: customer.id });
}

export async function statementLinkLive(db: Db, session: SessionInfo, customerId: string) {
  const customer = await getCustomer(db, session, customerId);
  return { live: await hasLiveLink(db, session.companyId, { kind: "statement", customerId: customer.id }) };
}
