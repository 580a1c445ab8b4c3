import { createTestDb, type TestDb } from "@kerf/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, validateSessionToken } from "./sessions";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("sessions", () => {
  let t: TestDb;
  let user: { userId: string; companyId: string };
  beforeAll(async () => {
    t = await createTestDb();
    const company = await t.db
      .insertInto("companies")
      .values({
        name: "C",
        email: "c@example.com",
        phone: "9876543210",
        gstNo: "27AAPFU0939F1ZV",
        address: "x",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto("users")
      .values({ companyId: company.id, email: "c@example.com", passwordHash: "h" })
      .returning("id")
      .executeTakeFirstOrThrow();
    user = { userId: row.id, companyId: company.id };
  });
  afterAll(() => t.destroy());

  const lastVerified = async (id: string) =>
    (
      await t.db
        .selectFrom("sessions")
        .select("lastVerifiedAt")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).lastVerifiedAt;

  it("store only a hash of the secret, and refuse a token whose secret is wrong", async () => {
    const token = await createSession(t.db, user);
    const [id, secret] = token.split(".");
    const row = await t.db.selectFrom("sessions").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
    expect(row.secretHash).toHaveLength(32);
    expect(row.secretHash.toString("base64url")).not.toBe(secret);
    expect(await validateSessionToken(t.db, `${id}.${secret}x`)).toBeNull();
    expect(await validateSessionToken(t.db, `${id}`)).toBeNull();
    expect(await validateSessionToken(t.db, token)).toMatchObject({ sessionId: id, ...user });
  });

  it("refresh last use at most once an hour, and expire after 14 days without use", async () => {
    const token = await createSession(t.db, user);
    const id = token.split(".")[0]!;
    const created = await lastVerified(id);

    await validateSessionToken(t.db, token, new Date(created.getTime() + 30 * 60 * 1000));
    expect(await lastVerified(id)).toEqual(created);

    const later = new Date(created.getTime() + 2 * HOUR);
    await validateSessionToken(t.db, token, later);
    expect(await lastVerified(id)).toEqual(later);

    // Still valid 13 days after its last use; gone at 14.
    expect(await validateSessionToken(t.db, token, new Date(later.getTime() + 13 * DAY))).not.toBeNull();
    const used = await lastVerified(id);
    expect(await validateSessionToken(t.db, token, new Date(used.getTime() + 14 * DAY))).toBeNull();
    expect(await t.db.selectFrom("sessions").select("id").where("id", "=", id).execute()).toEqual([]);
  });

  it("end 30 days after sign-in, however often they are used", async () => {
    const token = await createSession(t.db, user);
    const id = token.split(".")[0]!;
    const created = await lastVerified(id);
    // Used every 10 days: never idle for 14, still ended at 30.
    for (const day of [10, 20, 29]) {
      expect(await validateSessionToken(t.db, token, new Date(created.getTime() + day * DAY))).not.toBeNull();
    }
    expect(await validateSessionToken(t.db, token, new Date(created.getTime() + 30 * DAY))).toBeNull();
    expect(await t.db.selectFrom("sessions").select("id").where("id", "=", id).execute()).toEqual([]);
  });
});
