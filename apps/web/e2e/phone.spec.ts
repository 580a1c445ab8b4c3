import { routes } from "@kerf/core";
import { storeSession } from "./support/accounts";
import { createInvoice, fillOrder, headerFor, MIXED, WITH_HSN } from "./support/documents";
import { companyForExample } from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { overflow, PHONE, smallTargets } from "./support/phone";
import { expect, test } from "./support/server";

// issue 33 point 1: on the owner's 390 x 844 phone every logged-in page fits the screen's width: the
// navigation is a drawer, lists are cards, and nothing makes the page scroll sideways.

test.use(PHONE);

test("every page fits a phone's width, the navigation in a drawer", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const company = await companyForExample(baseURL!, WITH_HSN, {
    customerName: "Phone Walk Interiors Pvt Ltd",
  });
  await fillOrder(company, company.customerId, headerFor("Phone Walk Interiors Pvt Ltd"), MIXED.input.lines);
  const invoice = await createInvoice(company, company.customerId);
  await storeSession(page, company.session);
  await page.goto(routes.dashboard());

  // The drawer: closed, the menu button opens it, a link closes it again.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click({ timeout: 5_000 });
  await expect(nav).toBeVisible();
  await page.screenshot({ path: `${RESULTS_DIR}/phone-drawer-390.png` });
  const small = (await smallTargets(page)).map((t) => `drawer: ${t}`);
  const offered = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  await nav.getByRole("link", { name: "Invoice List" }).click();
  await expect(page).toHaveURL(/\/invoice-list$/);
  await expect(nav).toBeHidden();

  const pages = [
    ...offered,
    routes.order(company.customerId),
    routes.quotation(company.customerId),
    routes.statement(company.customerId),
    routes.invoiceDocument(invoice._id),
  ];
  const wide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("status", { name: /loading/i })).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    const over = await overflow(page);
    if (over.by > 0) wide.push(`${path}: ${over.by}px too wide (${over.culprits.join(", ")})`);
    const targets = await smallTargets(page);
    if (targets.length > 0) small.push(`${path}: ${targets.join("; ")}`);
    const name = path.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "") || "root";
    await page.screenshot({ path: `${RESULTS_DIR}/phone-${name.slice(0, 40)}-390.png` });
  }
  expect(wide).toEqual([]);
  // Every control a thumb can hit (the drawer's links measured open, above): at least 48 x 48 px.
  expect(small).toEqual([]);

  // The owner changes a quantity on the phone: saved, and the order priced again by the server.
  await page.goto(routes.order(company.customerId));
  const payable = page.getByRole("region", { name: "Totals" });
  const before = await payable.textContent();
  const quantity = page.getByRole("textbox", { name: /^Quantity of / }).first();
  await quantity.fill("21");
  await quantity.press("Enter");
  await expect(page.getByText("Line quantity saved: 21")).toBeVisible();
  await expect(payable).not.toHaveText(before ?? "");
  const order = await company.api.trpc<{ lines: { quantity: number }[] }>(
    "orders.get",
    { customerId: company.customerId },
    "query",
  );
  expect(order.lines[0]!.quantity).toBe(21);
  await expect(page.getByRole("button", { name: "Create invoice" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Quotation and share" })).toBeVisible();
});
