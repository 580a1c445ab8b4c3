import { routes } from "@kerf/core";
import type { Page } from "@playwright/test";
import { storeSession } from "./support/accounts";
import { createInvoice, fillOrder, headerFor, MIXED, WITH_HSN } from "./support/documents";
import { companyForExample } from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";

// issue 33 point 2: at the counter's 1366 x 768 nothing is cut off that has room. Every text cell of the
// main pages (table cells, figures, headings, labels) is measured: one whose text is wider than its box
// (scrollWidth > clientWidth) is cut, and named here.

/** Cells whose text does not fit their box: their text and what they are. */
function cutCells(page: Page, within = "main") {
  return page.evaluate((root) => {
    const cells = [...document.querySelectorAll(root)].flatMap((r) => [
      ...r.querySelectorAll("td, th, dd, dt, p, h1, h2, h3, label, span"),
    ]);
    cells.push(...document.querySelectorAll("header h1"));
    const cut: string[] = [];
    for (const el of cells) {
      const style = getComputedStyle(el);
      // Text for screen readers only is a 1 px box on purpose.
      if (style.overflowX === "visible" || el.clientWidth <= 1) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        cut.push(
          `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" (${el.scrollWidth} > ${el.clientWidth})`,
        );
    }
    return cut;
  }, within);
}

test("the main pages cut no text at 1366 x 768", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const company = await companyForExample(baseURL!, WITH_HSN, {
    customerName: "Shree Ganesh Interiors Pvt Ltd",
  });
  await fillOrder(
    company,
    company.customerId,
    headerFor("Shree Ganesh Interiors Pvt Ltd"),
    MIXED.input.lines,
  );
  const invoice = await createInvoice(company, company.customerId);
  await company.api.rest("POST", "/payment", {
    invoiceId: invoice._id,
    date: "2026-11-22",
    amount: "1000",
    mode: "upi",
  });
  await storeSession(page, company.session);
  const pages = [
    routes.dashboard(),
    routes.invoiceList(),
    routes.order(company.customerId),
    routes.receivables(),
    routes.challans(),
    routes.settingsMaterial(),
    routes.settingsEdge(),
    routes.staff(),
    routes.audit(),
  ];
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("status", { name: /loading/i })).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    for (const cell of await cutCells(page)) found.push(`${path}: ${cell}`);
  }
  // The payments of the invoice, in their dialog.
  await page.goto(routes.invoiceList());
  await page
    .getByRole("button", { name: `Payments of ${invoice.number}` })
    .or(page.getByRole("button", { name: `Record payment for ${invoice.number}` }))
    .click();
  await expect(page.getByRole("dialog").getByRole("heading").first()).toBeVisible();
  for (const cell of await cutCells(page, "[role=dialog]")) found.push(`payments dialog: ${cell}`);
  await page.screenshot({ path: `${RESULTS_DIR}/counter-payments-1366.png` });
  expect(found).toEqual([]);
});
