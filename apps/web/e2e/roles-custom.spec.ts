import { storeSession } from "./support/accounts";
import { createInvoice, fillOrder, headerFor, MIXED, WITH_HSN } from "./support/documents";
import { companyForExample } from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { joinAs } from "./support/team";

// issue 27 points 2 and 5: the owner makes a custom role from the permissions on the Staff page, a
// person given it sees only what it allows; and the invoice list filters by who made each invoice.

test("a custom role made on the Staff page decides what its person sees", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Custom Role Traders" });
  await fillOrder(
    company,
    company.customerId,
    headerFor("Custom Role Traders"),
    MIXED.input.lines.slice(0, 2),
  );
  await createInvoice(company, company.customerId);
  await storeSession(page, company.session);
  await page.goto("/staff");

  const roles = page.getByRole("region", { name: "Roles" });
  await expect(roles.getByText("Floor", { exact: true })).toBeVisible();
  await expect(roles.getByRole("button", { name: "Edit Floor" })).toHaveCount(0);
  await roles.getByRole("button", { name: "New role" }).click();
  const dialog = page.getByRole("dialog", { name: "New role" });
  await dialog.getByRole("button", { name: "Save role" }).click();
  await expect(dialog.getByText("Role name is required")).toBeVisible();
  await dialog.getByLabel("Role name").fill("Dispatch");
  for (const label of ["Read orders", "Read invoices", "Worker and transport sheets", "Read cut plans"]) {
    await dialog.getByLabel(label).check();
  }
  await page.screenshot({ path: `${RESULTS_DIR}/roles-custom-dialog-1366.png` });
  await dialog.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByText("Role Dispatch made")).toBeVisible();
  await expect(roles.getByText("4 permissions", { exact: true })).toBeVisible();

  const list = await company.api.rest("GET", "/role");
  const dispatch = (list.body.data as unknown as { id: string; name: string }[]).find(
    (r) => r.name === "Dispatch",
  )!;
  const person = await joinAs(company.api, dispatch.id);
  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  await storeSession(them, person);
  await them.goto("/invoice-list");
  const nav = them.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Invoice List" })).toBeVisible();
  for (const hidden of ["Receivables", "Staff", "Audit", "General"]) {
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  // Invoices without prices: no Payable or Balance column, no rupee amount anywhere.
  await expect(them.getByRole("columnheader", { name: "Payable" })).toHaveCount(0);
  await expect(them.locator("tbody tr")).toHaveCount(1);
  expect(await them.locator("main").textContent()).not.toContain("₹");

  // The owner takes a permission away: at once, on the person's next page.
  await roles.getByRole("button", { name: "Edit Dispatch" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Dispatch" });
  await edit.getByLabel("Read invoices").uncheck();
  await edit.getByLabel("Worker and transport sheets").uncheck();
  await edit.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByText("Role Dispatch saved")).toBeVisible();
  await them.goto("/dashboard");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Invoice List" })).toHaveCount(0);
  await theirs.close();
});

test("the invoice list filters by who made each invoice", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Made By Traders" });
  await fillOrder(company, company.customerId, headerFor("Made By Traders"), [MIXED.input.lines[0]!]);
  await createInvoice(company, company.customerId);
  // A Counter person makes the second invoice.
  const counter = await joinAs(company.api, "counter");
  const theirs = await fetch(`${baseURL}/api/draft/invoice`, {
    method: "POST",
    headers: { "content-type": "application/json", access_token: counter.accessToken },
    body: JSON.stringify({ draftId: company.customerId, date: "2026-11-21", allowDuplicate: true }),
  });
  expect(theirs.status).toBe(201);
  const made = ((await theirs.json()) as { data: { number: string } }).data;

  await storeSession(page, company.session);
  await page.goto("/invoice-list");
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await expect(page.locator(`tr[data-invoice="${made.number}"]`)).toContainText("by counter person");
  await page.getByRole("combobox", { name: "Made by" }).selectOption({ label: "counter person" });
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toHaveAttribute("data-invoice", made.number);
  await page.screenshot({ path: `${RESULTS_DIR}/invoice-list-made-by-1366.png` });
});
