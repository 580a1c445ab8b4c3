import { type AuthResult, routes, type TLoginInput, type TSignupInput } from "@kerf/core";
import type { Db } from "@kerf/db";
import { renderWelcome } from "@kerf/email";
import { sql } from "kysely";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { appLink } from "../app-link";
import { enqueueMail, type MailWorker } from "../mail/mail-outbox";
import { createCompanyDefaults } from "../settings/company-defaults";
import { loadPerson } from "../staff/person";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";
import { clearCounter, countHit, type Limits, tooManyRequests, tryAgainIn } from "./rate-limits";
import { createSession, deleteSession, type SessionInfo } from "./sessions";
import { toUserDetail } from "./user-detail";

export const INVALID_LOGIN = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists";
export const ACCOUNT_DEACTIVATED =
  "Your account has been deactivated. Ask the company's owner to reactivate it.";

export type { AuthResult };

/** What a use case that sends mail needs: the database, where the app is reached, the mail worker to wake. */
export interface MailingDeps {
  db: Db;
  env: Pick<Env, "APP_URL">;
  mail: Pick<MailWorker, "kick">;
}

/** Creates the company with its defaults and its user, queues the welcome mail and logs it in. */
export async function signup({ db, env, mail }: MailingDeps, input: TSignupInput): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const welcome = await renderWelcome({
    companyName: input.companyName,
    loginUrl: appLink(env, routes.login()),
  });
  try {
    const result = await db.transaction().execute(async (trx) => {
      const company = await trx
        .insertInto("companies")
        .values({
          name: input.companyName,
          email,
          phone: input.phoneNumber,
          gstNo: input.gstNo ?? "",
          address: input.address,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto("users")
        // The company's first person is its Owner (issue 27).
        .values({ companyId: company.id, email, passwordHash, role: "owner", lastSignInAt: new Date() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await createCompanyDefaults(trx, company.id, Boolean(input.gstNo));
      await enqueueMail(trx, { companyId: company.id, kind: "welcome", to: email, ...welcome });
      const accessToken = await createSession(trx, { userId: user.id, companyId: company.id });
      return { accessToken, user: toUserDetail(await loadPerson(trx, user.id), company), isRegistered: true };
    });
    mail.kick();
    return result;
  } catch (error) {
    if ((error as { constraint?: string }).constraint === "users_email_lower_key") {
      throw new AppError("CONFLICT", EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    throw error;
  }
}

/**
 * Every attempt on an address is counted before the password is checked, atomically (countHit): past
 * the limit within the window the answer is 429, even with the right password, so parallel or batched
 * guesses get no more checks than sequential ones. A success clears the count. An unknown address is
 * counted the same way: the 429 reveals nothing about which addresses exist.
 */
export async function login(
  db: Db,
  input: TLoginInput,
  limits: Pick<Limits, "loginMaxFailures" | "loginWindowMs">,
  now = new Date(),
): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  const key = `login:${email}`;
  const attempt = await countHit(db, key, limits.loginWindowMs, now);
  if (attempt.hits > limits.loginMaxFailures) {
    throw tooManyRequests(
      `Too many failed login attempts. ${tryAgainIn(attempt.retryAfterSeconds)}`,
      attempt.retryAfterSeconds,
    );
  }
  const user = await db
    .selectFrom("users")
    .select(["id", "companyId", "passwordHash", "active"])
    .where(sql`lower(email)`, "=", email)
    .executeTakeFirst();
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) throw new AppError("UNAUTHORIZED", INVALID_LOGIN);
  await clearCounter(db, key);
  // Told only to whoever knows the password: the person is not left guessing why they cannot sign in.
  if (!user.active) throw new AppError("UNAUTHORIZED", ACCOUNT_DEACTIVATED);
  await db.updateTable("users").set({ lastSignInAt: now }).where("id", "=", user.id).execute();
  const company = await db
    .selectFrom("companies")
    .selectAll()
    .where("id", "=", user.companyId)
    .executeTakeFirstOrThrow();
  const accessToken = await createSession(db, { userId: user.id, companyId: company.id });
  return { accessToken, user: toUserDetail(await loadPerson(db, user.id), company), isRegistered: false };
}

export async function logout(db: Db, session: SessionInfo): Promise<void> {
  await deleteSession(db, session.sessionId);
}
