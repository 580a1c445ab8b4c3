import { todayInIndia } from "@kerf/core";
import type { Db } from "@kerf/db";
import { countHit, type Limits, tooManyRequests } from "../auth/rate-limits";
import { endOfDayInIndia } from "../sharing/share-links";

// Quotation and invoice mails are not a relay: a company sends at most `documentMailsPerDay` of them a day
// and at most `documentMailsPerAddressPerDay` to one address, counted per calendar day in India (the day
// the shop works in), in PostgreSQL so that every server process counts the same mails.

/**
 * Today's allowance of quotation and invoice mails for `to` from the company: `check` refuses at once
 * (429) when it is used up, before the PDF is printed, counting nothing; `count`, in the transaction that
 * queues the mail, counts it, and past either limit throws, so the transaction (the counts with it) rolls
 * back: a refused mail neither goes nor counts, whatever runs in parallel.
 */
export function mailAllowance(limits: Limits, companyId: string, to: string, now = new Date()) {
  const day = todayInIndia(now);
  const windowMs = endOfDayInIndia(day).getTime() - now.getTime() + 1;
  const address = to.trim().toLowerCase();
  const counters = [
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
  return {
    async check(db: Db): Promise<void> {
      const rows = await db
        .selectFrom("rateCounters")
        .select(["key", "hits"])
        .where(
          "key",
          "in",
          counters.map((c) => c.key),
        )
        .where("expiresAt", ">", now)
        .execute();
      for (const counter of counters) {
        const hits = rows.find((r) => r.key === counter.key)?.hits ?? 0;
        if (hits >= counter.limit) {
          throw tooManyRequests(counter.message, Math.max(1, Math.ceil(windowMs / 1000)));
        }
      }
    },
    async count(trx: Db): Promise<void> {
      for (const counter of counters) {
        const hit = await countHit(trx, counter.key, windowMs, now);
        if (hit.hits > counter.limit) throw tooManyRequests(counter.message, hit.retryAfterSeconds);
      }
    },
  };
}
