import { afterAll, describe, expect, it } from "vitest";
import { SIGNUP } from "./clients";
import { offlineApp } from "./offline-app";
import { createTestApp, type TestApp } from "./test-app";

// Attacks of issue 13 on the limits per client address, and what a failure on the server's side says.

describe("limits per client address", () => {
  let t: TestApp;
  afterAll(() => t?.close());

  const login = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress,
      headers: {
        "content-type": "application/json",
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      payload: { email: `${Math.random()}@kerf.test`, password: "x" },
    });

  it("answer 429 with Retry-After past 30 a minute, by socket address, ignoring X-Forwarded-For", async () => {
    t = await createTestApp({}, { AUTH_RATE_LIMIT_PER_MINUTE: "30" });
    for (let i = 0; i < 30; i++) expect((await login("198.51.100.7", `10.0.0.${i}`)).statusCode).toBe(401);
    const over = await login("198.51.100.7", "10.0.0.99");
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many requests from this address\. Try again in 1 minute\.$/);
    // Another address, and the other unauthenticated paths, have their own counts.
    expect((await login("198.51.100.8")).statusCode).toBe(401);
    const signup = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.signup",
      remoteAddress: "198.51.100.7",
      headers: { "content-type": "application/json" },
      payload: { ...SIGNUP, email: "per-address@kerf.test" },
    });
    expect(signup.statusCode).toBe(200);
    await t.close();
  });

  it("take the client address from X-Forwarded-For only when TRUST_PROXY is set", async () => {
    t = await createTestApp({}, { AUTH_RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "true" });
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      expect((await login("10.0.0.1", client)).statusCode).toBe(401);
      expect((await login("10.0.0.1", client)).statusCode).toBe(401);
    }
    expect((await login("10.0.0.1", "203.0.113.1")).statusCode).toBe(429);
  });
});

describe("a failure on the server's side", () => {
  it("says nothing of the inside, on REST and tRPC", async () => {
    // No database answers: every query fails with a driver error.
    const { app, close } = await offlineApp();
    try {
      const answers = [];
      for (const url of ["/api/auth/login", "/trpc/auth.login"]) {
        const res = await app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json" },
          payload: { email: "a@kerf.test", password: "x" },
        });
        expect(res.statusCode, url).toBe(500);
        expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:1|postgres/i);
        answers.push(res.json());
      }
      const [restAnswer, trpcAnswer] = answers;
      expect(restAnswer).toEqual({
        isError: true,
        message: "Something went wrong on the server. Please try again.",
      });
      expect(trpcAnswer.error.message).toBe("Something went wrong on the server. Please try again.");
    } finally {
      await close();
    }
  });
});
