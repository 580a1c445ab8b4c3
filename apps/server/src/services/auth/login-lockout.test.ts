import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest, SIGNUP, signupCompany } from "../../../test/clients";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { login } from "./accounts";

const LIMITS = { loginMaxFailures: 10, loginWindowMs: 15 * 60 * 1000 };

describe("failed logins", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signupCompany(t.app);
  });
  afterAll(() => t.close());

  it("lock an e-mail for 15 minutes after 10 failures, with a 429 saying when to try again", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await rest(t.app, "POST", "/auth/login", { email: SIGNUP.email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await rest(t.app, "POST", "/auth/login", {
      email: SIGNUP.email,
      password: SIGNUP.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      isError: true,
      message: "Too many failed login attempts. Try again in 15 minutes.",
    });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    // Other addresses are not affected.
    const other = await rest(t.app, "POST", "/auth/login", { email: "other@example.com", password: "x" });
    expect(other.status).toBe(401);
  });

  it("reopen once the failures have left the 15-minute window", async () => {
    const later = new Date(Date.now() + 15 * 60 * 1000 + 1000);
    const result = await login(
      t.testDb.db,
      { email: SIGNUP.email, password: SIGNUP.password },
      LIMITS,
      later,
    );
    expect(result.accessToken).toMatch(/\./);
  });
});
