import { todayInIndia } from "@kerf/core";
import type { Db } from "@kerf/db";
import { countHit, type Limits, tooManyRequests } from "./rate-limits";
import { endOfDayInIndia } from "./share-links";

// Quotation and invoice mails are not a relay: a company sends at most `documentMailsPerDay` of them a day
// and at most `documentMailsPerAddressPerDay` to one address, counted per calendar day in India (the day
// the shop works in), in PostgreSQL so that every server process counts the same mails.

function today(now: Date) {
  const day = todayInIndia(now);
  return { day, windowMs: endOfDayInIndia(day).getTime() - now.getTime() + 1 };
}

function counters(limits: Limits, companyId: string, to: string, day: string) {
  const address = to.trim().toLowerCase();
  return [
    {
      key: `mail:company:${companyId}:${day}`,
      limit: limits.documentMailsPerDay,
      message: `Kerf sends at most ${limits.documentMailsPerDay} quotation and invoice mails a day for a company, and today's have been sent. Try again tomorrow.`,
    },
    {
      key: `mail:to:${companyId}:${address}:${day}`,
      limit: limits.documentMailsPerAddressPerDay,
      message: `${address} has been sent ${limits.documentMailsPerAddressPerDay} quotation and invoice mails today, the most one address gets a day. Try again tomorrow.`,
    },
  ];
}

const untilTomorrow = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

/** Refuses at once (429) when today's mails are used up, before the PDF is printed; counts nothing. */
export async function checkMailAllowance(
  db: Db,
  limits: Limits,
  companyId: string,
  to: string,
  now = new Date(),
): Promise<void> {
  const { day, windowMs } = today(now);
  const wanted = counters(limits, companyId, to, day);
  const rows = await db
    .selectFrom("rate_counters")
    .select(["key", "hits"])
    .where(
      "key",
      "in",
      wanted.map((c) => c.key),
    )
    .where("expires_at", ">", now)
    .execute();
  for (const counter of wanted) {
    const hits = rows.find((r) => r.key === counter.key)?.hits ?? 0;
    if (hits >= counter.limit) throw tooManyRequests(counter.message, untilTomorrow(windowMs));
  }
}

/**
 * Counts one mail, in the transaction that queues it: past either limit it throws, and the transaction
 * (the counts with it) rolls back, so a refused mail neither goes nor counts, whatever runs in parallel.
 */
export async function countDocumentMail(
  trx: Db,
  limits: Limits,
  companyId: string,
  to: string,
  now = new Date(),
): Promise<void> {
  const { day, windowMs } = today(now);
  for (const counter of counters(limits, companyId, to, day)) {
    const hit = await countHit(trx, counter.key, windowMs, now);
    if (hit.hits > counter.limit) throw tooManyRequests(counter.message, hit.retryAfterSeconds);
  }
}
