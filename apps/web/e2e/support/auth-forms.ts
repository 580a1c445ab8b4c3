import type { Locator, Page } from "@playwright/test";
import type { SignupInput } from "./accounts";
import { expect } from "./server";

// What the auth specs (auth-*.spec.ts) type into the login and sign-up forms.

export async function fillSignup(page: Page, company: SignupInput, confirmPassword = company.password) {
  await page.getByLabel("Company name").fill(company.companyName);
  await page.getByLabel("Email").fill(company.email);
  await page.getByLabel("Phone number").fill(company.phoneNumber);
  await page.getByLabel("Password", { exact: true }).fill(company.password);
  await page.getByLabel("Confirm password").fill(confirmPassword);
  await page.getByLabel("Address").fill(company.address);
  await page.getByLabel("GST number").fill(company.gstNo);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
}

/** Types into a field of `form` and leaves it (Tab): the form shows exactly `message`. */
export async function leaveTyped(form: Page | Locator, field: Locator, typed: string, message: string) {
  await field.fill(typed);
  await field.press("Tab");
  await expect(form.getByText(message, { exact: true })).toBeVisible();
}
