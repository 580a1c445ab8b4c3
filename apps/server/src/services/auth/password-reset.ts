import { createHash, randomBytes } from "node:crypto";
import { MESSAGES, routes, type TForgotPasswordInput, type TResetPasswordInput } from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderPasswordReset } from "@kerf/email";
import { sql } from "kysely";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { appLink } from "../app-link";
import { enqueueMail, type MailWorker } from "../mail/mail-outbox";
import { hashPassword } from "./passwords";
import { countHit, type Limits, tooManyRequests, tryAgainIn } from "./rate-limits";
import { passwordChanged } from "./sessions";

export const RESET_REQUESTED = "Request sent successfully. Please check your email for a password reset.";
export const RESET_DONE = "Password reset successful";
// The legacy client reacts to this exact text by going back to / (docs/spec/portal-spec.md section 4).
export const RESET_EXPIRED = "jwt expired";
export const RESET_INVALID = MESSAGES.tokenInvalid;
export const RESET_USED = "This password reset link has already been used. Please request a new one.";
const RESET_LIFETIME_MS = 60 * 60 * 1000;
const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest();

/**
 * The same answer, in the same time, whether or not the address has an account: the request is only
 * counted and queued (one upsert, one insert, either way); the mail worker makes the mail. At most
 * `resetMailsPerHour` requests an hour for one address, counted whether or not it exists.
 */
export async function requestPasswordReset(
  { db, limits, mail }: { db: Db; limits: Pick<Limits, "resetMailsPerHour">; mail: Pick<MailWorker, "kick"> },
  input: TForgotPasswordInput,
): Promise<string> {
  const email = input.email.toLowerCase();
  const hit = await countHit(db, `reset-mail:${email}`, RESET_MAIL_WINDOW_MS);
  if (hit.hits > limits.resetMailsPerHour) {
    throw tooManyRequests(
      `Too many password reset requests for this address. ${tryAgainIn(hit.retryAfterSeconds)}`,
      hit.retryAfterSeconds,
    );
  }
  await db.insertInto("resetRequests").values({ email }).execute();
  mail.kick();
  return RESET_REQUESTED;
}

/** Makes the reset mail of one queued request, if its address has an account. */
async function makeResetMail(db: Db, email: string, env: Pick<Env, "APP_URL">): Promise<void> {
  const user = await db
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.companyId")
    .select(["users.id", "users.companyId", "users.email", "companies.name"])
    .where(sql`lower(users.email)`, "=", email)
    // A deactivated person gets no reset mail (the answer is the same): reactivation is the owner's.
    .where("users.active", "=", true)
    .executeTakeFirst();
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const mail = await renderPasswordReset({
    companyName: user.name,
    resetUrl: appLink(env, routes.forgotPassword(token)),
  });
  await db
    .insertInto("passwordResets")
    .values({
      companyId: user.companyId,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
    })
    .execute();
  await enqueueMail(db, { companyId: user.companyId, kind: "password-reset", to: user.email, ...mail });
}

/**
 * Turns queued forgot-password requests into mail, each in a transaction of its own; another process
 * skips the rows this one holds, so each request makes one mail.
 */
export async function processResetRequests(db: Db, env: Pick<Env, "APP_URL">, max = 20): Promise<number> {
  let done = 0;
  while (done < max) {
    const handled = await db.transaction().execute(async (trx) => {
      const request = await trx
        .selectFrom("resetRequests")
        .select(["id", "email"])
        .orderBy("id")
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!request) return false;
      await makeResetMail(trx, request.email, env);
      await trx.deleteFrom("resetRequests").where("id", "=", request.id).execute();
      return true;
    });
    if (!handled) break;
    done++;
  }
  return done;
}

async function findUsableReset(db: Db, token: string, now: Date) {
  const reset = await db
    .selectFrom("passwordResets")
    .select(["id", "userId", "expiresAt", "usedAt"])
    .where("tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!reset) throw new AppError("BAD_REQUEST", RESET_INVALID);
  if (reset.usedAt) throw new AppError("BAD_REQUEST", RESET_USED);
  if (reset.expiresAt.getTime() <= now.getTime()) throw new AppError("BAD_REQUEST", RESET_EXPIRED);
  return reset;
}

export async function verifyResetToken(db: Db, token: string, now = new Date()): Promise<void> {
  await findUsableReset(db, token, now);
}

export async function resetPassword(db: Db, input: TResetPasswordInput, now = new Date()): Promise<string> {
  const reset = await findUsableReset(db, input.token, now);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    // Single use even when two resets race: only one update finds the row unused.
    const claimed = await trx
      .updateTable("passwordResets")
      .set({ usedAt: now })
      .where("id", "=", reset.id)
      .where("usedAt", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError("BAD_REQUEST", RESET_USED);
    await trx.updateTable("users").set({ passwordHash }).where("id", "=", reset.userId).execute();
    await passwordChanged(trx, reset.userId);
  });
  return RESET_DONE;
}
