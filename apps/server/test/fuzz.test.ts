import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../src/services/auth/sessions";
import { appRouter } from "../src/trpc/router";
import { listen, rest, SIGNUP, signupCompany } from "./clients";
import { CPU_TEST_LIMIT_MS, withCpu } from "./cpu";
import { CLEAR, HEADER, LINE, prepareOrder } from "./order-fixture";
import { storedState } from "./stored-state";
import { createTestApp, type TestApp } from "./test-app";

// Every REST path of /api/openapi.json and every tRPC procedure, with and without a token, sent generated
// bodies: wrong types, huge and deep values, NUL and lone surrogates, boundary numbers, impossible dates,
// and valid bodies with one field replaced by such a value. Each answer: no 5xx, nothing stored when
// refused, and within the CPU budget. FUZZ_RUNS sets the bodies per target and token (default 8).

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 13);

const nastyString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udc00y",
    "2026-02-30",
    "0000-01-01",
    "2017-06-30",
    "9999-12-31",
    "2026-11-21T25:61:00Z",
    "1e400",
    "-0",
    "NaN",
    "Infinity",
    "12#9",
    "99999999999999999999.999",
    "27AAPFU0939F1ZV",
    "00000000-0000-0000-0000-000000000000",
    "' OR 1=1 --",
    "%",
    "_",
  ),
  fc.integer({ min: 100, max: 300_000 }).map((n) => "9".repeat(n)),
  fc.integer({ min: 100, max: 200_000 }).map((n) => "a".repeat(n)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.1,
    1e21,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    -(2 ** 31) - 1,
    10_000,
    10_001,
    100_000,
    100_001,
    9_999_999_999.99,
    10_000_000_000,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("\u0000", "\ud800")), tie("value"), {
      maxKeys: 4,
    }),
  ),
}));
const deep = fc.integer({ min: 20, max: 400 }).map((n) => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const wide = fc.integer({ min: 1000, max: 5000 }).map((n) => Array.from({ length: n }, (_, i) => i));

/** A generated body for a target with this valid example: any shape, or the example with one field spoilt. */
function bodyFor(seed: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(seed);
  const spoilt =
    keys.length === 0
      ? value
      : fc
          .tuple(fc.constantFrom(...keys), fc.oneof(value, deep, wide))
          .map(([key, v]) => ({ ...seed, [key]: v }));
  return fc.oneof(
    { arbitrary: spoilt, weight: 4 },
    { arbitrary: value, weight: 2 },
    { arbitrary: deep, weight: 1 },
    { arbitrary: wide, weight: 1 },
  );
}

interface Target {
  name: string;
  /** The request for a generated body, made before the clock starts: serialising it is the client's cost. */
  request(body: unknown, token: string | undefined): InjectOptions;
  seed: Record<string, unknown>;
}

const json = { "content-type": "application/json" };
const auth = (token: string | undefined) => (token ? { access_token: token } : {});

function restTarget(method: string, path: string, seed: Record<string, unknown>): Target {
  return {
    name: `${method.toUpperCase()} ${path}`,
    seed,
    request(body, token) {
      if (method === "get") {
        // A query string holds text: each top-level field as its JSON, or the whole value under "q".
        const entries =
          body && typeof body === "object" && !Array.isArray(body)
            ? Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])
            : [["q", JSON.stringify(body)]];
        const query = new URLSearchParams(entries as [string, string][]).toString();
        return { method: "GET", url: `${path}?${query}`, headers: auth(token) };
      }
      return {
        method: method.toUpperCase() as "POST",
        url: path,
        headers: { ...json, ...auth(token) },
        payload: JSON.stringify(body) ?? "null",
      };
    },
  };
}

