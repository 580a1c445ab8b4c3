import { afterAll, beforeAll } from "vitest";
import { signupCompany } from "./clients";
import { createTestApp, type TestApp } from "./test-app";

/** A test app with two companies signed up: `a` (the default one) and `b` (Rival Glass), by their tokens. */
export async function twoCompanies(): Promise<{ t: TestApp; a: string; b: string }> {
  const t = await createTestApp();
  const a = (await signupCompany(t.app)).accessToken;
  const b = (await signupCompany(t.app, { email: "other@rivalglass.in", companyName: "Rival Glass" }))
    .accessToken;
  return { t, a, b };
}

/** The same for a whole suite: made before its tests, closed after them; read its fields inside the tests. */
export function useTwoCompanies(): { t: TestApp; a: string; b: string } {
  const s = {} as { t: TestApp; a: string; b: string };
  beforeAll(async () => {
    Object.assign(s, await twoCompanies());
  });
  afterAll(() => s.t.close());
  return s;
}
