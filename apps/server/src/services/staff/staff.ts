import { createHash, randomBytes } from "node:crypto";
import {
  type AuthResult,
  routes,
  STAFF_MESSAGES,
  type StaffRecord,
  type TAcceptInviteInput,
  type TInviteInput,
  type TUpdateStaffInput,
  type ZInviteRecord,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderStaffInvite } from "@kerf/email";
import { sql } from "kysely";
import type { z } from "zod";
import { AppError } from "../../errors";
import { appLink } from "../app-link";
import { recordAudit } from "../audit/record-audit";
import type { MailingDeps } from "../auth/accounts";
import { hashPassword } from "../auth/passwords";
import { createSession, type SessionInfo } from "../auth/sessions";
import { toUserDetail } from "../auth/user-detail";
import { enqueueMail } from "../mail/mail-outbox";
import { isRecordId } from "../record-id";
import { loadPerson } from "./person";
import { resolveRole, roleOf } from "./roles";

/** issue 27: an invite link works for 7 days, once. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest();
const personNotFound = () => new AppError("NOT_FOUND", STAFF_MESSAGES.personNotFound);

/** The company's people, owners first, then by name: role, active, last sign-in. */
export async function listStaff(db: Db, session: SessionInfo): Promise<StaffRecord[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("roles", "roles.id", "users.roleId")
    .select([
      "users.id",
      "users.name",
      "users.email",
      "users.role",
      "users.roleId",
      "roles.name as roleName",
      "users.active",
      "users.lastSignInAt",
    ])
    .where("users.companyId", "=", session.companyId)
    .orderBy(sql`users.role = 'owner'`, "desc")
    .orderBy("users.name")
    .orderBy("users.email")
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    ...roleOf(row),
    active: row.active,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  }));
}

/**
 * Sends an invite: 409 if the e-mail has an account (here or elsewhere: one account per e-mail). An
 * earlier unused invite to the same address stops working. The token is kept only as its SHA-256.
 */
