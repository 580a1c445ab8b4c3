import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { newCompany, type SignupInput, signUpViaApi, trpcCall, unexpectedErrors } from "./support/accounts";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors, STATE_KEY } from "./support/session";

const REQUEST_SENT = "Request sent successfully. Please check your email for a password reset.";

function storedState(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), STATE_KEY);
}

/**
 * The settings the app loads over tRPC, as the server answered them, by procedure ("settings.general.get").
 * They live in React Query's cache only, so the answers are what the screens are given.
 */
// biome-ignore lint/suspicious/noExplicitAny: the JSON answers of three procedures, read as the tests need.
type Answers = Record<string, any>;

function recordSettingsLoads(page: Page): Answers {
  const loaded: Answers = {};
  page.on("response", async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith("/trpc/")) return;
    const procedures = pathname.slice("/trpc/".length).split(",");
    if (!procedures.some((p) => p.startsWith("settings."))) return;
    const body = await response.json().catch(() => null);
    const results = Array.isArray(body) ? body : [body];
    procedures.forEach((procedure, i) => {
      loaded[procedure] = results[i]?.result?.data;
    });
  });
  return loaded;
}

async function fillSignup(page: Page, company: SignupInput, confirmPassword = company.password) {
  await page.getByLabel("Company name").fill(company.companyName);
  await page.getByLabel("Email").fill(company.email);
  await page.getByLabel("Phone number").fill(company.phoneNumber);
  await page.getByLabel("Password", { exact: true }).fill(company.password);
  await page.getByLabel("Confirm password").fill(confirmPassword);
  await page.getByLabel("Address").fill(company.address);
  await page.getByLabel("GST number").fill(company.gstNo);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
}

/**
 * The path of the reset link in the newest reset mail to `email` (the outbox has no SMTP behind it). The
 * request is queued and the mail made by the server's mail worker, so it is waited for.
 */
async function resetLinkFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  let mails: { to: string; text: string }[] = [];
  let mail: { to: string; text: string } | undefined;
  for (let tries = 0; tries < 50 && !mail; tries++) {
    if (tries > 0) await new Promise((r) => setTimeout(r, 100));
    mails = (await (await request.get("/dev/mail.json")).json()) as { to: string; text: string }[];
    mail = mails.find((m) => m.to === email && m.text.includes("/forgotPassword?token="));
  }
  const url = mail?.text.match(/https?:\/\/\S+\/forgotPassword\?token=[\w%.-]+/)?.[0];
  if (!url) throw new Error(`no reset link mailed to ${email}: ${JSON.stringify(mails.map((m) => m.to))}`);
  // APP_URL may name another host (localhost:PORT): open the same path on this test's server.
  const { pathname, search } = new URL(url);
  return pathname + search;
}

