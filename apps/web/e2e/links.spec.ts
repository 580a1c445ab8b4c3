import { routes } from "@kerf/core";
import { createInvoice, fillOrder, headerFor, login, MIXED, WITH_HSN } from "./support/documents";
import { companyForExample } from "./support/order-company";
import { expect, test } from "./support/server";

// Paths once (issue 28 point 3): every link the app's pages show leads to the page it names. Starting
// from the dashboard, each same-origin link found is opened in turn (ids included, so the order, the
// quotation, the invoice's documents and the statement are reached); each must stay at its own address
// (no fallback redirect to /dashboard) and show no "not found".

const NOT_FOUND = /Customer not found|Invoice not found|Credit note not found/;

test("every link of the app opens the page it names", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Link Traders" });
  await fillOrder(company, company.customerId, headerFor("Link Traders"), [MIXED.input.lines[1]!]);
  const invoice = await createInvoice(company, company.customerId);
  await login(page, company);

  const queue: string[] = [
    routes.dashboard(),
    routes.order(company.customerId),
    routes.invoiceDocument(invoice.id),
  ];
  const seen = new Set(queue);
  const opened: string[] = [];
  while (queue.length > 0 && opened.length < 40) {
    const href = queue.shift()!;
    await page.goto(href);
    await page.waitForLoadState("networkidle");
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`, `${href} stays where it leads`).toBe(href);
    await expect(page.locator("body"), `${href} finds its page`).not.toContainText(NOT_FOUND);
    opened.push(href);
    const hrefs = await page.locator("a[href]").evaluateAll((links) =>
      links
        .map((a) => new URL((a as HTMLAnchorElement).href))
        .filter((u) => u.origin === window.location.origin && !u.hash)
        .map((u) => `${u.pathname}${u.search}`),
    );
    for (const next of hrefs) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  // The pages reached: the shell's, the order's quotation, the invoice's documents and the statement.
  for (const reached of [
    routes.invoiceList(),
    routes.receivables(),
    routes.settingsGeneral(),
    routes.quotation(company.customerId),
    routes.invoiceDocument(invoice.id, "worker-sheet"),
    routes.statement(company.customerId),
  ]) {
    expect(opened, reached).toContain(reached);
  }
});
