import type { APIRequestContext, Page } from "@playwright/test";
import { type CompanySession, signUpCompany } from "./company";
import { expect } from "./server";
import { seedLoggedIn } from "./session";

// What the dashboard specs (dashboard*.spec.ts, http-errors.spec.ts) share.

export type Company = CompanySession;

export const signUp = (request: APIRequestContext, companyName: string): Promise<Company> =>
  signUpCompany(request, { companyName, prefix: "dashboard", address: "Plot 7, MIDC, Andheri East, Mumbai" });

/** Opens /dashboard logged in as `company`. */
export async function openDashboard(page: Page, company: Company) {
  await seedLoggedIn(page, { isRegistered: true, accessToken: company.accessToken, user: company.user });
  await page.goto("/dashboard");
}

export async function addThroughApi(
  request: APIRequestContext,
  company: Company,
  customerName: string,
  phoneNo: string,
) {
  const response = await request.post("/api/draft", {
    headers: { access_token: company.accessToken },
    data: { customerName, phoneNo, date: new Date().toISOString() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Today in India as the table shows it by default (DD-MM-YYYY). */
export function todayDdMmYyyy(): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("day")}-${part("month")}-${part("year")}`;
}

export const table = (page: Page) => page.getByRole("table");
export const bodyRows = (page: Page) => table(page).locator("tbody tr");
/** The Customer column of every row shown, top to bottom. */
export const namesShown = (page: Page) => bodyRows(page).locator("td:first-child");
export const dialog = (page: Page) => page.getByRole("dialog", { name: "Create Customer" });
/** The dialog element itself has no box (its panel is fixed-positioned): look for its title. */
export const dialogTitle = (page: Page) => dialog(page).getByRole("heading", { name: "Create Customer" });

export async function addThroughDialog(page: Page, customerName: string, phoneNo: string) {
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await dialog(page).getByLabel("Customer name").fill(customerName);
  await dialog(page).getByLabel("Phone No").fill(phoneNo);
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialog(page)).toBeHidden();
  // The closed dialog hands focus back to Add once its transition ends; typing elsewhere before that
  // would lose the keys that follow.
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeFocused();
  await expect(namesShown(page).first()).toHaveText(customerName);
}
