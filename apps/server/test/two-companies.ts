import { afterAll, beforeAll } from "vitest";
import { rest, signupCompany } from "./clients";
import { createTestApp, type TestApp } from "./test-app";

/** A test app with two companies signed up: `a` (the default one) and `b` (Rival Glass), by their tokens. */
export async function twoCompanies(): Promise<{ t: TestApp; a: string; b: string }> {
  const t = await createTestApp();
  const a = (await signupCompany(t.app)).accessToken;
  const b = (await signupCompany(t.app, { email: "other@rivalglass.in", companyName: "Rival Glass" }))
    .accessToken;
  return { t, a, b };
}

type Call = (method: Parameters<typeof rest>[1], path: string, body?: unknown) => ReturnType<typeof rest>;

/**
 * The same for a whole suite: made before its tests, closed after them; read its fields inside the tests.
 * `asA` and `asB` are REST calls with each company's token.
 */
export function useTwoCompanies(): { t: TestApp; a: string; b: string; asA: Call; asB: Call } {
  const s = {
    asA: (method, path, body) => rest(s.t.app, method, path, body, s.a),
    asB: (method, path, body) => rest(s.t.app, method, path, body, s.b),
  } as { t: TestApp; a: string; b: string; asA: Call; asB: Call };
  beforeAll(async () => {
    Object.assign(s, await twoCompanies());
  });
  afterAll(() => s.t.close());
  return s;
}
