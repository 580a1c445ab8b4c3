import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestPasswordReset } from "../src/services/auth/password-reset";
import { rest, SIGNUP, signupCompany } from "./clients";
import { createTestApp, type TestApp } from "./test-app";

// Issue 13, replayed: reset tokens and sessions that would outlive their purpose.

describe("attacks on one server: tokens", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailIntervalMs: 60_000 });
    await signupCompany(t.app);
  });
  afterAll(() => t.close());

  describe("tokens outlive their purpose", () => {
    const resetTokens = async (email: string) => {
      const mails = await t.testDb.db
        .selectFrom("outbox")
        .select("text")
        .where("toAddress", "=", email)
        .where("kind", "=", "password-reset")
        .orderBy("createdAt")
        .execute();
      return mails.map((m) => decodeURIComponent(/forgotPassword\?token=([\w%-]+)/.exec(m.text)![1]!));
    };
    const askReset = async (email: string, count: number) => {
      expect((await rest(t.app, "POST", "/auth/forgotPassword", { email })).status).toBe(200);
      await expect.poll(async () => (await resetTokens(email)).length).toBe(count);
    };

    it("voids every outstanding reset token when the password is changed, and at a reset", async () => {
      const email = "tokens@kerf.test";
      const { accessToken } = await signupCompany(t.app, { email });
      await askReset(email, 1);
      const changed = await rest(
        t.app,
        "POST",
        "/auth/updatePassword",
        { current_password: SIGNUP.password, new_password: "changed-123" },
        accessToken,
      );
      expect(changed.status).toBe(200);
      const [beforeChange] = await resetTokens(email);
      const stale = await rest(t.app, "POST", "/auth/forgotPassword", {
        token: beforeChange,
        newPassword: "taken-over",
      });
      expect(stale.status).toBe(400);

      await askReset(email, 2);
      await askReset(email, 3);
      const [, second, third] = await resetTokens(email);
      expect(
        (await rest(t.app, "POST", "/auth/forgotPassword", { token: third, newPassword: "mine-123" })).status,
      ).toBe(200);
      const other = await rest(t.app, "POST", "/auth/forgotPassword", {
        token: second,
        newPassword: "taken-over",
      });
      expect(other.status).toBe(400);
      expect((await rest(t.app, "POST", "/auth/login", { email, password: "mine-123" })).status).toBe(200);
    });

    it("sends at most 3 reset mails an hour to one address, counted whether or not it has an account", async () => {
      for (const email of ["three@kerf.test", "nobody-three@kerf.test"]) {
        for (let i = 0; i < 3; i++) {
          expect((await rest(t.app, "POST", "/auth/verifyEmail", { email })).status).toBe(200);
        }
        const fourth = await rest(t.app, "POST", "/auth/verifyEmail", { email });
        expect(fourth.status).toBe(429);
        expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(59 * 60);
      }
    });

    it("answers forgot-password with the same work whether or not the address exists: the mail is made later", async () => {
      // Inside a transaction never committed: the server's own mail worker cannot take the queued
      // requests away before they are looked at (it did on a busy machine).
      const seen = await t.testDb.db
        .transaction()
        .execute(async (db) => {
          const resets = () => db.selectFrom("passwordResets").select("id").execute();
          const before = (await resets()).length;
          const deps = { db, limits: { resetMailsPerHour: 100 }, mail: { kick() {} } };
          await requestPasswordReset(deps, { email: SIGNUP.email });
          await requestPasswordReset(deps, { email: "nobody-at-all@kerf.test" });
          const queued = await db.selectFrom("resetRequests").select("email").orderBy("id").execute();
          throw { before, after: (await resets()).length, queued: queued.map((q) => q.email) };
        })
        .catch((rolledBack: { before: number; after: number; queued: string[] }) => rolledBack);
      // Both only queued: no token made, no mail rendered, no account looked up while answering.
      expect(seen.after).toBe(seen.before);
      expect(seen.queued.slice(-2)).toEqual([SIGNUP.email, "nobody-at-all@kerf.test"]);
    });

    it("ends the session on the server when the browser logs out (what opening a reset link does)", async () => {
      const { accessToken } = await signupCompany(t.app, { email: "link@kerf.test" });
      expect((await rest(t.app, "POST", "/auth/logout", undefined, accessToken)).status).toBe(200);
      expect((await rest(t.app, "GET", "/auth/user", undefined, accessToken)).status).toBe(401);
    });
  });
});
