import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMALL_BODY_LIMIT } from "../src/http/small-body";
import { listen, SIGNUP, signupCompany } from "./clients";
import { CPU_BUDGET_MS, withCpu } from "./cpu";
import { storedState } from "./stored-state";
import { createTestApp, type TestApp } from "./test-app";

// Issue 13 point 3: a body cannot buy more than ~50 ms of CPU. Unauthenticated paths take 16 KB; no
// object may hold more than 500 keys (JSON.parse of 50,000 distinct keys alone costs ~80 ms).

const json = { "content-type": "application/json" };
const TOO_LARGE = "Request body is too large";
const TOO_MANY_FIELDS = "Too many fields in one object";
/** A body of just over SMALL_BODY_LIMIT bytes that is otherwise a good signup. */
const overSmallLimit = JSON.stringify({ ...SIGNUP, address: "x".repeat(SMALL_BODY_LIMIT) });
const withKeys = (keys: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ ...extra, ...Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])) });

describe("request bodies that buy CPU", () => {
  let t: TestApp;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ mailIntervalMs: 60_000 });
    url = await listen(t.app);
    token = (await signupCompany(t.app)).accessToken;
  });
  afterAll(() => t.close());

  /** Injects, asserts `status`, nothing stored and the CPU budget; answers the parsed body. */
  /** A POST of the body just over the small limit to `url`, with company's session or without. */
  const overLimit = (url: string, withSession: boolean): InjectOptions => ({
    method: "POST",
    url,
    headers: withSession ? { ...json, access_token: token } : json,
    payload: overSmallLimit,
  });

  async function refused(status: number, request: InjectOptions) {
    const before = await storedState(t.testDb.db);
    const { result, cpuMs } = await withCpu(() => t.app.inject(request));
    expect(result.statusCode, result.body.slice(0, 300)).toBe(status);
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
    expect(await storedState(t.testDb.db)).toEqual(before);
    return result.json();
  }

  describe("unauthenticated paths take at most 16 KB", () => {
    it("answers 413 in the envelope on every unauthenticated REST path", async () => {
      for (const path of ["login", "signup", "verifyEmail", "forgotPassword", "verifyToken"]) {
        const body = await refused(413, overLimit(`/api/auth/${path}`, false));
        expect(body, path).toEqual({ isError: true, message: TOO_LARGE });
      }
    });

    it("still reads a body just under 16 KB there, and over 16 KB on an authenticated REST path", async () => {
      const under = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: JSON.stringify({ email: "x@kerf.test", password: "p".repeat(SMALL_BODY_LIMIT - 100) }),
      });
      expect(under.statusCode).not.toBe(413);
      const authed = await t.app.inject(overLimit("/api/auth/user", true));
      expect(authed.statusCode).toBe(400);
    });

    it("answers tRPC without a session 413 as for the 1 MB limit, and any call to an auth procedure", async () => {
      const expected = { statusCode: 413, error: "FST_ERR_CTP_BODY_TOO_LARGE", message: TOO_LARGE };
      const noSession = await refused(413, overLimit("/trpc/customers.create", false));
      expect(noSession).toEqual(expected);
      for (const path of ["auth.signup", "auth.login?batch=1", "customers.create,auth.login?batch=1"]) {
        const withSession = await refused(413, overLimit(`/trpc/${path}`, true));
        expect(withSession, path).toEqual(expected);
      }
      // With a session, other procedures keep the 1 MB limit.
      const authed = await t.app.inject(overLimit("/trpc/customers.create", true));
      expect(authed.statusCode).toBe(400);
    });

    it("refuses a chunked tRPC body without a session as it streams in", async () => {
      const before = await storedState(t.testDb.db);
      const bytes = new TextEncoder().encode(overSmallLimit);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
          controller.close();
        },
      });
      const res = await fetch(`${url}/trpc/auth.signup`, {
        method: "POST",
        headers: json,
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ statusCode: 413, message: TOO_LARGE });
      expect(await storedState(t.testDb.db)).toEqual(before);
    });
  });

  describe("no object holds more than 500 keys", () => {
    it("answers 400 on REST before parsing, signed in or not, within the CPU budget", async () => {
      const login = await refused(400, {
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: withKeys(501, { email: "owner@sharmaglass.in", password: "secret123" }),
      });
      expect(login).toEqual({ isError: true, message: TOO_MANY_FIELDS });
      const fiftyThousand = withKeys(50_000, { customerName: "Mehta Interiors" });
      const customer = await refused(400, {
        method: "POST",
        url: "/api/draft",
        headers: { ...json, access_token: token },
        payload: fiftyThousand,
      });
      expect(customer).toEqual({ isError: true, message: TOO_MANY_FIELDS });
    });

    it("answers 400 on tRPC with the message on the call, within the CPU budget", async () => {
      const body = await refused(400, {
        method: "POST",
        url: "/trpc/customers.create",
        headers: { ...json, access_token: token },
        payload: withKeys(50_000, { name: "Mehta Interiors" }),
      });
      expect(body.error.message).toBe(TOO_MANY_FIELDS);
      expect(body.error.data.httpStatus).toBe(400);
      const batched = await refused(400, {
        method: "POST",
        url: "/trpc/auth.login?batch=1",
        headers: json,
        payload: JSON.stringify({ "0": JSON.parse(withKeys(501, { email: "a@b.in", password: "x" })) }),
      });
      expect(batched[0].error.message).toBe(TOO_MANY_FIELDS);
    });

    it("still takes an object of exactly 500 keys to the schema", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: withKeys(498, { email: "owner@sharmaglass.in", password: "wrong-password" }),
      });
      expect(res.statusCode).not.toBe(400);
      expect(res.json().message).not.toBe(TOO_MANY_FIELDS);
    });
  });
});
