import path from "node:path";
import { newCompany, signUpViaApi } from "./support/accounts";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors, STATE_KEY, seedLoggedIn } from "./support/session";

test.describe("logged in", () => {
  let accessToken = "";
  test.beforeEach(async ({ page, request }) => {
    const account = await signUpViaApi(request, newCompany("shell", { companyName: "Sharma Glass" }));
    accessToken = account.accessToken;
    await seedLoggedIn(page, account);
  });

  test("/ lands on /dashboard inside the shell", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/");

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText(
      "Welcome Sharma Glass",
    );
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of [
      "Dashboard",
      "Invoice List",
      "Receivables",
      "Audit",
      "General",
      "Material",
      "Edge",
      "User",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("button", { name: "Setting" })).toBeVisible();
    await expect(page.getByText("v 1.3.12", { exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    await page.screenshot({ path: path.join(RESULTS_DIR, "shell.png") });
    expect(errors).toEqual([]);
  });

  test("the navigation opens each page with its name in upper case", async ({ page }) => {
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    const title = page.getByRole("banner").getByRole("heading", { level: 1 });

    const pages = [
      ["Invoice List", "/invoice-list", "INVOICE LIST"],
      ["Receivables", "/receivables", "RECEIVABLES"],
      ["Bank statement", "/bank-statement", "BANK STATEMENT"],
      ["Audit", "/audit", "AUDIT"],
      ["General", "/settings/general", "GENERAL"],
      ["Material", "/settings/material", "MATERIAL"],
      ["Edge", "/settings/edge", "EDGE"],
      ["User", "/settings/user", "USER"],
      ["Dashboard", "/dashboard", "Welcome Sharma Glass"],
    ] as const;
    for (const [link, url, heading] of pages) {
      await nav.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(title).toHaveText(heading);
    }
    await expect(page).toHaveTitle("Dashboard · Kerf");
  });

  test("the order page has no navigation entry; old /mode1 addresses lead to it; unknown paths, /login and /signup go to /dashboard", async ({
    page,
  }) => {
    await page.goto("/mode1?id=42");
    await expect(page).toHaveURL(/\/order\/42$/);
    // The address quotation pages and quote-answer mails once carried.
    await page.goto("/mode1?customerId=43");
    await expect(page).toHaveURL(/\/order\/43$/);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /order|mode/i }),
    ).toHaveCount(0);

    for (const url of ["/no/such/page", "/login", "/signup"]) {
      await page.goto(url);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test("a reload keeps the session", async ({ page }) => {
    await page.goto("/settings/material");
    await page.reload();
    await expect(page).toHaveURL(/\/settings\/material$/);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("Logout clears local storage and goes to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Logout" }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("visiting /forgotPassword ends the session, on the server too", async ({ page, request }) => {
    await page.goto("/forgotPassword?token=abc.def");
    // Whoever copied this browser's token can no longer use it.
    await expect
      .poll(async () =>
        (await request.get("/api/auth/user", { headers: { access_token: accessToken } })).status(),
      )
      .toBe(401);

    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expect(page).toHaveURL(/\/forgotPassword\?token=abc\.def$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STATE_KEY)).toBeNull();
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });
});
