import os from "node:os";
import path from "node:path";
import { formatIndian, type InvoiceRecord } from "@kerf/core";
import { createServer } from "vite";
import {
  addCustomer,
  createInvoice,
  fillOrder,
  headerFor,
  login,
  MIXED,
  MIXED_TOTALS,
  printPdf,
  WITH_HSN,
} from "./support/documents";
import { describePrinting } from "./support/mehta-order";
import { companyForExample } from "./support/order-company";
import { RESULTS_DIR, WEB_DIR } from "./support/paths";
import { expect, test } from "./support/server";

// Invoices end to end against the real server: orders set up through the API, invoices made by the
// server, then the list, making one from the order page, and cancelling.

describePrinting("invoices", 120_000, () => {
  test("cancelling from the list asks first, keeps the number and marks the invoice", async ({
    page,
    baseURL,
  }) => {
    const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Joshi Traders" });
    await fillOrder(company, company.customerId, headerFor("Joshi Traders"), [MIXED.input.lines[1]!]);
    const first = await createInvoice(company, company.customerId);
    const second = await createInvoice(company, company.customerId, true);

    await login(page, company);
    await page.goto("/invoice-list");
    const row = page.locator(`tr[data-invoice="${first.number}"]`);
    const cancel = row.getByRole("button", { name: `Cancel invoice ${first.number}` });

    await cancel.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Are you sure want to cancel invoice ${first.number} ?`);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Unpaid");

    await cancel.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel invoice" }).click();
    await expect(page.getByText(`Invoice ${first.number} cancelled`)).toBeVisible();
    await expect(row).toContainText("Cancelled");
    await expect(row.getByRole("button", { name: /Cancel invoice/ })).toHaveCount(0);
    await expect(page.locator(`tr[data-invoice="${second.number}"]`)).toContainText("Unpaid");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await page.screenshot({ path: path.join(RESULTS_DIR, "invoice-list-cancelled.png") });

    // The number stays used: the next invoice takes the one after.
    const third = await createInvoice(company, company.customerId, true);
    expect(third.number).toBe("INV/26-27/0003");

    await row.getByRole("link", { name: `Open invoice ${first.number}` }).click();
    await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
    await expect(page.locator('[data-page="1"]')).toContainText("CANCELLED");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await page
      .locator('[data-page="1"]')
      .screenshot({ path: path.join(RESULTS_DIR, "invoice-cancelled.png") });
    expect((await printPdf(page, "invoice-cancelled")).text()).toContain("CANCELLED");
  });

  test("an empty list says how invoices are made, after a spinner while it loads", async ({
    page,
    baseURL,
  }) => {
    const company = await companyForExample(baseURL!, WITH_HSN);
    await login(page, company);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/[^?]*invoices\.list/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/invoice-list");
    await expect(page.getByRole("status").filter({ hasText: "Loading invoices" })).toBeVisible();
    release();
    await expect(page.getByText("No invoices yet")).toBeVisible();
    await expect(page.getByText("Open a customer's order from the dashboard")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });

  test("ten invoices a page, newest first", async ({ page, baseURL }) => {
    const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Rao Kitchens" });
    await fillOrder(company, company.customerId, headerFor("Rao Kitchens"), [MIXED.input.lines[2]!]);
    for (let i = 0; i < 12; i++) await createInvoice(company, company.customerId, i > 0);

    await login(page, company);
    await page.goto("/invoice-list");
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText("INV/26-27/0012");
    await expect(rows.last()).toContainText("INV/26-27/0003");
    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.last()).toContainText("INV/26-27/0001");
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("11–12 of 12");
  });

  test("Create invoice on the order page lands on the numbered invoice, then found in the list", async ({
    page,
    baseURL,
  }) => {
    const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Desai Kitchens" });
    await fillOrder(company, company.customerId, headerFor("Desai Kitchens"), MIXED.input.lines);
    await login(page, company);
    await page.goto(`/order/${company.customerId}`);
    const create = page.getByRole("button", { name: "Create invoice" });
    await expect(create).toBeEnabled({ timeout: 15_000 });
    await create.click();

    await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
    await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
    // Dated today: the financial year in the number is today's.
    const number = /INV\/\d{2}-\d{2}\/0001/;
    await expect(page.getByText(number).first()).toBeVisible();
    await expect(page.getByText(formatIndian(MIXED_TOTALS.payable)).first()).toBeVisible();

    await page.goto("/invoice-list");
    const row = page.locator("tbody tr", { hasText: number });
    await expect(row).toContainText("Desai Kitchens");
    await expect(row).toContainText(formatIndian(MIXED_TOTALS.payable));
  });

  test("an unknown invoice says so instead of printing an empty page", async ({ page, baseURL }) => {
    const company = await companyForExample(baseURL!, WITH_HSN);
    await login(page, company);
    await page.goto("/invoice/00000000-0000-4000-8000-000000000000/worker-sheet");
    await expect(page.getByText("Invoice not found")).toBeVisible();
    await page.getByRole("link", { name: "Back to the invoices" }).click();
    await expect(page).toHaveURL(/\/invoice-list$/);
  });

  test("CreateInvoiceButton numbers the order and lands on its invoice; a refused order is a red toast", async ({
    page,
    baseURL,
  }) => {
    // Until the order page mounts it, the button is tried on a harness page of Vite's dev server whose
    // API calls go to this worker's real server.
    const vite = await createServer({
      root: WEB_DIR,
      configFile: path.join(WEB_DIR, "vite.config.ts"),
      cacheDir: path.join(os.tmpdir(), "kerf-web-invoices-vite"),
      logLevel: "error",
      server: {
        host: "127.0.0.1",
        port: 0,
        strictPort: false,
        hmr: false,
        watch: null,
        proxy: { "/trpc": baseURL!, "/api": baseURL! },
      },
    });
    await vite.listen();
    try {
      const address = vite.httpServer?.address();
      if (!address || typeof address !== "object") throw new Error("Vite did not start listening");
      const harness = `http://127.0.0.1:${address.port}/e2e/harness/create-invoice.html`;

      const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Shah Builders" });
      await fillOrder(company, company.customerId, headerFor("Shah Builders"), [MIXED.input.lines[0]!]);
      const noHeader = await addCustomer(company, "Walk-in Customer");
      await login(page, company);

      await page.goto(`${harness}?customer=${noHeader}`);
      await page.getByRole("button", { name: "Create invoice" }).click();
      const fieldErrors = page.getByTestId("field-errors");
      await expect(fieldErrors).toContainText('"header.customer_name"', { timeout: 20_000 });
      const errors = JSON.parse((await fieldErrors.textContent()) ?? "{}") as Record<string, string>;
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveText(
        errors["header.customer_name"]!,
      );
      await expect(page.getByTestId("location")).toHaveText("/e2e/harness/create-invoice.html");

      await page.goto(`${harness}?customer=${company.customerId}`);
      await page.getByRole("button", { name: "Create invoice" }).click();
      await expect(page.getByTestId("location")).toHaveText(/^\/invoice\/[0-9a-f-]{36}$/, {
        timeout: 20_000,
      });
      await expect(page.getByText("Invoice INV/26-27/0001 created")).toBeVisible();
      const id = (await page.getByTestId("location").textContent())!.split("/").pop();
      const made = await company.api.trpc<InvoiceRecord>("invoices.get", { id }, "query");
      expect(made.number).toBe("INV/26-27/0001");
      expect(made.customerName).toBe("Shah Builders");
      // Today in India, the financial year's series.
      expect(made.date).toBe(
        new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
      );
    } finally {
      await vite.close();
    }
  });
});
