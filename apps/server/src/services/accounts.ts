import type { AuthResult, TLoginInput, TSignupInput } from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderWelcome } from "@kerf/email";
import { sql } from "kysely";
import { AppError } from "../errors";
import { createCompanyDefaults } from "./company-defaults";
import { enqueueMail } from "./mail-outbox";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";
import { createSession, deleteSession, type SessionInfo } from "./sessions";
import { toUserDetail } from "./user-detail";

export const INVALID_LOGIN = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists";
const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type { AuthResult };

export async function signup(db: Db, input: TSignupInput, appUrl: string): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const welcome = await renderWelcome({ companyName: input.companyName, loginUrl: `${appUrl}/login` });
  try {
    return await db.transaction().execute(async (trx) => {
      const company = await trx
        .insertInto("companies")
        .values({
          name: input.companyName,
          email,
          phone: input.phoneNumber,
          gst_no: input.gstNo,
          address: input.address,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto("users")
        .values({ company_id: company.id, email, password_hash: passwordHash })
        .returning("id")
        .executeTakeFirstOrThrow();
      await createCompanyDefaults(trx, company.id);
      await enqueueMail(trx, { companyId: company.id, kind: "welcome", to: email, ...welcome });
      const accessToken = await createSession(trx, { userId: user.id, companyId: company.id });
      return { accessToken, user: toUserDetail(user.id, company), isRegistered: true };
    });
  } catch (error) {
    if ((error as { constraint?: string }).constraint === "users_email_lower_key") {
      throw new AppError("CONFLICT", EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    throw error;
  }
}

/** The 429 while an address has 10 failures in the last 15 minutes, saying when to try again. */
async function assertNotLockedOut(db: Db, email: string, now: Date): Promise<void> {
  const failures = await db
    .selectFrom("login_failures")
    .select("failed_at")
    .where("email", "=", email)
    .where("failed_at", ">", new Date(now.getTime() - FAILURE_WINDOW_MS))
    .orderBy("failed_at", "asc")
    .execute();
  if (failures.length < MAX_FAILURES) return;
  // Logins reopen when enough failures have left the window to bring the count under the limit.
  const freeAt = failures[failures.length - MAX_FAILURES]!.failed_at.getTime() + FAILURE_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new AppError(
    "TOO_MANY_REQUESTS",
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    seconds,
  );
}

export async function login(db: Db, input: TLoginInput, now = new Date()): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  await assertNotLockedOut(db, email, now);
  const user = await db
    .selectFrom("users")
    .select(["id", "company_id", "password_hash"])
    .where(sql`lower(email)`, "=", email)
    .executeTakeFirst();
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) {
    await db.insertInto("login_failures").values({ email, failed_at: now }).execute();
    throw new AppError("BAD_REQUEST", INVALID_LOGIN);
  }
  await db.deleteFrom("login_failures").where("email", "=", email).execute();
  const company = await db
    .selectFrom("companies")
    .selectAll()
    .where("id", "=", user.company_id)
    .executeTakeFirstOrThrow();
  const accessToken = await createSession(db, { userId: user.id, companyId: company.id });
  return { accessToken, user: toUserDetail(user.id, company), isRegistered: false };
}

export async function logout(db: Db, session: SessionInfo): Promise<void> {
  await deleteSession(db, session.sessionId);
}
