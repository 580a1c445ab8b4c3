import type { InvoiceRecord } from "@kerf/core";
import { formatIndian, routes } from "@kerf/core";
import {
  createInvoice,
  fillOrder,
  headerFor,
  login,
  MIXED,
  openDocument,
  WITH_HSN,
} from "./support/documents";
import { companyForExample, serverOrder } from "./support/order-company";
import { reloadOrder, total } from "./support/order-entry";
import { expect, test } from "./support/server";

// An order's item lines (issue 29 point 3) typed from the keyboard: pick an item by typing, Enter to the
// quantity, Enter saves; the totals take them in at once, and the invoice lists them after the pieces.

const HINGE = { name: "Hinge", unit: "nos", rate: "450", hsnCode: "8302", gstRate: "18" };
const TRANSPORT = {
  name: "Transport",
  unit: "job",
  rate: "500",
  hsnCode: "996511",
  gstRate: "18",
  isService: true,
};
const rupees = (value: string) => `₹ ${formatIndian(value)}`;

test("two item lines typed by keyboard change the totals and print on the invoice", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Items Traders" });
  for (const item of [HINGE, TRANSPORT]) {
    const res = await company.api.rest("POST", "/setting/item", item);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await fillOrder(company, company.customerId, headerFor("Items Traders"), [MIXED.input.lines[1]!]);
  const order = async () =>
    (await company.api.rest("GET", `/draft/material?draftId=${company.customerId}`)).body.data as unknown as {
      totals: { payable: string; taxableValue: string };
    };
  const before = (await order()).totals;

  await login(page, company);
  await page.goto(routes.order(company.customerId));
  await expect(total(page, "payable")).toHaveText(rupees(before.payable), { timeout: 20_000 });
  await expect(total(page, "itemsAmount")).toHaveCount(0);

  const items = page.getByRole("region", { name: "Items" });
  const picker = items.getByRole("combobox", { name: "Item" });
  await picker.focus();
  await page.keyboard.type("hin");
  await expect(items.getByRole("option", { name: /Hinge/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(items.getByRole("textbox", { name: "Item quantity" })).toBeFocused();
  await page.keyboard.type("6");
  await page.keyboard.press("Enter");
  const hinge = items.locator('[data-item-line="Hinge"]');
  await expect(hinge.locator('[data-figure="itemTotal"]')).toHaveText(rupees("3186.00"));
  await expect(picker).toBeFocused();
  // An unknown item is said so, and nothing is saved.
  await page.keyboard.type("Crane");
  await page.keyboard.press("Enter");
  await expect(items.getByRole("alert")).toHaveText('Unknown item "Crane"');
  await picker.fill("");
  await page.keyboard.type("trans");
  await page.keyboard.press("Enter");
  await page.keyboard.type("1");
  await page.keyboard.press("Enter");
  await expect(items.locator('[data-item-line="Transport"] [data-figure="itemTotal"]')).toHaveText(
    rupees("590.00"),
  );

  // The page's totals are the server's: 3,200.00 of items, taxed at their own 18 %.
  await expect(page.getByTestId("lines-save-status")).toHaveText("All changes saved");
  const after = (await order()).totals;
  expect(Number(after.taxableValue) - Number(before.taxableValue)).toBe(3200);
  await expect(total(page, "itemsAmount")).toHaveText(rupees("3200.00"));
  await expect(total(page, "payable")).toHaveText(rupees(after.payable));
  await page.screenshot({ path: "/tmp/items29-order-items-1366.png" });

  // The quantity edits in place (Enter saves); a reload shows what was saved.
  const quantity = items.getByRole("textbox", { name: "Quantity of Hinge" });
  await quantity.fill("8");
  await quantity.press("Enter");
  await expect(hinge.locator('[data-figure="itemAmount"]')).toHaveText(rupees("3600.00"));
  await expect(total(page, "itemsAmount")).toHaveText(rupees("4100.00"));
  await expect(page.getByTestId("lines-save-status")).toHaveText("All changes saved");
  await reloadOrder(page);
  await expect(items.getByRole("textbox", { name: "Quantity of Hinge" })).toHaveValue("8");
  await expect(total(page, "payable")).toHaveText(rupees((await order()).totals.payable));

  const invoice: InvoiceRecord = await createInvoice(company, company.customerId);
  expect(invoice.snapshot.itemLines?.map((l) => [l.name, l.quantity, l.hsnCode, l.itemTotal])).toEqual([
    ["Hinge", "8", "8302", "4248.00"],
    ["Transport", "1", "996511", "590.00"],
  ]);
  await openDocument(page, routes.invoiceDocument(invoice.id));
  const printed = page.locator('[data-item-line="Hinge"]');
  await expect(printed).toContainText("8302");
  await expect(printed).toContainText("8 nos");
  await expect(printed).toContainText("4,248.00");
  await expect(page.locator('[data-item-line="Transport"]')).toContainText("996511");
  // Granite at 12 % and the items at 18 %: the closing block splits the tax by rate, no single "@ 6%".
  await expect(page.getByText("CGST @ 6%")).toHaveCount(0);
  await page.locator('[data-page="1"]').screenshot({ path: "/tmp/items29-invoice-items.png" });
  // The worker sheet packs the hinges (quantity, never a price) and leaves the transport out.
  await openDocument(page, routes.invoiceDocument(invoice.id, "worker-sheet"));
  await expect(page.locator('[data-item-line="Hinge"]')).toContainText("8 nos");
  await expect(page.locator('[data-item-line="Hinge"]')).not.toContainText("450");
  await expect(page.locator('[data-item-line="Transport"]')).toHaveCount(0);
});

test("an item line typed offline is kept on this device through a reload and saved once back online", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Offline Items" });
  const res = await company.api.rest("POST", "/setting/item", HINGE);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await login(page, company);
  await page.goto(routes.order(company.customerId));
  const status = page.getByTestId("lines-save-status");
  const items = page.getByRole("region", { name: "Items" });
  const hinge = items.locator('[data-item-line="Hinge"]');
  await expect(items).toBeVisible({ timeout: 20_000 });

  // Typed with the network gone: the line and its figures show at once, and the page says what waits.
  await context.setOffline(true);
  await items.getByRole("combobox", { name: "Item" }).focus();
  await page.keyboard.type("hin");
  await page.keyboard.press("Enter");
  await page.keyboard.type("6");
  await page.keyboard.press("Enter");
  await expect(hinge.locator('[data-figure="itemTotal"]')).toHaveText(rupees("3186.00"));
  await expect(status).toHaveText("Offline — 1 line waiting, kept on this device; saved when back online");

  // The network is back but the server still cannot be reached for item lines: the page is reloaded
  // before the line could be saved. It comes back from this device, still waiting.
  const itemCalls = /\/trpc\/[^?]*orders\.items\./;
  await page.route(itemCalls, (route) => route.abort("internetdisconnected"));
  await context.setOffline(false);
  await page.reload();
  await expect(items.getByRole("textbox", { name: "Quantity of Hinge" })).toHaveValue("6", {
    timeout: 20_000,
  });
  await expect(status).toHaveText("Not saved — retrying");
  expect((await serverOrder(company)).itemLines).toEqual([]);

  // Reachable again: the next try saves it, once.
  await page.unroute(itemCalls);
  await expect(status).toHaveText("Lines saved", { timeout: 20_000 });
  const saved = (await serverOrder(company)).itemLines;
  expect(saved.map((l) => [l.name, l.quantity])).toEqual([["Hinge", "6"]]);
  await reloadOrder(page);
  await expect(hinge).toHaveCount(1);
  await expect(hinge.locator('[data-figure="itemTotal"]')).toHaveText(rupees("3186.00"));
});

test("a fast clerk: the next item's list stays open when it is typed right after Enter", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Quick Hands" });
  for (const item of [HINGE, TRANSPORT]) {
    const res = await company.api.rest("POST", "/setting/item", item);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await login(page, company);
  await page.goto(routes.order(company.customerId));
  const items = page.getByRole("region", { name: "Items" });
  await items.getByRole("combobox", { name: "Item" }).focus();
  await page.keyboard.type("hin");
  await expect(items.getByRole("option", { name: /Hinge/ })).toBeVisible();
  // Pick, quantity, Enter and the next item's first letters in one go, as a clerk at speed types them:
  // the picker's list, closed a moment after the picker was left, must not close on the next item.
  await page.keyboard.press("Enter");
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  await page.keyboard.type("tra");
  await page.waitForTimeout(400);
  await expect(items.getByRole("option", { name: /Transport/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.type("1");
  await page.keyboard.press("Enter");
  await expect(items.locator("[data-item-line]")).toHaveCount(2);
});
