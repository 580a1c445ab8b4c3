import type { APIRequestContext, Page, Route } from "@playwright/test";
import { type AuthResult, newCompany, signUpViaApi, storeSession } from "./accounts";
import { expect } from "./server";

// What http-errors.spec.ts provokes and looks for: the app's messages for each kind of failure, the
// Create Customer dialog it types into, and a refusal answered in tRPC's own shape.

export const UNREACHABLE = "Could not reach the server. Check your connection and try again.";
export const UNREADABLE = "The server's answer could not be read. Reload the page to see what was saved.";
export const SERVER_FAULT = "Something went wrong on the server. Please try again in a moment.";
export const SESSION_ENDED = "Your session has ended. Please log in again.";

export const errorToasts = (page: Page) => page.locator("[data-sonner-toast][data-type='error']");
export const dialog = (page: Page) => page.getByRole("dialog", { name: "Create Customer" });
/** The dialog element has no box of its own (its panel is fixed-positioned): its title shows it is open. */
export const dialogTitle = (page: Page) => dialog(page).getByRole("heading", { name: "Create Customer" });
/** Every tRPC call; a batch names its procedures in the path (/trpc/customers.list,settings.general.get). */
export const TRPC = /\/trpc\//;
export const procedure = (name: string) => new RegExp(`/trpc/[^?]*${name.replaceAll(".", "\\.")}`);

/** Uncaught exceptions only: the browser itself logs every refused or aborted request as a console error. */
export function collectUncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A company signed up through the API, its session stored, /dashboard open with its list loaded. */
export async function openDashboard(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<AuthResult> {
  const session = await signUpViaApi(request, newCompany(prefix));
  await storeSession(page, session);
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeVisible();
  await expect(page.getByText("Loading customers")).toHaveCount(0);
  return session;
}

export async function fillNewCustomer(page: Page) {
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await dialog(page).getByLabel("Customer name").fill("Oberoi Glass House");
  await dialog(page).getByLabel("Phone No").fill("9000000001");
}

export async function expectTypedTextKept(page: Page) {
  await expect(dialogTitle(page)).toBeVisible();
  await expect(dialog(page).getByLabel("Customer name")).toHaveValue("Oberoi Glass House");
  await expect(dialog(page).getByLabel("Phone No")).toHaveValue("9000000001");
}

/** Answers a tRPC batch as the server refuses: one error per procedure named in the path. */
export function refuse(route: Route, status: number, code: string, message: string) {
  const paths = new URL(route.request().url()).pathname.replace(/^\/trpc\//, "").split(",");
  return route.fulfill({
    status,
    json: paths.map((p) => ({
      error: { message, code: -32000, data: { code, httpStatus: status, path: p, fieldErrors: null } },
    })),
  });
}
