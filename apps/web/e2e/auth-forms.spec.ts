import path from "node:path";
import type { Locator } from "@playwright/test";
import { newCompany, signUpViaApi } from "./support/accounts";
import { fillSignup, leaveTyped, logIn } from "./support/auth-forms";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";

// The login, sign-up and reset forms: their messages, links and limits.

test("an expired reset link shows 'jwt expired' and goes to / after 1.5 seconds", async ({ page }) => {
  // The page's 1.5 s run on Playwright's clock, paused from the moment the answer is sent: only the
  // test moves time, so a busy machine cannot stretch or shrink the wait.
  await page.clock.install();
  // An expired token cannot be made through the API: answer the real call, with the real error's
  // shape, but the expiry message.
  await page.route(/\/trpc\/auth\.verifyResetToken/, async (route) => {
    const response = await route.fetch();
    const payload = await response.json();
    for (const item of [payload].flat()) item.error.message = "jwt expired";
    // A little ahead of the page's clock (which runs until then), well short of the call's 15 s timeout.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
    await route.fulfill({ response, json: payload });
  });

  await page.goto("/forgotPassword?token=an-old-token");
  // Time moves in small steps only until the answer is on the screen (the app's own ticks need it).
  const alert = page.getByRole("alert");
  await expect
    .poll(async () => {
      await page.clock.runFor(5);
      return (await alert.count()) > 0 ? alert.textContent() : null;
    })
    .toBe("jwt expired");
  await page.clock.runFor(1400);
  await expect(page).toHaveURL(/\/forgotPassword\?token=an-old-token$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/login$/);
});

test("a bad reset link shows the server's message and no reset form, only the way to a new link", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/forgotPassword?token=never-issued");
  await expect(page.getByRole("alert")).toHaveText(
    "This password reset link is not valid. Please request a new one.",
  );
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "RESET PASSWORD" })).toHaveCount(0);
  // Only an expired link leaves for / on its own.
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/forgotPassword\?token=never-issued$/);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
});

test("the sign-up form shows each field's message once touched", async ({ page }) => {
  await page.goto("/signup");
  const message = (text: string) => page.getByText(text, { exact: true });

  await page.getByLabel("Company name").focus();
  await page.getByLabel("Company name").press("Tab");
  await expect(message("Company name is required")).toBeVisible();

  // Each field typed wrong, then left: its message shows.
  const wrong: [Locator, string, string][] = [
    [page.getByLabel("Email"), "shop@", "Invalid email address"],
    [page.getByLabel("Phone number"), "98765", "Invalid phone number"],
    [page.getByLabel("Password", { exact: true }), "12345", "Password must be at least 6 characters"],
    [page.getByLabel("Confirm password"), "123456", "Passwords must match"],
    [page.getByLabel("GST number"), "27AAPFU0939F1ZW", "Invalid GST number"],
  ];
  for (const [field, typed, shown] of wrong) await leaveTyped(page, field, typed, shown);

  // Untouched: no message yet; a submit shows it.
  await expect(message("Address is required")).toHaveCount(0);
  await page.getByRole("button", { name: "SIGNUP" }).click();
  await expect(message("Address is required")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await page.screenshot({ path: path.join(RESULTS_DIR, "signup-errors.png") });
});

test("sign-up with an address already registered shows the server's message", async ({ page, request }) => {
  const company = newCompany("taken");
  await signUpViaApi(request, company);

  await page.goto("/signup");
  await fillSignup(page, { ...company, companyName: "Another Shop" });
  await page.getByRole("button", { name: "SIGNUP" }).click();

  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists");
  await expect(page).toHaveURL(/\/signup$/);
});

test("ten failed logins: the 429 message as the server words it, without the Forgot Password link", async ({
  page,
  request,
}) => {
  const company = newCompany("locked");
  await signUpViaApi(request, company);
  for (let i = 0; i < 10; i++) {
    const response = await request.post("/api/auth/login", {
      data: { email: company.email, password: "wrong-password" },
    });
    expect(response.status()).toBe(401);
  }

  await page.goto("/login");
  await logIn(page, company.email, company.password);
  await expect(page.getByRole("alert")).toHaveText(
    /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
  );
  await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveCount(0);
});

test("the login button shows its spinner while the call runs", async ({ page, request }) => {
  const company = newCompany("spinner");
  await signUpViaApi(request, company);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/auth\.login/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto("/login");
  await logIn(page, company.email, company.password);
  const button = page.getByRole("button", { name: /LOGIN/ });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});
