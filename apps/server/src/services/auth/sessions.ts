import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { isBuiltInRole, isPermission, MAX_LENGTH, type Permission, ROLE_PERMISSIONS } from "@kerf/core";
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

/**
 * The signed-in person of a request, read afresh from the database on every request (a role change or a
 * deactivation applies at once to open sessions): their role, its permissions, and the client address.
 * tRPC procedures get it as `ctx.session`, REST handlers as `session`; a service that records who did
 * something (the audit trail) takes it in place of SessionInfo.
 */
export interface Person extends SessionInfo {
  /** A built-in role's key (owner, manager, counter, accounts, floor), or a custom role's id. */
  role: string;
  permissions: readonly Permission[];
  /** The socket's address, or X-Forwarded-For's when TRUST_PROXY is set. */
  ip: string;
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
): Promise<Omit<Person, "ip"> | null> {
  if (!token || token.length > MAX_LENGTH.token) return null;
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .leftJoin("roles", "roles.id", "users.roleId")
    .select([
      "sessions.id",
      "sessions.secretHash",
      "sessions.userId",
      "sessions.companyId",
      "sessions.createdAt",
      "sessions.lastVerifiedAt",
      "users.active",
      "users.role",
      "users.roleId",
      "roles.permissions",
    ])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row || !row.active) return null;
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
  return {
    sessionId: row.id,
    userId: row.userId,
    companyId: row.companyId,
    role: row.roleId ?? row.role,
    permissions: permissionsOf(row.role, row.permissions),
  };
}

/** A built-in role's permissions, or a custom role's as stored (a name no longer known is ignored). */
export function permissionsOf(role: string, stored: readonly string[] | null): readonly Permission[] {
  if (isBuiltInRole(role)) return ROLE_PERMISSIONS[role];
  return (stored ?? []).filter(isPermission);
}

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

export async function requireSession(db: Db, token: string | undefined, ip: string): Promise<Person> {
  const session = await validateSessionToken(db, token);
  if (!session) throw new AppError("UNAUTHORIZED", SESSION_ENDED_MESSAGE);
  return { ...session, ip, clientAddress: ip };
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
