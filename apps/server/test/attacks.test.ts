import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, SIGNUP, signupCompany, trpcClient } from "./clients";
import { CPU_TEST_LIMIT_MS, withCpu } from "./cpu";
import { CLEAR, LINE, prepareOrder, type RestCall } from "./order-fixture";
import { storedState } from "./stored-state";
import { createTestApp, type TestApp } from "./test-app";

// Each attack of issue 13, replayed. The outbox page (/dev/mail) is attacked in src/http/dev-mail.test.ts,
// production without SMTP_URL and several processes in multi-process.test.ts, sessions' 30 days in
// src/services/auth/sessions.test.ts.

const HUGE_SIZE = "7".repeat(400_000);

describe("attacks on one server", () => {
  let t: TestApp;
  let url: string;
  let token: string;
  let draftId: string;
  beforeAll(async () => {
    t = await createTestApp({ mailIntervalMs: 60_000 });
    url = await listen(t.app);
    token = (await signupCompany(t.app)).accessToken;
    ({ draftId } = await prepareOrder((...args) => rest(t.app, ...args), url, token));
  });
  afterAll(() => t.close());

  /** Sends a request and asserts it was refused with `status`, stored nothing and stayed in budget. */
  async function refused(status: number, send: () => ReturnType<RestCall>) {
    const before = await storedState(t.testDb.db);
    const { result, cpuMs } = await withCpu(send);
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(status);
    expect(cpuMs).toBeLessThan(CPU_TEST_LIMIT_MS);
    expect(await storedState(t.testDb.db)).toEqual(before);
    return result.body;
  }

  describe("lockout bypass", () => {
    it("counts guesses sent in one tRPC batch, and refuses a batch of more than 10 calls", async () => {
      const email = "batched@kerf.test";
      await signupCompany(t.app, { email });
      const batch = (n: number, password: (i: number) => string) =>
        t.app.inject({
          method: "POST",
          url: `/trpc/${Array(n).fill("auth.login").join(",")}?batch=1`,
          headers: { "content-type": "application/json" },
          payload: Object.fromEntries(
            Array.from({ length: n }, (_, i) => [i, { email, password: password(i) }]),
          ),
        });
      const tooBig = await batch(11, (i) => `g-${i}`);
      expect(tooBig.statusCode).toBe(400);
      const answers = (await Promise.all([0, 1, 2].map((b) => batch(10, (i) => `g-${b}-${i}`)))).flatMap(
        (res) => res.json() as { error?: { data: { httpStatus: number } } }[],
      );
      const statuses = answers.map((a) => a.error?.data.httpStatus);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      const right = await rest(t.app, "POST", "/auth/login", { email, password: SIGNUP.password });
      expect(right.status).toBe(429);
    });

    it("counts 40 wrong logins sent at once: 10 passwords checked, then 429 even for the right one", async () => {
      const email = "parallel@kerf.test";
      await signupCompany(t.app, { email });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          rest(t.app, "POST", "/auth/login", { email, password: `guess-${i}` }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      const right = await rest(t.app, "POST", "/auth/login", { email, password: SIGNUP.password });
      expect(right.status).toBe(429);
      expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    });
  });

  describe("one request stalls the server", () => {
    it("refuses a size of 400,000 digits at once, by its length, and stores nothing", async () => {
      const body = await refused(400, () =>
        rest(t.app, "POST", "/draft/material", { draftId, ...LINE, widthForDisplay: HUGE_SIZE }, token),
      );
      expect(body.errors).toEqual({ widthForDisplay: "Must be at most 16 characters" });
      await refused(400, async () => {
        const res = await t.app.inject({
          method: "POST",
          url: "/trpc/quotes.price",
          headers: { "content-type": "application/json", access_token: token },
          payload: { lines: [{ ...LINE, lengthForDisplay: HUGE_SIZE }] },
        });
        return { status: res.statusCode, body: res.json() };
      });
    });

    it("refuses a body over 1 MB with 413, on REST and tRPC", async () => {
      const big = JSON.stringify({ email: `${"a".repeat(1024 * 1024)}@x.in`, password: "x" });
      for (const target of ["/api/auth/login", "/trpc/auth.login"]) {
        const res = await t.app.inject({
          method: "POST",
          url: target,
          headers: { "content-type": "application/json" },
          payload: big,
        });
        expect(res.statusCode, target).toBe(413);
      }
    });
  });

  describe("500s from input", () => {
    it("refuses NUL bytes and lone surrogates in any string with a 400 naming the field", async () => {
      const nul = await refused(400, () =>
        rest(t.app, "POST", "/auth/signup", {
          ...SIGNUP,
          email: "nul@kerf.test",
          companyName: "Sharma\u0000",
        }),
      );
      expect(nul.errors).toEqual({
        companyName: expect.stringContaining("companyName contains a character"),
      });
      const surrogate = await refused(400, () =>
        rest(
          t.app,
          "POST",
          "/draft",
          { customerName: "Mehta \ud800", phoneNo: "9876543210", date: "2026-11-21" },
          token,
        ),
      );
      expect(surrogate.message).toMatch(/^customerName contains a character that is not allowed/);
      const key = await refused(400, () =>
        rest(t.app, "POST", "/setting/material", { ...CLEAR, materialName: "X", "\udc00": 1 }, token),
      );
      expect(Object.keys(key.errors)).toEqual(["\udc00"]);
      const trpc = await trpcClient(url, token)
        .customers.create.mutate({ customerName: "\u0000", phoneNo: "9876543210", date: "2026-11-21" })
        .catch((e) => e);
      expect(trpc.data).toMatchObject({ httpStatus: 400, fieldErrors: { customerName: expect.any(String) } });
    });

    it("refuses a login e-mail of thousands of characters by its length", async () => {
      const body = await refused(400, () =>
        rest(t.app, "POST", "/auth/login", { email: `${"a".repeat(5000)}@kerf.test`, password: "x" }),
      );
      expect(body.errors).toEqual({ email: "Must be at most 254 characters" });
    });

    it("refuses general settings with a rounding step or minimum area its column cannot hold", async () => {
      const current = (await rest(t.app, "GET", "/setting/general", undefined, token)).body.data;
      const save = (pricingSettings: object) => () =>
        rest(
          t.app,
          "POST",
          "/setting/general",
          { ...current, pricingSettings: { ...current.pricingSettings, ...pricingSettings } },
          token,
        );
      expect((await refused(400, save({ roundingStep: "99999999" }))).message).toBe(
        "Rounding step must be at most 1000 inches",
      );
      expect((await refused(400, save({ minAreaPerPiece: 1e300 }))).message).toBe(
        "Minimum area must be at most 10000 sq ft",
      );
    });

    it("refuses invoice dates that are not calendar days or are outside 2017-07-01 to a year ahead", async () => {
      for (const [date, message] of [
        ["2026-02-30", "Invalid date"],
        ["0000-01-01", "Date must be on or after 01-07-2017"],
        ["2017-06-30", "Date must be on or after 01-07-2017"],
        ["2999-01-01", "Date must be at most one year from today"],
        ["2026-13-01", "Invalid date"],
      ] as const) {
        const body = await refused(400, () =>
          rest(t.app, "POST", "/draft/invoice", { draftId, date }, token),
        );
        expect(body.message, date).toBe(message);
      }
    });

    it("refuses an order whose figures would overflow the invoice's money columns; an accepted one invoices", async () => {
      const dear = { ...CLEAR, materialName: "Dear", materialRate: "9999999999.99" };
      expect((await rest(t.app, "POST", "/setting/material", dear, token)).status).toBe(201);
      const line = {
        ...LINE,
        materialType: "Dear",
        widthForDisplay: "10000",
        lengthForDisplay: "10000",
        quantity: 100000,
      };
      const body = await refused(400, () =>
        rest(t.app, "POST", "/draft/material", { draftId, ...line }, token),
      );
      expect(body.message).toBe("The order's total must be less than ₹1,00,00,00,00,000");
      // The biggest line that fits is accepted, and then always invoices (amount in words included).
      const fits = { ...line, quantity: 1, widthForDisplay: "100", lengthForDisplay: "100" };
      expect((await rest(t.app, "POST", "/draft/material", { draftId, ...fits }, token)).status).toBe(201);
      const invoice = await rest(t.app, "POST", "/draft/invoice", { draftId }, token);
      expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
      expect(invoice.body.data.snapshot.totals.amountInWords).toMatch(/^Rupees .* Crore .* Only$/);
    });

    it("refuses a body that is null, an array, a string or a number with 400 on every REST path with a body", async () => {
      const doc = (await t.app.inject("/api/openapi.json")).json() as {
        paths: Record<string, Record<string, { requestBody?: unknown }>>;
      };
      let tried = 0;
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          if (!op.requestBody) continue;
          for (const payload of ["null", "[]", '"text"', "42", "true"]) {
            const res = await t.app.inject({
              method: method.toUpperCase() as "POST",
              url: path,
              headers: { "content-type": "application/json", access_token: token },
              payload,
            });
            expect(res.statusCode, `${method} ${path} ${payload}`).toBe(400);
            tried++;
          }
        }
      }
      expect(tried).toBeGreaterThan(50);
    });

    it("prices the largest quote the bounds allow, with its amount in words", async () => {
      const { result, cpuMs } = await withCpu(() =>
        trpcClient(url, token).quotes.price.mutate({
          settings: { roundingStep: "1000", minAreaPerPiece: "10000" },
          materials: [
            {
              ...CLEAR,
              materialRate: "9999999999.99",
              cuttingRate: "9999999999.99",
              materialGst: "100",
              materialWastage: "100",
            },
          ],
          lines: Array.from({ length: 50 }, () => ({
            ...LINE,
            widthForDisplay: "10000",
            lengthForDisplay: "10000",
            quantity: 100000,
            multiplier: "1000",
          })),
        }),
      );
      expect(result.totals.amountInWords).toMatch(/^Rupees .* Only$/);
      expect(cpuMs).toBeLessThan(CPU_TEST_LIMIT_MS * 4);
    });
  });
});