export async function invitePerson(
  { db, env, mail }: MailingDeps,
  session: SessionInfo,
  input: TInviteInput,
  now = new Date(),
): Promise<z.output<typeof ZInviteRecord>> {
  const role = await resolveRole(db, session.companyId, input.role);
  const existing = await db
    .selectFrom("users")
    .select("companyId")
    .where(sql`lower(email)`, "=", input.email)
    .executeTakeFirst();
  if (existing) {
    const message =
      existing.companyId === session.companyId
        ? STAFF_MESSAGES.emailHasAccount
        : STAFF_MESSAGES.emailElsewhere;
    throw new AppError("CONFLICT", message, { email: message });
  }
  const company = await db
    .selectFrom("companies")
    .select("name")
    .where("id", "=", session.companyId)
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  const rendered = await renderStaffInvite({
    companyName: company.name,
    roleName: role.name,
    acceptUrl: appLink(env, routes.invite(token)),
  });
  const invite = await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("staffInvites")
      .where("companyId", "=", session.companyId)
      .where(sql`lower(email)`, "=", input.email)
      .where("usedAt", "is", null)
      .execute();
    const row = await trx
      .insertInto("staffInvites")
      .values({
        companyId: session.companyId,
        email: input.email,
        role: role.role,
        roleId: role.roleId,
        tokenHash: hashToken(token),
        invitedBy: session.userId,
        expiresAt,
      })
      .returning(["id", "email", "expiresAt"])
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, {
      companyId: session.companyId,
      kind: "staff-invite",
      to: input.email,
      ...rendered,
    });
    await recordAudit(trx, session, {
      kind: "staff.invited",
      entityId: row.id,
      after: { email: row.email, role: role.name },
    });
    return row;
  });
  mail.kick();
  return {
    _id: invite.id,
    id: invite.id,
    email: invite.email,
    role: role.roleId ?? role.role,
    roleName: role.name,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * Joins the company through an invite: the person sets their name and password and is signed in. The
 * invite is claimed under a row lock, so two tabs cannot both use it.
 */
export async function acceptInvite(
  db: Db,
  input: TAcceptInviteInput,
  now = new Date(),
  clientAddress?: string,
): Promise<AuthResult> {
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction().execute(async (trx) => {
    const invite = await trx
      .selectFrom("staffInvites")
      .selectAll()
      .where("tokenHash", "=", hashToken(input.token))
      .where("usedAt", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!invite)
      throw new AppError("BAD_REQUEST", STAFF_MESSAGES.inviteInvalid, {
        token: STAFF_MESSAGES.inviteInvalid,
      });
    if (invite.expiresAt.getTime() <= now.getTime()) {
      throw new AppError("BAD_REQUEST", STAFF_MESSAGES.inviteExpired, {
        token: STAFF_MESSAGES.inviteExpired,
      });
    }
    await trx.updateTable("staffInvites").set({ usedAt: now }).where("id", "=", invite.id).execute();
    const user = await trx
      .insertInto("users")
      .values({
        companyId: invite.companyId,
        email: invite.email,
        passwordHash,
        name: input.name,
        role: invite.role,
        roleId: invite.roleId,
        lastSignInAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
      .catch((error: { constraint?: string }) => {
        if (error.constraint === "users_email_lower_key") {
          throw new AppError("CONFLICT", STAFF_MESSAGES.emailElsewhere);
        }
        throw error;
      });
    // The new person is who acts: they joined, on the invite of `invitedBy`.
    await recordAudit(
      trx,
      { companyId: invite.companyId, userId: user.id, clientAddress: clientAddress },
      {
        kind: "staff.joined",
        entityId: user.id,
        after: {
          email: invite.email,
          name: input.name,
          role: invite.roleId ?? invite.role,
          invitedBy: invite.invitedBy,
        },
      },
    );
    const accessToken = await createSession(trx, { userId: user.id, companyId: invite.companyId });
    const company = await trx
      .selectFrom("companies")
      .selectAll()
      .where("id", "=", invite.companyId)
      .executeTakeFirstOrThrow();
    return { accessToken, user: toUserDetail(await loadPerson(trx, user.id), company), isRegistered: true };
  });
  return result;
}

/**
 * Changes a person's role and/or active flag. Deactivating ends their sessions at once (their records
 * keep their name); a change that would leave no active Owner is a 409.
 */
export async function updatePerson(
  db: Db,
  session: SessionInfo,
  input: TUpdateStaffInput,
): Promise<StaffRecord> {
  if (input.role === undefined && input.active === undefined) {
    throw new AppError("BAD_REQUEST", STAFF_MESSAGES.nothingToChange);
  }
  if (!isRecordId(input.id)) throw personNotFound();
  const role = input.role === undefined ? undefined : await resolveRole(db, session.companyId, input.role);
  await db.transaction().execute(async (trx) => {
    // Owners of the company locked in one order: two owners demoting each other at once cannot both win.
    await trx
      .selectFrom("users")
      .select("id")
      .where("companyId", "=", session.companyId)
      .where("role", "=", "owner")
      .orderBy("id")
      .forUpdate()
      .execute();
    const before = await trx
      .selectFrom("users")
      .select(["role", "roleId", "active"])
      .where("id", "=", input.id)
      .where("companyId", "=", session.companyId)
      .executeTakeFirst();
    const updated = await trx
      .updateTable("users")
      .set({
        ...(role ? { role: role.role, roleId: role.roleId } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      })
      .where("id", "=", input.id)
      .where("companyId", "=", session.companyId)
      .returning("id")
      .executeTakeFirst();
    if (!updated) throw personNotFound();
    const owners = await trx
      .selectFrom("users")
      .select(({ fn }) => fn.countAll<string>().as("n"))
      .where("companyId", "=", session.companyId)
      .where("role", "=", "owner")
      .where("active", "=", true)
      .executeTakeFirstOrThrow();
    if (Number(owners.n) === 0) throw new AppError("CONFLICT", STAFF_MESSAGES.lastOwner);
    if (input.active === false) await trx.deleteFrom("sessions").where("userId", "=", input.id).execute();
    const after = {
      role: role ? (role.roleId ?? role.role) : (before?.roleId ?? before?.role),
      active: input.active ?? before?.active,
    };
    const was = { role: before?.roleId ?? before?.role, active: before?.active };
    await recordAudit(trx, session, { kind: "staff.changed", entityId: input.id, before: was, after });
  });
  const person = (await listStaff(db, session)).find((p) => p.id === input.id);
  if (!person) throw personNotFound();
  return person;
}

/** Ends every session of a person of the company (they sign in again); answers how many ended. */
export async function signOutPerson(db: Db, session: SessionInfo, id: string): Promise<{ ended: number }> {
  if (!isRecordId(id)) throw personNotFound();
  const person = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!person) throw personNotFound();
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("sessions").where("userId", "=", id).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await recordAudit(trx, session, {
      kind: "staff.signedOut",
      entityId: id,
      after: { sessionsEnded: ended },
    });
    return { ended };
  });
}
