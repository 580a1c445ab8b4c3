import { routes } from "@kerf/core";
import type { Page, Response } from "@playwright/test";
import { storeSession } from "./support/accounts";
import { createInvoice, fillOrder, headerFor, MIXED, WITH_HSN } from "./support/documents";
import { errorToasts } from "./support/http-errors";
import { companyForExample } from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { joinAs } from "./support/team";

// issue 27: "the web app hides what the role cannot do (no dead buttons, no pages that fail)". Each
// built-in role but the Owner signs in and opens every page its navigation offers and every document the
// invoice list links to, and the order page: nothing is refused (no 403 asked for), no page shows a load
// failure or an error toast, and the Floor sees no rupee amount anywhere.

/** What went wrong on `page` since the walk began: refused calls, script errors. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("response", (r: Response) => {
    if (r.status() === 403 || r.status() >= 500) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** Opens `path` and waits for the page to settle (no spinner), then checks it shows no failure. */
async function open(page: Page, path: string, floor: boolean, problems: string[]) {
  await page.goto(path);
  await expect(page.getByRole("status", { name: /loading/i })).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  const failure = page.locator("[data-load-failure]").or(page.getByText(/could not be loaded/));
  await expect(failure, `${path} shows a load failure`).toHaveCount(0);
  await expect(errorToasts(page), `${path} shows an error toast`).toHaveCount(0);
  expect(problems, `${path}: refused or failed calls`).toEqual([]);
  if (floor) {
    // The DOM's text, hidden parts included: money merely hidden from view is still sent to the Floor.
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text.match(/₹.{0,30}/g) ?? [], `${path} shows money to the Floor`).toEqual([]);
  }
}

test("every role opens every page it is offered without a refusal", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Role Walk Traders" });
  await fillOrder(company, company.customerId, headerFor("Role Walk Traders"), MIXED.input.lines.slice(0, 3));
  const invoice = await createInvoice(company, company.customerId);

  for (const role of ["floor", "counter", "accounts", "manager"] as const) {
    const person = await joinAs(company.api, role);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const problems = watch(page);
    await storeSession(page, person);
    await open(page, routes.dashboard(), role === "floor", problems);

    const nav = page.getByRole("navigation", { name: "Main" });
    const offered = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(offered.length, role).toBeGreaterThan(1);
    for (const path of offered) await open(page, path, role === "floor", problems);

    await open(page, routes.order(company.customerId), role === "floor", problems);
    await page.screenshot({ path: `${RESULTS_DIR}/roles-${role}-order-1366.png` });
    if (offered.includes(routes.invoiceList())) {
      await open(page, routes.invoiceList(), role === "floor", problems);
      const documents = await page
        .locator(`a[href^="/invoice/${invoice._id}"]`)
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
      expect(documents.length, `${role}: documents linked from the invoice list`).toBeGreaterThan(0);
      for (const path of documents) await open(page, path, role === "floor", problems);
    }
    await context.close();
  }
});
