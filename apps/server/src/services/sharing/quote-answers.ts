import {
  type PublicQuotation,
  QUOTE_MESSAGES,
  type QuoteAnswerKind,
  routes,
  type TQuoteResponseInput,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderQuoteAnswer } from "@kerf/email";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { appLink } from "../app-link";
import { countHit, type Limits, tooManyRequests, tryAgainIn } from "../auth/rate-limits";
import type { SessionInfo } from "../auth/sessions";
import { enqueueMail, type MailWorker } from "../mail/mail-outbox";
import { latestShown } from "./quotation-revisions";
import { publicQuotation, quotationAt } from "./shared-documents";

const conflict = (message: string) => new AppError("CONFLICT", message);

/**
 * Whether an answer to `revision` may stand, the quotation's row locked: only the latest revision shown,
 * while the order still is that revision (not changed since), not yet accepted and not invoiced.
 */
async function checkAnswerable(trx: Db, quotationId: string, revision: number) {
  const row = await trx
    .selectFrom("quotations")
    .select(["id", "companyId", "customerId", "number", "revision", "state"])
    .where("id", "=", quotationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const invoiced = await trx
    .selectFrom("invoices")
    .select("id")
    .where("companyId", "=", row.companyId)
    .where("customerId", "=", row.customerId)
    .where("status", "=", "issued")
    .executeTakeFirst();
  if (invoiced) throw conflict(QUOTE_MESSAGES.invoiced);
  const shown = (await latestShown(trx, row.id))?.revision ?? 0;
  if (revision > shown) throw conflict(QUOTE_MESSAGES.revisionNotShown);
  if (revision < shown) throw conflict(QUOTE_MESSAGES.revisionChanged);
  if (row.revision !== revision) throw conflict(QUOTE_MESSAGES.revisionBeingChanged);
  if (row.state === "accepted") throw conflict(QUOTE_MESSAGES.alreadyAccepted);
  return row;
}

/**
 * Counts an Ask for changes on the link, in the answer's transaction: a refused answer counts nothing, and
 * past the limit the whole answer (the count too) is rolled back, so a link cannot flood the shop's inbox.
 */
async function limitChangeRequests(trx: Db, limits: Limits, linkId: string) {
  const hit = await countHit(trx, `changes:link:${linkId}`, 3_600_000);
  if (hit.hits > limits.changeRequestsPerLinkPerHour) {
    throw tooManyRequests(
      `This link has asked for changes ${limits.changeRequestsPerLinkPerHour} times in the last hour. ${tryAgainIn(hit.retryAfterSeconds)}`,
      hit.retryAfterSeconds,
    );
  }
}

/**
 * The customer's answer on the link: Accept, or Ask for changes, naming the revision the page showed.
 * Recorded with the revision, the time, the name, the note and the client's address; the order takes its
 * state; the shop is told by mail (and by a toast on its open pages, which poll unseenAnswers).
 */
export async function answerQuotation(
  db: Db,
  deps: { env: Pick<Env, "APP_URL">; mail: MailWorker; limits: Limits },
  token: string,
  kind: QuoteAnswerKind,
  input: TQuoteResponseInput,
  clientAddress: string,
): Promise<PublicQuotation> {
  const { link, scope, quotation, record } = await quotationAt(db, token);
  await db.transaction().execute(async (trx) => {
    const row = await checkAnswerable(trx, quotation.id, input.revision);
    if (kind === "changes") await limitChangeRequests(trx, deps.limits, link.linkId);
    await trx
      .insertInto("quoteResponses")
      .values({
        companyId: scope.companyId,
        quotationId: row.id,
        kind,
        revision: row.revision,
        name: input.name,
        note: input.note ?? null,
        clientAddress,
      })
      .execute();
    await trx
      .updateTable("quotations")
      .set({ state: kind === "accepted" ? "accepted" : "changes_requested" })
      .where("id", "=", row.id)
      .execute();
    const company = await trx
      .selectFrom("companies")
      .select("email")
      .where("id", "=", scope.companyId)
      .executeTakeFirstOrThrow();
    const mail = await renderQuoteAnswer({
      customerName: record.snapshot.header.customer_name,
      number: row.number,
      revision: row.revision,
      kind,
      name: input.name,
      note: input.note ?? null,
      orderUrl: appLink(deps.env, routes.order(row.customerId)),
    });
    await enqueueMail(trx, { companyId: scope.companyId, kind: "quote-answer", to: company.email, ...mail });
  });
  deps.mail.kick();
  return publicQuotation(db, token);
}

/** The answers the shop has not been shown yet (its pages poll this and toast each once). */
export async function unseenAnswers(db: Db, session: SessionInfo) {
  const rows = await db
    .updateTable("quoteResponses as r")
    .set({ seenAt: new Date() })
    .from("quotations as q")
    .whereRef("q.id", "=", "r.quotationId")
    .where("r.companyId", "=", session.companyId)
    .where("r.seenAt", "is", null)
    .returning(["r.kind", "r.name", "r.note", "r.revision", "q.number", "q.customerId"])
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    name: r.name,
    note: r.note,
    revision: r.revision,
    quotationNo: r.number,
    customerId: r.customerId,
  }));
}
