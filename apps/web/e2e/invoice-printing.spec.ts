import path from "node:path";
import { formatIndian } from "@kerf/core";
import { unexpectedErrors } from "./support/accounts";
import {
  addCustomer,
  createInvoice,
  expectContains,
  fillOrder,
  headerFor,
  login,
  longOrder,
  MIXED,
  MIXED_TOTALS,
  OTHER_STATE_GSTIN,
  openDocument,
  openSheet,
  printPdf,
  printSheet,
  SAME_STATE_GSTIN,
} from "./support/documents";
import { describePrinting, mehtaOrder } from "./support/mehta-order";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Invoices printed: the three documents as Chromium prints them to PDF (read back with poppler's
// pdftotext and pdfinfo), and a long invoice over several pages.

describePrinting("invoices printed", 120_000, () => {
  test("the list finds an invoice by number and customer, and its three documents print to PDF", async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const company = await mehtaOrder(baseURL!, MIXED.input.lines, {
      gst_no: SAME_STATE_GSTIN,
      email_id: "accounts@mehta.in",
    });
    const kapoorId = await addCustomer(company, "Kapoor Furnishers");
    await fillOrder(company, kapoorId, headerFor("Kapoor Furnishers"), [MIXED.input.lines[0]!]);
    const mehta = await createInvoice(company, company.customerId);
    const kapoor = await createInvoice(company, kapoorId);
    expect(mehta.number).toBe("INV/26-27/0001");
    expect(mehta.snapshot.totals.payable).toBe(MIXED_TOTALS.payable);
    const payable = formatIndian(MIXED_TOTALS.payable);

    await login(page, company);
    await page.goto("/invoice-list");
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    // Newest first.
    await expect(rows.nth(0)).toContainText(kapoor.number);
    const mehtaRow = rows.nth(1);
    await expect(mehtaRow).toContainText("INV/26-27/0001");
    await expect(mehtaRow).toContainText("21-11-2026");
    await expect(mehtaRow).toContainText("Mehta Interiors");
    await expect(mehtaRow).toContainText(`₹ ${payable}`);
    await expect(mehtaRow).toContainText("Unpaid");
    await page.screenshot({ path: path.join(RESULTS_DIR, "invoice-list.png") });

    const search = page.getByRole("textbox", { name: "Search invoices" });
    await search.fill("0001");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Mehta Interiors");
    await search.fill("kapoor");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(kapoor.number);
    await search.fill("nobody like this");
    await expect(page.getByText('No invoice matches "nobody like this"')).toBeVisible();
    await page.getByRole("button", { name: "Clear the search" }).click();
    await expect(rows).toHaveCount(2);

    // The tax invoice.
    await page.getByRole("link", { name: `Open invoice ${mehta.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${mehta.id}$`));
    await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
    const sheet = page.locator('[data-page="1"]');
    await expect(sheet).toContainText("TAX INVOICE");
    await expect(sheet).toContainText("Sharma Glass Works");
    await expect(sheet).toContainText(SAME_STATE_GSTIN);
    await expect(sheet).toContainText("Maharashtra (27)");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    // The page on screen: the toolbar above the paper.
    await page.screenshot({ path: path.join(RESULTS_DIR, "invoice-screen.png") });
    const invoicePdf = await printSheet(page, "invoice", 1082, 719);
    expect(invoicePdf.pages).toBe(1);
    const invoiceText = invoicePdf.text();
    expectContains(invoiceText, [
      "TAX INVOICE",
      "Sharma Glass Works".toUpperCase(),
      "27AAPFU0939F1ZV",
      mehta.number,
      "21-11-2026",
      "Mehta Interiors",
      "12 MG Road, Camp",
      "Plot 7, Baner Hills",
      SAME_STATE_GSTIN,
      "Place of supply Maharashtra (27)",
      "70071900",
      "680293",
      `Taxable value ${formatIndian(MIXED_TOTALS.taxableValue)}`,
      `CGST ${formatIndian(MIXED_TOTALS.cgst)}`,
      `SGST ${formatIndian(MIXED_TOTALS.sgst)}`,
      `Round off ${MIXED_TOTALS.roundOff}`,
      `Payable ₹ ${payable}`,
      MIXED_TOTALS.amountInWords,
      "For Sharma Glass Works",
      "Authorised Signatory",
    ]);
    expect(invoiceText).not.toContain("IGST");
    expect(invoiceText).not.toContain("CANCELLED");
    // The toolbar is not printed.
    expect(invoiceText).not.toContain("Print");

    // The worker sheet: sizes, quantities, materials, edges drawn; no price anywhere.
    await openSheet(page, "Worker sheet", `/invoice/${mehta.id}/worker-sheet`);
    const worker = page.locator('[data-page="1"]');
    await expect(worker).toContainText("WORKER SHEET");
    await expect(worker).toContainText("36 1/2 x 72 1/4 in");
    await expect(worker.locator("tbody tr").first().getByRole("img", { name: "Edge 8" })).toBeVisible();
    const workerText = (await printSheet(page, "worker-sheet", 720, 1064)).text();
    expectContains(workerText, [
      "WORKER SHEET",
      mehta.number,
      "Mehta Interiors",
      "48 x 96 in",
      "Toughened 12mm",
      "Flat Polish",
      "Half Round",
      "Bevel 10mm",
      "All four sides",
      "A 6 in",
    ]);
    for (const price of ["₹", payable, formatIndian(MIXED_TOTALS.taxableValue), "Payable", "Rate", "GST"]) {
      expect(workerText, price).not.toContain(price);
    }

    // The transport sheet.
    await openSheet(page, "Transport sheet", `/invoice/${mehta.id}/transport-sheet`);
    await expect(page.locator('[data-page="1"]')).toContainText("TRANSPORT SHEET");
    const transportText = (await printSheet(page, "transport-sheet", 1082, 720)).text();
    expectContains(transportText, [
      "TRANSPORT SHEET",
      mehta.number,
      "Mehta Interiors",
      "Plot 7, Baner Hills",
      `Total area ${formatIndian(MIXED_TOTALS.area)} sq ft`,
      "Total pieces 79",
      "PREPARED BY",
      "DRIVER",
      "RECEIVED BY",
    ]);
    expect(transportText).not.toContain("₹");
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test("a 60-line invoice continues on further pages, the header repeated and the totals on the last", async ({
    page,
    baseURL,
  }) => {
    const { company } = await longOrder(baseURL!, "Patel Constructions", OTHER_STATE_GSTIN, 60, (i) => ({
      widthForDisplay: String(12 + (i % 24)),
      lengthForDisplay: String(40 + i),
      quantity: 1 + (i % 4),
    }));
    const invoice = await createInvoice(company, company.customerId);
    const { totals } = invoice.snapshot;
    expect(invoice.snapshot.lines).toHaveLength(60);

    await login(page, company);
    await openDocument(page, `/invoice/${invoice.id}`);
    const pageCount = Number(await page.locator("[data-print-ready]").getAttribute("data-page-count"));
    expect(pageCount).toBeGreaterThan(1);
    await page
      .locator(`[data-page="${pageCount}"]`)
      .screenshot({ path: path.join(RESULTS_DIR, "invoice-last-page.png") });

    const pdf = await printPdf(page, "invoice-60-lines");
    expect(pdf.pages).toBe(pageCount);
    const payable = `Payable ₹ ${formatIndian(totals.payable)}`;
    for (let n = 1; n <= pdf.pages; n++) {
      const text = pdf.text(n);
      // The header and the table head on every page.
      expect(text, `page ${n}`).toContain("TAX INVOICE");
      expect(text, `page ${n}`).toContain(invoice.number);
      expect(text, `page ${n}`).toContain("Patel Constructions");
      expect(text, `page ${n}`).toMatch(/# +DESCRIPTION +HSN +QTY/);
      expect(text, `page ${n}`).toContain(`Page ${n} of ${pdf.pages}`);
      const last = n === pdf.pages;
      expect(text.includes(payable), `payable on page ${n}`).toBe(last);
      expect(text.includes(totals.amountInWords), `amount in words on page ${n}`).toBe(last);
    }
    const all = pdf.text();
    // Every line is printed once, in order: its number and description.
    for (const line of invoice.snapshot.lines) {
      expect(all).toContain(`${line.materialType}, ${line.widthForDisplay} x ${line.lengthForDisplay} in`);
    }
    expect(all).toContain(`IGST ${formatIndian(totals.igst)}`);
    expect(all).toContain("Place of supply Karnataka (29)");
    expect(all).not.toContain("CGST");

    // The worker sheet continues too, its header repeated.
    await openDocument(page, `/invoice/${invoice.id}/worker-sheet`);
    const workerPdf = await printPdf(page, "worker-sheet-60-lines");
    expect(workerPdf.pages).toBeGreaterThan(1);
    for (let n = 1; n <= workerPdf.pages; n++) {
      expect(workerPdf.text(n)).toContain("WORKER SHEET");
    }
    expect(workerPdf.text()).not.toContain("₹");

    await openDocument(page, `/invoice/${invoice.id}/transport-sheet`);
    const transportPdf = await printPdf(page, "transport-sheet-60-lines");
    expect(transportPdf.pages).toBeGreaterThan(1);
    for (let n = 1; n <= transportPdf.pages; n++) {
      const text = transportPdf.text(n);
      expect(text).toContain("TRANSPORT SHEET");
      expect(text.includes("RECEIVED BY"), `signatures on page ${n}`).toBe(n === transportPdf.pages);
    }
  });
});