test("sign up, log out, fail a login, reset the password by e-mail, log in again", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const loads = recordSettingsLoads(page);
  const company = newCompany("journey");
  const banner = page.getByRole("banner").getByRole("heading", { level: 1 });

  // Sign up; Enter in a field submits this form.
  await page.goto("/signup");
  await fillSignup(page, company);
  await page.screenshot({ path: path.join(RESULTS_DIR, "signup-filled.png") });
  await page.getByLabel("GST number").press("Enter");

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toHaveText(`Welcome ${company.companyName}`);
  const afterSignup = await storedState(page);
  expect(afterSignup).toMatchObject({
    isLogin: true,
    isRegistered: true,
    user: { company_name: company.companyName, email_id: company.email, phone_no: company.phoneNumber },
  });
  // The settings were loaded on the way in: the 9 default edge selections, the default common setting.
  await expect.poll(() => loads["settings.edgeProfiles.list"]?.edgeSelections?.length).toBe(9);
  expect(loads["settings.general.get"].commonSetting.cuttingRateType).toMatchObject({ value: "sqFt" });
  const signupToken: string = afterSignup.accessToken;

  // Logout ends the session on the server too, and clears local storage.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await trpcCall(request, "auth.me", signupToken, undefined, "query")).status()).toBe(401);

  // A wrong password: the server's message and, for this message only, the Forgot Password link.
  await logIn(page, company.email, "not-my-password");
  await expect(page.getByRole("alert")).toHaveText(/Invalid email or password/);
  const forgot = page.getByRole("link", { name: "Forgot Password?" });
  await expect(forgot).toBeVisible();
  await page.screenshot({ path: path.join(RESULTS_DIR, "login-failed.png") });

  // Ask for the reset mail.
  await forgot.click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
  await page.getByLabel("Email").fill(company.email);
  await page.getByRole("button", { name: "SEND RESET LINK" }).click();
  await expect(page.getByText(REQUEST_SENT, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(RESULTS_DIR, "forgot-sent.png") });

  // Open the mailed link and choose a new password.
  await page.goto(await resetLinkFromOutbox(request, company.email));
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await page.getByLabel("New password").fill("brand-new-1");
  await page.getByLabel("Confirm password").fill("brand-new-1");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.screenshot({ path: path.join(RESULTS_DIR, "reset.png") });
  await page.getByRole("button", { name: "RESET PASSWORD" }).click();
  await expect(page.getByText("Password reset successful", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password is gone; the new one opens the dashboard.
  await logIn(page, company.email, company.password);
  await expect(page.getByRole("alert")).toHaveText(/Invalid email or password/);
  await logIn(page, company.email, "brand-new-1");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toHaveText(`Welcome ${company.companyName}`);
  expect(await storedState(page)).toMatchObject({ isLogin: true, isRegistered: false });

  expect(unexpectedErrors(errors)).toEqual([]);
});

test("login loads the material options, edge profiles and selections, and general settings", async ({
  page,
  request,
}) => {
  const company = newCompany("loads");
  const { accessToken } = await signUpViaApi(request, company);
  const material = {
    materialName: "Clear 8mm",
    materialRate: "120",
    cuttingRate: "15",
    materialGst: "18",
    materialWastage: "5",
  };
  expect((await trpcCall(request, "settings.materials.create", accessToken, material)).ok()).toBe(true);
  const general = (
    await (await trpcCall(request, "settings.general.get", accessToken, undefined, "query")).json()
  ).result.data;
  const saved = { ...general, commonSetting: { ...general.commonSetting, gstColumnHide: true } };
  expect((await trpcCall(request, "settings.general.save", accessToken, saved)).ok()).toBe(true);

  const loads = recordSettingsLoads(page);
  await page.goto("/login");
  await logIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect
    .poll(() => Object.keys(loads).sort())
    .toEqual(
      expect.arrayContaining([
        "settings.edgeProfiles.list",
        "settings.general.get",
        "settings.materials.list",
      ]),
    );
  const settings = {
    materialOptions: loads["settings.materials.list"],
    edgeProfileOption: loads["settings.edgeProfiles.list"].edgeProfiles,
    edgeSelectionOption: loads["settings.edgeProfiles.list"].edgeSelections,
    commonSetting: loads["settings.general.get"].commonSetting,
  };
  expect(settings.materialOptions).toEqual([
    expect.objectContaining({ materialName: "Clear 8mm", label: "Clear 8mm", value: "Clear 8mm" }),
  ]);
  expect(settings.edgeSelectionOption).toHaveLength(9);
  expect(settings.edgeSelectionOption[0]).toMatchObject({
    label: "Edge 1",
    value: "edgeSelection1",
    useBy: "img",
  });
  expect(Array.isArray(settings.edgeProfileOption)).toBe(true);
  expect(settings.commonSetting.gstColumnHide).toBe(true);
});

test("a failed settings load is only logged: the dashboard still opens", async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const company = newCompany("load-fails");
  await signUpViaApi(request, company);
  await page.route(/\/trpc\/settings\./, (route) => route.fulfill({ status: 500, body: "down" }));

  await page.goto("/login");
  await logIn(page, company.email, company.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await storedState(page)).isLogin).toBe(true);
  await expect.poll(() => errors.some((e) => e.startsWith("Loading the material options failed"))).toBe(true);
});

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

  await page.getByLabel("Email").fill("shop@");
  await page.getByLabel("Email").press("Tab");
  await expect(message("Invalid email address")).toBeVisible();

  await page.getByLabel("Phone number").fill("98765");
  await page.getByLabel("Phone number").press("Tab");
  await expect(message("Invalid phone number")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Password", { exact: true }).press("Tab");
  await expect(message("Password must be at least 6 characters")).toBeVisible();

  await page.getByLabel("Confirm password").fill("123456");
  await page.getByLabel("Confirm password").press("Tab");
  await expect(message("Passwords must match")).toBeVisible();

  await page.getByLabel("GST number").fill("27AAPFU0939F1ZW");
  await page.getByLabel("GST number").press("Tab");
  await expect(message("Invalid GST number")).toBeVisible();

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
