import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { MAX_LENGTH } from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";

// Lucia's current design: a token `<id>.<secret>`; the database keeps the id and a SHA-256 of the secret.
const IDLE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const REFRESH_AFTER_MS = 60 * 60 * 1000;
/** docs/spec/product.md: a session ends 30 days after sign-in, however often it is used. */
const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionInfo {
  sessionId: string;
  userId: string;
  companyId: string;
  /**
   * The request's client address (Fastify's request.ip), set by the tRPC and REST adapters once the
   * session is known: the audit trail records it. Absent outside a request (scripts).
   */
  clientAddress?: string;
}

const randomPart = () => randomBytes(20).toString("base64url");
const hashSecret = (secret: string) => createHash("sha256").update(secret).digest();

export async function createSession(db: Db, user: { userId: string; companyId: string }): Promise<string> {
  const id = randomPart();
  const secret = randomPart();
  await db
    .insertInto("sessions")
    .values({ id, secretHash: hashSecret(secret), userId: user.userId, companyId: user.companyId })
    .execute();
  return `${id}.${secret}`;
}

export async function validateSessionToken(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<SessionInfo | null> {
  if (!token || token.length > MAX_LENGTH.token) return null;
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined) return null;
  const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const given = hashSecret(secret);
  if (given.length !== row.secretHash.length || !timingSafeEqual(given, row.secretHash)) return null;
  const idleFor = now.getTime() - row.lastVerifiedAt.getTime();
  const age = now.getTime() - row.createdAt.getTime();
  if (idleFor >= IDLE_LIFETIME_MS || age >= ABSOLUTE_LIFETIME_MS) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  if (idleFor >= REFRESH_AFTER_MS) {
    await db.updateTable("sessions").set({ lastVerifiedAt: now }).where("id", "=", id).execute();
  }
  return { sessionId: row.id, userId: row.userId, companyId: row.companyId };
}

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

export async function requireSession(db: Db, token: string | undefined): Promise<SessionInfo> {
  const session = await validateSessionToken(db, token);
  if (!session) throw new AppError("UNAUTHORIZED", SESSION_ENDED_MESSAGE);
  return session;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/**
 * After a password change or reset: every session of the user but `keep` (none when a reset is done
 * logged out) ends, and every reset link not yet used stops working.
 */
export async function passwordChanged(db: Db, userId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("userId", "=", userId);
  if (keep) query = query.where("id", "!=", keep);
  await query.execute();
  await db.deleteFrom("passwordResets").where("userId", "=", userId).where("usedAt", "is", null).execute();
}