function trpcTarget(path: string, type: string, seed: Record<string, unknown>): Target {
  return {
    name: `tRPC ${path}`,
    seed,
    request(body, token) {
      const input = JSON.stringify(body) ?? "null";
      return type === "query"
        ? { method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(input)}`, headers: auth(token) }
        : { method: "POST", url: `/trpc/${path}`, headers: { ...json, ...auth(token) }, payload: input };
    },
  };
}

/**
 * Server CPU of one request. Over budget, it is sent twice more and the least is kept: a garbage
 * collection or a compilation landing in one request is noise; a request that costs that much costs it
 * every time.
 */
async function cpuOf(app: FastifyInstance, options: InjectOptions) {
  const first = await withCpu(() => app.inject(options));
  let cpuMs = first.cpuMs;
  for (let i = 0; i < 2 && cpuMs >= CPU_TEST_LIMIT_MS; i++) {
    cpuMs = Math.min(cpuMs, (await withCpu(() => app.inject(options))).cpuMs);
  }
  return { res: first.result, cpuMs };
}

describe("fuzzing every REST path and tRPC procedure", () => {
  let t: TestApp;
  let user: { userId: string; companyId: string };
  let targets: Target[];
  const worst = { cpuMs: 0, target: "" };
  let tried = 0;
  let serverErrors = 0;

  beforeAll(async () => {
    t = await createTestApp({ mailIntervalMs: 3_600_000, mailTransport: null });
    const url = await listen(t.app);
    const { accessToken, user: detail } = await signupCompany(t.app);
    const { draftId } = await prepareOrder((...args) => rest(t.app, ...args), url, accessToken);
    const session = await t.testDb.db
      .selectFrom("users")
      .select(["id", "companyId"])
      .where("id", "=", detail._id)
      .executeTakeFirstOrThrow();
    user = { userId: session.id, companyId: session.companyId };

    // Valid examples, so that spoiling one field reaches the checks behind the first.
    const line = { draftId, ...LINE };
    const header = { ...HEADER, date: "2026-11-21" };
    const seeds: Record<string, Record<string, unknown>> = {
      "POST /api/auth/signup": { ...SIGNUP, email: "fuzz@kerf.test" },
      "POST /api/auth/login": { email: SIGNUP.email, password: "not-the-password" },
      "POST /api/auth/user": {
        company_name: "X",
        email_id: SIGNUP.email,
        phone_no: "9876543210",
        gstNo: SIGNUP.gstNo,
        address: "Pune",
      },
      "POST /api/auth/updatePassword": { current_password: "not-the-password", new_password: "new-secret-1" },
      "POST /api/auth/verifyEmail": { email: "nobody@kerf.test" },
      "POST /api/auth/forgotPassword": { token: "made-up", newPassword: "new-secret-1" },
      "POST /api/auth/verifyToken": { token: "made-up" },
      "POST /api/setting/material": { ...CLEAR, materialName: "Fuzz" },
      "PATCH /api/setting/material": { ...CLEAR, _id: draftId },
      "POST /api/draft": { customerName: "Fuzz", phoneNo: "9876543210", date: "2026-11-21" },
      "GET /api/draft": { search: "me", page: "1" },
      "POST /api/draft/material": line,
      "PATCH /api/draft/material": { ...line, _id: draftId },
      "GET /api/draft/material": { draftId },
      "POST /api/draft/invoice": { draftId, date: "2026-11-21" },
      "GET /api/draft/invoice": { search: "INV", page: "1" },
      "PATCH /api/draft/invoice": { _id: draftId, customer_name: "X" },
      "tRPC quotes.price": { lines: [LINE], materials: [CLEAR] },
      "tRPC orders.addLine": { customerId: draftId, line: LINE },
      "tRPC orders.saveHeader": { customerId: draftId, header },
      "tRPC invoices.create": { customerId: draftId, date: "2026-11-21" },
      "tRPC customers.create": { customerName: "Fuzz", phoneNo: "9876543210", date: "2026-11-21" },
      "tRPC auth.login": { email: SIGNUP.email, password: "not-the-password" },
      "tRPC auth.signup": { ...SIGNUP, email: "fuzz-trpc@kerf.test" },
    };

    const doc = (await t.app.inject("/api/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    targets = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        targets.push(restTarget(method, path, seeds[name] ?? {}));
      }
    }
    for (const [path, procedure] of Object.entries(appRouter._def.procedures)) {
      const type = (procedure as { _def: { type: string } })._def.type;
      targets.push(trpcTarget(path, type, seeds[`tRPC ${path}`] ?? {}));
    }
    // Warm up: the first call of each target compiles its code; that is not a request's cost.
    for (const target of targets) {
      await t.app.inject(target.request(target.seed, await createSession(t.testDb.db, user)));
    }
  }, 120_000);

  afterAll(async () => {
    console.log(
      `fuzz: ${targets.length} targets, ${tried} requests, ${serverErrors} answers 5xx, worst CPU ${worst.cpuMs.toFixed(1)} ms (${worst.target})`,
    );
    await t.close();
  });

  it("answers every generated body without a 5xx, stores nothing it refuses, and stays within the CPU budget", async () => {
    expect(targets.length).toBeGreaterThan(60);
    for (const [index, target] of targets.entries()) {
      for (const withToken of [false, true]) {
        await fc.assert(
          fc.asyncProperty(bodyFor(target.seed), async (body) => {
            // A fresh session each time: a generated call may log out or change the password.
            const token = withToken ? await createSession(t.testDb.db, user) : undefined;
            const before = await storedState(t.testDb.db);
            const { res, cpuMs } = await cpuOf(t.app, target.request(body, token));
            tried++;
            if (res.statusCode >= 500) serverErrors++;
            if (cpuMs > worst.cpuMs) Object.assign(worst, { cpuMs, target: target.name });
            const context = `${target.name} ${withToken ? "with" : "without"} token: ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, context).toBeLessThan(500);
            if (res.statusCode >= 400) expect(await storedState(t.testDb.db), context).toEqual(before);
            expect(cpuMs, context).toBeLessThan(CPU_TEST_LIMIT_MS);
          }),
          // No shrinking: a failure is reported as generated (its request is in the message).
          { numRuns: RUNS, seed: SEED + index * 2 + Number(withToken), endOnFailure: true, verbose: 0 },
        );
      }
    }
  }, 300_000);
});
