import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../src/rest/openapi/document";
import { signupCompany } from "./clients";
import { createTestApp, type TestApp } from "./test-app";

// A body that is missing, null or not an object is a client's mistake: every documented route that takes
// a body answers it with a 4xx in the REST envelope, never a 500 (POST /setting/edgeProfile once threw).

/** Saves only the fields given, so an absent body (read as {}) saves none and answers 200, as it always has. */
const ABSENT_IS_EMPTY = new Set(["POST /api/setting/company"]);

describe("every route that takes a body refuses a missing or wrong-kind body with a 4xx", () => {
  let t: TestApp;
  let token: string;
  let routes: { method: string; url: string; mayBe404: boolean }[];
  beforeAll(async () => {
    t = await createTestApp({ mailIntervalMs: 60_000 });
    token = (await signupCompany(t.app)).accessToken;
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as OpenApiDocument;
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, { requestBody?: unknown }>)
        .filter(([, op]) => op.requestBody)
        .map(([method, _op]) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, "no-such-token"),
          // A share link's path names a token: "no such link" (404) is as good an answer as a 400.
          mayBe404: path.includes("{"),
        })),
    );
  });
  afterAll(() => t.close());

  it("finds the routes", () => expect(routes.length).toBeGreaterThan(25));

  it.each([
    ["no body", undefined],
    ["null", "null"],
    ["an array", "[]"],
    ["a string", '"x"'],
    ["a number", "5"],
  ])("%s", async (_kind, payload) => {
    const answers = [];
    for (const { method, url, mayBe404 } of routes) {
      const res = await t.app.inject({
        method: method as "POST",
        url,
        headers: {
          access_token: token,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      answers.push({
        route: `${method} ${url}`,
        status: res.statusCode,
        ok:
          res.statusCode === 400 ||
          (mayBe404 && res.statusCode === 404) ||
          (payload === undefined && ABSENT_IS_EMPTY.has(`${method} ${url}`) && res.statusCode === 200),
      });
    }
    expect(answers.filter((a) => !a.ok)).toEqual([]);
  });
});
