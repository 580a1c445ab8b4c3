import { formatIndian, routes } from "@kerf/core";
import { storeSession } from "./support/accounts";
import { createInvoice, fillOrder, headerFor, MIXED, WITH_HSN } from "./support/documents";
import { companyForExample } from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { overflow, PHONE, smallTargets } from "./support/phone";
import { expect, test } from "./support/server";

// issue 33 point 1: what a customer opens on their phone from a WhatsApp message (the quotation's,
// the invoice's and the statement's links) reads at 390 px without swiping sideways, its tables
// reflowed, every control a 48 px target. The statement link is made on the statement page, on the
// owner's phone too.

test.use(PHONE);

test("the quotation, invoice and statement links read on a customer's phone", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = "Shared Phone Glass Works Pvt Ltd";
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: name });
  await fillOrder(company, company.customerId, headerFor(name), MIXED.input.lines);
  const quote = await company.api.rest("POST", "/draft/share", { draftId: company.customerId });
  expect(quote.status).toBe(200);
  const invoice = await createInvoice(company, company.customerId);
  const shared = await company.api.rest("POST", "/draft/invoice/share", { id: invoice._id });
  expect(shared.status).toBe(200);

  // The owner shares the customer's statement from the statement page.
  await storeSession(page, company.session);
  await page.goto(routes.statement(company.customerId));
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link made and copied")).toBeVisible();
  const statementUrl = await page.getByLabel("Share link").inputValue();
  expect(statementUrl).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("button", { name: "Revoke link" })).toBeEnabled();
  expect((await overflow(page)).by).toBe(0);

  const customer = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  const link = await customer.newPage();
  const pages = [
    { url: (quote.body.data as { url: string }).url, heading: /Quotation/, shot: "quote", list: "Lines" },
    {
      url: (shared.body.data as { url: string }).url,
      heading: `Invoice ${invoice.number}`,
      shot: "invoice",
      list: "Lines",
    },
    { url: statementUrl, heading: `Statement of account · ${name}`, shot: "statement", list: "Entries" },
  ];
  const problems: string[] = [];
  for (const p of pages) {
    await link.goto(p.url);
    await expect(link.getByRole("heading", { name: p.heading }).first()).toBeVisible({ timeout: 15_000 });
    await link.waitForLoadState("networkidle");
    const over = await overflow(link);
    if (over.by > 0) problems.push(`${p.shot}: ${over.by}px too wide (${over.culprits.join(", ")})`);
    const small = await smallTargets(link);
    if (small.length > 0) problems.push(`${p.shot}: ${small.join("; ")}`);
    // The document reflowed: one card a line (the example's four) or an entry.
    const cards = link.getByRole("list", { name: p.list }).getByRole("listitem");
    await expect(cards).toHaveCount(p.list === "Lines" ? MIXED.input.lines.length : 1);
    if (p.list === "Lines") {
      // The totals as printed: the untaxed cutting apart, the payable to the rupee.
      const totals = link.getByRole("region", { name: "Totals" });
      await expect(totals).toContainText("Cutting (no GST)");
      await expect(totals).toContainText(`Payable₹ ${formatIndian(invoice.payable)}`);
    }
    await link.screenshot({ path: `${RESULTS_DIR}/phone-shared-${p.shot}-390.png`, fullPage: true });
    // The printed page, a tap away, zoomed to the screen: still no sideways swiping.
    await link.getByRole("button", { name: "Show the printed page" }).click();
    await expect(cards).toHaveCount(0);
    const printed = await overflow(link);
    if (printed.by > 0)
      problems.push(`${p.shot} printed: ${printed.by}px too wide (${printed.culprits.join(", ")})`);
    await link.screenshot({ path: `${RESULTS_DIR}/phone-shared-${p.shot}-printed-390.png` });
  }
  expect(problems).toEqual([]);
  // The statement's figures are the customer's own: the invoice and what is owed.
  await link.getByRole("button", { name: "Show as cards" }).click();
  await expect(link.getByRole("list", { name: "Entries" })).toContainText(`Invoice ${invoice.number}`);
  await expect(link.getByRole("region", { name: "To pay" })).toContainText(
    `₹ ${formatIndian(invoice.payable)}`,
  );
  await customer.close();
});
