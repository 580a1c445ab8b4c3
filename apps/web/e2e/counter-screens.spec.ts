import path from "node:path";
import { formatIndian } from "@kerf/core";
import {
  createInvoice,
  expectContains,
  login,
  longOrder,
  openDocument,
  printSheet,
  SAME_STATE_GSTIN,
} from "./support/documents";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";

// Issue 14's pictures at the counter's screen size, 1366 x 768: the dashboard, an order page of 50 lines,
// and the invoice, worker sheet and transport sheet printed to PDF, their figures read back with pdftotext.

test("at 1366 x 768: dashboard, a 50-line order, and its three documents printed, figures checked", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const { company, lines } = await longOrder(baseURL!, "Mehta Interiors", SAME_STATE_GSTIN, 50, (i) => ({
    widthForDisplay: `${12 + (i % 24)}#${i % 8}`,
    lengthForDisplay: String(40 + i),
    quantity: 1 + (i % 3),
  }));
  await login(page, company);

  await page.goto("/dashboard");
  await expect(page.getByRole("row").filter({ hasText: "Mehta Interiors" })).toBeVisible();
  await page.screenshot({ path: path.join(RESULTS_DIR, "counter-dashboard-1366.png") });

  await page.goto(`/order/${company.customerId}`);
  await expect(page.getByTestId("piece-grid")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel("Width, row 50", { exact: true })).toHaveValue(lines[49]!.widthForDisplay);
  await expect(page.getByTestId("lines-save-status")).toHaveText("All changes saved");
  await page.screenshot({ path: path.join(RESULTS_DIR, "counter-order-50-lines-1366.png") });

  const invoice = await createInvoice(company, company.customerId);
  const { totals } = invoice.snapshot;
  const pieces = lines.reduce((sum, l) => sum + l.quantity, 0);

  await openDocument(page, `/invoice/${invoice.id}`);
  await page.screenshot({ path: path.join(RESULTS_DIR, "counter-invoice-1366.png") });
  const invoiceText = (
    await printSheet(page, "counter-invoice", 1082, 719, "counter-invoice-page-1.png")
  ).text();
  expectContains(invoiceText, [
    `Taxable value ${formatIndian(totals.taxableValue)}`,
    `CGST ${formatIndian(totals.cgst)}`,
    `SGST ${formatIndian(totals.sgst)}`,
    `Payable ₹ ${formatIndian(totals.payable)}`,
    totals.amountInWords,
    `50 lines · ${pieces} pieces · ${formatIndian(totals.area)} sq ft`,
    "Granite Black, 13 1/8 x 41 in",
  ]);

  await openDocument(page, `/invoice/${invoice.id}/worker-sheet`);
  const workerText = (
    await printSheet(page, "counter-worker-sheet", 720, 1064, "counter-worker-sheet-page-1.png")
  ).text();
  expect(workerText).toContain("13 1/8 x 41 in");
  expect(workerText).not.toContain("₹");

  await openDocument(page, `/invoice/${invoice.id}/transport-sheet`);
  const transportText = (
    await printSheet(page, "counter-transport-sheet", 1082, 720, "counter-transport-sheet-page-1.png")
  ).text();
  expectContains(transportText, [
    `Total area ${formatIndian(totals.area)} sq ft`,
    `Total pieces ${pieces}`,
    "RECEIVED BY",
  ]);
});
