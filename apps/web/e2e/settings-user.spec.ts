import path from "node:path";
import type { Page } from "@playwright/test";
import { newCompany, signUpViaApi, storeSession, trpcCall, unexpectedErrors } from "./support/accounts";
import { leaveTyped } from "./support/auth-forms";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors, STATE_KEY } from "./support/session";

const profile = (page: Page) => page.getByRole("region", { name: "Company profile" });
const passwordCard = (page: Page) => page.getByRole("region", { name: "Change password" });

test("the company profile: prefilled, validated, saved and kept after a reload", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const company = newCompany("profile");
  const session = await signUpViaApi(request, company);
  await storeSession(page, session);

  await page.goto("/settings/user");
  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText("USER");
  const form = profile(page);
  await expect(form.getByLabel("Company name")).toHaveValue(company.companyName);
  await expect(form.getByLabel("Email")).toHaveValue(company.email);
  await expect(form.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(form.getByLabel("Phone number")).toHaveValue(company.phoneNumber);
  await expect(form.getByLabel("GST number")).toHaveValue(company.gstNo);
  await expect(form.getByLabel("Address")).toHaveValue(company.address);

  // The rules of the registration, once a field is touched.
  await leaveTyped(form, form.getByLabel("Company name"), "", "Company name is required");
  await leaveTyped(form, form.getByLabel("Phone number"), "12345", "Invalid phone number");
  await leaveTyped(form, form.getByLabel("GST number"), "27AAPFU0939F1ZW", "Invalid GST number");

  await form.getByLabel("Company name").fill("Sharma Glass & Mirrors");
  await form.getByLabel("Phone number").fill("9123456780");
  await form.getByLabel("GST number").fill("29aagcb7383j1z4");
  await form.getByLabel("Address").fill("7 Peenya Industrial Estate\nBengaluru 560058");
  await form.getByRole("button", { name: "Save profile" }).click();

  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  // The toast in place for the picture: mounted, and its slide-in finished by the screenshot itself.
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Profile updated successfully" }),
  ).toHaveAttribute("data-mounted", "true");
  await page.screenshot({ path: path.join(RESULTS_DIR, "settings-user.png"), animations: "disabled" });
  // The session's copy follows: the dashboard greets the new name.
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), STATE_KEY);
  expect(stored.user).toMatchObject({ company_name: "Sharma Glass & Mirrors", gstNo: "29AAGCB7383J1Z4" });

  await page.reload();
  await expect(form.getByLabel("Company name")).toHaveValue("Sharma Glass & Mirrors");
  await expect(form.getByLabel("Phone number")).toHaveValue("9123456780");
  await expect(form.getByLabel("GST number")).toHaveValue("29AAGCB7383J1Z4");
  await expect(form.getByLabel("Address")).toHaveValue("7 Peenya Industrial Estate\nBengaluru 560058");
  await expect(form.getByLabel("Email")).toHaveValue(company.email);

  // What the server holds, not only what this browser remembers.
  const me = await (await trpcCall(request, "auth.me", session.accessToken, undefined, "query")).json();
  expect(me.result.data).toMatchObject({ company_name: "Sharma Glass & Mirrors", phone_no: "9123456780" });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText(
    "Welcome Sharma Glass & Mirrors",
  );
  expect(unexpectedErrors(errors)).toEqual([]);
});

test("the password change: rules, a wrong current password, then the new password logs in", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const company = newCompany("password");
  await storeSession(page, await signUpViaApi(request, company));
  // Another browser of the same account: the change ends its session.
  const other = await (
    await request.post("/api/auth/login", {
      data: { email: company.email, password: company.password },
    })
  ).json();

  await page.goto("/settings/user");
  const form = passwordCard(page);
  const current = form.getByLabel("Current password", { exact: true });
  const next = form.getByLabel("New password", { exact: true });
  const confirm = form.getByLabel("Confirm new password", { exact: true });

  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Current password is required", { exact: true })).toBeVisible();
  await expect(form.getByText("Password must be at least 8 characters", { exact: true })).toBeVisible();

  await next.fill("short");
  await next.press("Tab");
  await expect(form.getByText("Password must be at least 8 characters", { exact: true })).toBeVisible();
  await next.fill("longer-secret-2");
  await confirm.fill("longer-secret-3");
  await confirm.press("Tab");
  await expect(form.getByText("Passwords must match", { exact: true })).toBeVisible();

  // A wrong current password: the server's message under that field.
  await current.fill("not-the-password");
  await confirm.fill("longer-secret-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Current password is incorrect", { exact: true })).toBeVisible();

  await current.fill(company.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed successfully")).toBeVisible();
  // The form starts over.
  for (const field of [current, next, confirm]) await expect(field).toHaveValue("");
  await expect(form.getByText("Current password is incorrect")).toHaveCount(0);

  // This session stays, the other one is over.
  await page.reload();
  await expect(page).toHaveURL(/\/settings\/user$/);
  expect((await trpcCall(request, "auth.me", other.data.accessToken, undefined, "query")).status()).toBe(401);

  // Log out and in again with the new password.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(company.email);
  await page.getByLabel("Password", { exact: true }).fill(company.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Invalid email or password/);
  await page.getByLabel("Password", { exact: true }).fill("longer-secret-2");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(unexpectedErrors(errors)).toEqual([]);
});
