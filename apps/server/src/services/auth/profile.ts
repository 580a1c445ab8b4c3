import type { TProfileInput, TUpdatePasswordInput } from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import { loadPerson } from "../staff/person";
import { hashPassword, verifyPassword } from "./passwords";
import { passwordChanged, type SessionInfo } from "./sessions";
import { toUserDetail, type UserDetail } from "./user-detail";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

async function loadCompany(db: Db, session: SessionInfo) {
  return db.selectFrom("companies").selectAll().where("id", "=", session.companyId).executeTakeFirstOrThrow();
}

export async function getProfile(db: Db, session: SessionInfo): Promise<UserDetail> {
  return toUserDetail(await loadPerson(db, session.userId), await loadCompany(db, session));
}

/** The e-mail is the login and is read-only here: a sent email_id is ignored. */
export async function updateProfile(db: Db, session: SessionInfo, input: TProfileInput): Promise<UserDetail> {
  const company = await db
    .updateTable("companies")
    .set({
      name: input.company_name,
      phone: input.phone_no,
      gstNo: input.gstNo ?? "",
      address: input.address,
      // Left out keeps what is stored (a client that knows nothing of them); blank clears.
      ...("pinCode" in input ? { pinCode: input.pinCode ?? null } : {}),
      ...("city" in input ? { city: input.city ?? null } : {}),
      updatedAt: new Date(),
    })
    .where("id", "=", session.companyId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUserDetail(await loadPerson(db, session.userId), company);
}

export async function changePassword(
  db: Db,
  session: SessionInfo,
  input: TUpdatePasswordInput,
): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select("passwordHash")
    .where("id", "=", session.userId)
    .where("companyId", "=", session.companyId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new AppError("BAD_REQUEST", WRONG_CURRENT_PASSWORD, { current_password: WRONG_CURRENT_PASSWORD });
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ passwordHash }).where("id", "=", session.userId).execute();
    await passwordChanged(trx, session.userId, session.sessionId);
  });
}
