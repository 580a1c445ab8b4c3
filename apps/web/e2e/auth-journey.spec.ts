import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { newCompany, signUpViaApi, trpcCall, unexpectedErrors } from "./support/accounts";
import { fillSignup, logIn } from "./support/auth-forms";
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

/**
 * The path of the reset link in the newest reset mail to `email` (the outbox has no SMTP behind it). The
 * request is queued and the mail made by the server's mail worker, so it is waited for.
 */
async function resetLinkFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  let mails: { to: string; text: string }[] = [];
  let mail: { to: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        mails = (await (await request.get("/dev/mail.json")).json()) as { to: string; text: string }[];
        mail = mails.find((m) => m.to === email && m.text.includes("/forgotPassword?token="));
        return mail !== undefined;
      },
      { message: `a reset mail to ${email} in /dev/mail.json` },
    )
    .toBe(true);
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
