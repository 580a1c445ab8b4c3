import { isDeepStrictEqual } from "node:util";
import { todayInIndia } from "@kerf/core";
import type { Db, QuotationRevisions, Quotations } from "@kerf/db";
import type { Selectable } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { addDays, nextNumber } from "../billing/financial-year";
import { checkOrder } from "../billing/invoice-creation";
import { snapshotOf } from "../billing/invoice-snapshot";
import { getCustomer } from "../orders/customers";
import { getOrder, lockOrder } from "../orders/orders";
import { isRecordId } from "../record-id";
import { getDocumentSettings } from "../settings/document-settings";
import { freezeLogo, logoHash } from "./document-logos";

// A quotation's revision is frozen the first time it is shown: when the shop opens its quotation page (the
// print view), makes its PDF, makes or reuses its link (Share, WhatsApp) or mails it. What it froze (the
// priced lines and totals, header, terms, validity, company details, logo) is what every later view, PDF
// and share page of that revision shows. Edits of the order's lines or header start the next revision
// (order-revisions.ts), frozen when next shown; edits of rates, settings or the profile change nothing
// shown: the shop re-quotes (requoteQuotation) to make a revision with them.

export type QuotationRow = Selectable<Quotations>;
export type RevisionRow = Selectable<QuotationRevisions>;

/** What the order would be quoted as now, with the company's settings and profile of the moment. */
async function liveQuote(trx: Db, session: SessionInfo, customerId: string) {
  const order = await getOrder(trx, session, customerId);
  const header = checkOrder(order);
  const [snapshot, settings] = await Promise.all([
    snapshotOf(trx, session, order, header),
    getDocumentSettings(trx, session),
  ]);
  return {
    snapshot,
    terms: settings.terms,
    logo: settings.logo,
    validityDays: settings.quotationValidityDays,
  };
}

type LiveQuote = Awaited<ReturnType<typeof liveQuote>>;

async function freeze(
  trx: Db,
  session: SessionInfo,
  quotation: QuotationRow,
  revision: number,
  live: LiveQuote,
  dates: { issuedOn: string; validUntil: string },
): Promise<{ quotation: QuotationRow; revision: RevisionRow }> {
  const row = await trx
    .insertInto("quotationRevisions")
    .values({
      companyId: session.companyId,
      quotationId: quotation.id,
      revision,
      issuedOn: dates.issuedOn,
      validUntil: dates.validUntil,
      terms: live.terms,
      logoHash: await freezeLogo(trx, session.companyId),
      payable: live.snapshot.totals.payable,
      snapshot: JSON.stringify(live.snapshot),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const updated = await trx
    .updateTable("quotations")
    .set({ revision, revisionShown: true, issuedOn: dates.issuedOn, validUntil: dates.validUntil })
    .where("id", "=", quotation.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { quotation: updated, revision: row };
}

const freshDates = (live: LiveQuote) => {
  const today = todayInIndia();
  return { issuedOn: today, validUntil: addDays(today, live.validityDays) };
};

function quotationOf(trx: Db, session: SessionInfo, customerId: string) {
  return trx
    .selectFrom("quotations")
    .selectAll()
    .where("companyId", "=", session.companyId)
    .where("customerId", "=", customerId)
    .executeTakeFirst();
}

export function revisionRow(db: Db, quotationId: string, revision: number) {
  return db
    .selectFrom("quotationRevisions")
    .selectAll()
    .where("quotationId", "=", quotationId)
    .where("revision", "=", revision)
    .executeTakeFirst();
}

/** The revision the customer sees: the latest one shown (a later change of the order is not, until shown). */
export function latestShown(db: Db, quotationId: string) {
  return db
    .selectFrom("quotationRevisions")
    .selectAll()
    .where("quotationId", "=", quotationId)
    .orderBy("revision", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Shows the order's quotation: numbered on its first showing (the next of the financial year's QT series),
 * its current revision frozen if it was not yet. A revision frozen earlier is answered as it was, whatever
 * changed since. Freezing checks the header and lines as an invoice does (a 400 naming the first problem).
 */
export async function showQuotation(db: Db, session: SessionInfo, customerId: string) {
  const customer = await getCustomer(db, session, customerId);
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, customer.id);
    const quotation = await quotationOf(trx, session, customer.id);
    if (quotation) {
      const shown = await revisionRow(trx, quotation.id, quotation.revision);
      if (shown) return { quotation, revision: shown };
      const live = await liveQuote(trx, session, customer.id);
      // Shown before revisions were kept (issue 26): frozen now, with the dates it was shown with.
      const dates = quotation.revisionShown
        ? { issuedOn: quotation.issuedOn, validUntil: quotation.validUntil }
        : freshDates(live);
      return freeze(trx, session, quotation, quotation.revision, live, dates);
    }
    const live = await liveQuote(trx, session, customer.id);
    const dates = freshDates(live);
    const series = await nextNumber(trx, session.companyId, "QT", dates.issuedOn);
    const created = await trx
      .insertInto("quotations")
      .values({
        companyId: session.companyId,
        customerId: customer.id,
        // Who showed it first (issue 27 point 5); a link's own job has no person.
        createdBy: isRecordId(session.userId) ? session.userId : null,
        number: series.number,
        issuedOn: dates.issuedOn,
        validUntil: dates.validUntil,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return freeze(trx, session, created, 1, live, dates);
  });
}

/** Whether `live` prints something else than `revision`: figures, lines, header, company, terms or logo. */
function differs(live: LiveQuote, revision: RevisionRow): boolean {
  return (
    !isDeepStrictEqual(JSON.parse(JSON.stringify(live.snapshot)), revision.snapshot) ||
    live.terms !== revision.terms ||
    !isDeepStrictEqual(live.logo ? logoHash(live.logo) : null, revision.logoHash)
  );
}

/** Whether quoting the order again would print something else than `revision` (the shop's Quote again). */
export async function differsFromLive(
  db: Db,
  session: SessionInfo,
  customerId: string,
  revision: RevisionRow,
): Promise<boolean> {
  try {
    return differs(await liveQuote(db, session, customerId), revision);
  } catch (error) {
    // An order that cannot be quoted now (a line no longer prices) is not what was shown either.
    if (error instanceof AppError) return true;
    throw error;
  }
}

/**
 * "Quote again": a new revision with the order as it prices now, today's date and validity, and the order
 * Quoted again (an answer to an earlier revision no longer stands). Nothing is made when the current
 * revision still prints the same and has not expired: a second click changes nothing.
 */
export async function requoteQuotation(db: Db, session: SessionInfo, customerId: string) {
  const customer = await getCustomer(db, session, customerId);
  const current = await quotationOf(db, session, customer.id);
  if (!current) return showQuotation(db, session, customer.id);
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, customer.id);
    const quotation = (await quotationOf(trx, session, customer.id))!;
    const shown = await revisionRow(trx, quotation.id, quotation.revision);
    const live = await liveQuote(trx, session, customer.id);
    if (!shown) return freeze(trx, session, quotation, quotation.revision, live, freshDates(live));
    const expired = shown.validUntil < todayInIndia();
    if (!expired && !differs(live, shown)) {
      return { quotation, revision: shown };
    }
    const next = await freeze(trx, session, quotation, quotation.revision + 1, live, freshDates(live));
    const quoted = await trx
      .updateTable("quotations")
      .set({ state: "quoted" })
      .where("id", "=", quotation.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { quotation: quoted, revision: next.revision };
  });
}
