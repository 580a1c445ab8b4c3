import { routes } from "@kerf/core";
import type { Page } from "@playwright/test";
import { storeSession } from "./support/accounts";
import { createInvoice, fillOrder, headerFor, MIXED, SAME_STATE_GSTIN, WITH_HSN } from "./support/documents";
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
    const name = path.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "");
    await page.screenshot({ path: `${RESULTS_DIR}/counter-${name.slice(0, 40)}-1366.png` });
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

// An order with holes on its pieces and item lines in lakhs: ten figures in the totals card (area,
// material, cutting, edge, operations, items, taxable value, CGST, SGST, round off) beside the payable.
// Items: 60 x 99,999 + 48 x 12,500 = 65,99,940.00.
const BIG_ITEMS = [
  { name: "Shower fitting", unit: "job", rate: "99999", hsnCode: "995471", gstRate: "18", isService: true },
  { name: "Patch fitting", unit: "nos", rate: "12500", hsnCode: "83024190", gstRate: "18" },
];

test("the order page with holes and item lines shows every total whole at 1366 x 768", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await companyForExample(baseURL!, WITH_HSN, {
    customerName: "Shree Ganesh Interiors Pvt Ltd",
  });
  const { api } = company;
  const seeded = (await api.rest("GET", "/setting/operation")).body.data as unknown as {
    _id: string;
    name: string;
  }[];
  const hole = seeded.find((o) => o.name === "Hole")!;
  const banded = await api.rest("PATCH", "/setting/operation", {
    _id: hole._id,
    name: "Hole",
    bands: [{ sizeUpTo: null, thicknessUpTo: null, rate: "65" }],
  });
  expect(banded.status, JSON.stringify(banded.body)).toBe(200);
  for (const item of BIG_ITEMS) {
    const res = await api.rest("POST", "/setting/item", item);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await fillOrder(
    company,
    company.customerId,
    headerFor("Shree Ganesh Interiors Pvt Ltd", { gst_no: SAME_STATE_GSTIN }),
    MIXED.input.lines,
  );
  const holed = await api.rest("POST", "/draft/material", {
    draftId: company.customerId,
    ...MIXED.input.lines[0]!,
    operations: [{ name: "Hole", count: 8, size: "1" }],
  });
  expect(holed.status, JSON.stringify(holed.body)).toBe(201);
  await api.trpc("orders.items.add", {
    customerId: company.customerId,
    name: "Shower fitting",
    quantity: "60",
  });
  await api.trpc("orders.items.add", {
    customerId: company.customerId,
    name: "Patch fitting",
    quantity: "48",
  });

  await storeSession(page, company.session);
  await page.goto(routes.order(company.customerId));
  const totals = page.getByTestId("order-totals");
  await expect(totals.locator('[data-total="operationsAmount"]')).toBeVisible({ timeout: 20_000 });
  await expect(totals.locator('[data-total="itemsAmount"]')).toHaveText("₹ 65,99,940.00");
  await page.waitForLoadState("networkidle");
  // The pieces and everything under them (the collapsed customer details are a one-line preview).
  const found = await cutCells(page, 'main [aria-label="Pieces"], main [aria-label="Pieces"] ~ *');
  // Every figure inside the card, none pushed below or beside it.
  const outside = await totals.evaluate((card) => {
    const edge = card.getBoundingClientRect();
    return [...card.querySelectorAll<HTMLElement>("[data-total]")]
      .filter((fig) => {
        const r = fig.getBoundingClientRect();
        return r.bottom > edge.bottom + 1 || r.right > edge.right + 1 || r.width < 1;
      })
      .map((fig) => fig.dataset.total)
      .concat(
        // The amount in words, two lines at most, whole for an amount in lakhs.
        [...card.querySelectorAll<HTMLElement>('[data-total="amountInWords"]')]
          .filter((words) => words.scrollHeight > words.clientHeight + 1)
          .map((words) => `words: ${words.textContent}`),
      );
  });
  await page.screenshot({ path: `${RESULTS_DIR}/counter-order-totals-1366.png` });
  expect(found).toEqual([]);
  expect(outside).toEqual([]);
  await expect(totals.locator("[data-total]")).toHaveCount(12);

  // The same order read on the owner's phone: its own totals, the page no wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("region", { name: "Totals" })).toContainText("₹ 88,08,495.00", {
    timeout: 15_000,
  });
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("region", { name: "Totals" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${RESULTS_DIR}/counter-order-totals-390.png` });
});
