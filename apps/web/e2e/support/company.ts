import type { APIRequestContext } from "@playwright/test";
import { expect } from "./server";

/** A signed-up company's session as the REST API answers it. */
export type CompanySession = { accessToken: string; user: Record<string, unknown> };

let companies = 0;

/** Signs a company up through the REST API, with an address unique to this run and `prefix`. */
export async function signUpCompany(
  request: APIRequestContext,
  { companyName, prefix, address }: { companyName: string; prefix: string; address: string },
): Promise<CompanySession> {
  companies += 1;
  const response = await request.post("/api/auth/signup", {
    data: {
      companyName,
      email: `${prefix}-${Date.now()}-${companies}@e2e.kerf.test`,
      password: "secret123",
      phoneNumber: "9876543210",
      gstNo: "27AAPFU0939F1ZV",
      address,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as CompanySession;
  return { accessToken: body.accessToken, user: body.user };
}
