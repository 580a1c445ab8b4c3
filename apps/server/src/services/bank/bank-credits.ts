import { createHash } from "node:crypto";
import type { StatementCredit } from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";

/** What was posted from the credit aliased `c`: its payments not deleted (a deleted one frees its share). */
export const POSTED_SQL = sql<string>`(select coalesce(sum(p.amount), 0) from bank_credit_payments bcp join payments p on p.id = bcp.payment_id where bcp.credit_id = c.id and p.deleted_at is null)`;

/**
 * A credit's key in its account: date, amount and its reference (the UTR, cheque or FITID the bank gives
 * it), or without one its narration, hashed; plus how many credits of the file had that same key before
 * it, so two equal cheques of one day stay two. The same or an overlapping file gives the same keys.
 */
export function dedupeKeys(credits: readonly StatementCredit[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((c) => {
    const what = c.reference
      ? `r:${c.reference.toUpperCase().replace(/[^A-Z0-9]/g, "")}`
      : `n:${c.narration.toUpperCase().replace(/\s+/g, " ").trim()}`;
    const base = `${c.date}|${c.paise}|${what}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return createHash("sha256").update(`${base}|${n}`).digest("hex");
  });
}

/** The account's credits with those keys, each with what was posted from it. */
export function creditsByKeys(db: Db, companyId: string, accountId: string, keys: readonly string[]) {
  return db
    .selectFrom("bankCredits as c")
    .select([
      "c.id",
      "c.creditDate",
      "c.amount",
      "c.narration",
      "c.reference",
      "c.dedupeKey",
      POSTED_SQL.as("posted"),
    ])
    .where("c.companyId", "=", companyId)
    .where("c.accountId", "=", accountId)
    .where("c.dedupeKey", "in", [...keys])
    .execute();
}
