import type { Db } from "@kerf/db";
import { sql } from "kysely";
import type { Env } from "../../env";
import { AppError } from "../../errors";

export interface Limits {
  /** Requests a minute from one client address to each unauthenticated path. */
  perAddressPerMinute: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  resetMailsPerHour: number;
  documentMailsPerDay: number;
  documentMailsPerAddressPerDay: number;
  changeRequestsPerLinkPerHour: number;
}

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` and answers the window's count, in one statement: the row lock of the upsert
 * orders concurrent hits, so parallel requests, a tRPC batch and several server processes are all counted
 * (a count followed by an insert let them through). An expired window starts again at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number, now = new Date()): Promise<Hit> {
  const ends = new Date(now.getTime() + windowMs);
  const { rows } = await sql<{ hits: number; expiresAt: Date }>`
    INSERT INTO rate_counters AS c (key, hits, window_started_at, expires_at)
    VALUES (${key}, 1, ${now}::timestamptz, ${ends}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.expires_at <= ${now}::timestamptz THEN 1 ELSE c.hits + 1 END,
      window_started_at = CASE WHEN c.expires_at <= ${now}::timestamptz THEN ${now}::timestamptz ELSE c.window_started_at END,
      expires_at = CASE WHEN c.expires_at <= ${now}::timestamptz THEN ${ends}::timestamptz ELSE c.expires_at END
    RETURNING hits, expires_at`.execute(db);
  const row = rows[0]!;
  return {
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rateCounters").where("key", "=", key).execute();
}

/** Deletes the counters whose window has ended (a few thousand at a time, so no call holds locks long). */
export async function pruneCounters(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("rateCounters")
    .where("key", "in", db.selectFrom("rateCounters").select("key").where("expiresAt", "<=", now).limit(5000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Prunes expired counters every minute, in every process (a delete of what has expired is idempotent). */
export function startCounterPruner(db: Db, onError: (error: unknown) => void): { stop(): void } {
  const timer = setInterval(() => void pruneCounters(db).catch(onError), 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError("TOO_MANY_REQUESTS", message, undefined, retryAfterSeconds);
}

export function tryAgainIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The group of unauthenticated paths a client address is limited on, whichever API it comes by. */
export type AuthPath = "signup" | "login" | "forgot" | "reset" | "share";

/** A 429 once one client address has called `path` more than the per-minute limit. */
export async function limitClientAddress(
  db: Db,
  limits: Limits,
  path: AuthPath,
  address: string,
): Promise<void> {
  const hit = await countHit(db, `ip:${path}:${address}`, 60_000);
  if (hit.hits > limits.perAddressPerMinute) {
    throw tooManyRequests(
      `Too many requests from this address. ${tryAgainIn(hit.retryAfterSeconds)}`,
      hit.retryAfterSeconds,
    );
  }
}

export function limitsFromEnv(
  env: Pick<
    Env,
    | "AUTH_RATE_LIMIT_PER_MINUTE"
    | "LOGIN_MAX_FAILURES"
    | "LOGIN_FAILURE_WINDOW_MINUTES"
    | "RESET_MAILS_PER_HOUR"
    | "DOCUMENT_MAILS_PER_DAY"
    | "DOCUMENT_MAILS_PER_ADDRESS_PER_DAY"
    | "CHANGE_REQUESTS_PER_LINK_PER_HOUR"
  >,
): Limits {
  return {
    perAddressPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginWindowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    resetMailsPerHour: env.RESET_MAILS_PER_HOUR,
    documentMailsPerDay: env.DOCUMENT_MAILS_PER_DAY,
    documentMailsPerAddressPerDay: env.DOCUMENT_MAILS_PER_ADDRESS_PER_DAY,
    changeRequestsPerLinkPerHour: env.CHANGE_REQUESTS_PER_LINK_PER_HOUR,
  };
}
