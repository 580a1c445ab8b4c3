import type { APIRequestContext, Page } from "@playwright/test";
import { seedStateOnce } from "./session";

/** A valid GSTIN (Maharashtra) for sign-ups. */
export const GSTIN = "27AAPFU0939F1ZV";

let counter = 0;

/** An address no other test of this worker's server has used. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.in`;
}

export type SignupInput = {
  companyName: string;
  email: string;
  password: string;
  phoneNumber: string;
  gstNo: string;
  address: string;
};

export type AuthResult = { accessToken: string; user: Record<string, string>; isRegistered: boolean };

export function newCompany(prefix: string, overrides: Partial<SignupInput> = {}): SignupInput {
  return {
    companyName: "Sharma Glass Works",
    email: uniqueEmail(prefix),
    password: "secret1",
    phoneNumber: "9876543210",
    gstNo: GSTIN,
    address: "14 Industrial Area, Phase 2\nPune 411019",
    ...overrides,
  };
}

/** Signs up through the REST API; answers the envelope's data: { accessToken, user, isRegistered }. */
export async function signUpViaApi(request: APIRequestContext, input: SignupInput): Promise<AuthResult> {
  const response = await request.post("/api/auth/signup", { data: input });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).data as AuthResult;
}

/** Calls a tRPC procedure over plain HTTP, as another browser of the same account would. */
export function trpcCall(
  request: APIRequestContext,
  path: string,
  token: string | null,
  input?: unknown,
  method: "query" | "mutation" = "mutation",
) {
  const headers = token ? { access_token: token } : undefined;
  return method === "query"
    ? request.get(`/trpc/${path}`, { headers })
    : request.post(`/trpc/${path}`, { headers, data: input ?? {} });
}

/** Opens the page with a real session in local storage, once per tab (reloads and logouts then behave). */
export async function storeSession(page: Page, result: AuthResult) {
  const value = JSON.stringify({
    isLogin: true,
    isRegistered: result.isRegistered,
    accessToken: result.accessToken,
    user: result.user,
  });
  await seedStateOnce(page, "kerf.e2e.session", value);
}

/** Console errors other than the browser's own line for a refused call (a 4xx the test caused on purpose). */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );
}
