import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatIndian, type InvoiceRecord } from "@kerf/core";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { unexpectedErrors } from "./support/accounts";
import {
  addCustomer,
  createInvoice,
  fillOrder,
  headerFor,
  login,
  MIXED,
  WITH_HSN,
} from "./support/documents";
import { companyForExample } from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Payments end to end: a partial payment from the invoice list (keyboard), the status and balance it
// leaves, the receivables page's figures, the UPI QR on the printed invoice read back by a QR decoder,
// then the rest of the payment and Paid.

/** Exact paise of a 2-decimal string, and back: the test's own arithmetic never goes through floats. */
const paise = (text: string) => BigInt(text.replace(".", ""));
const text = (p: bigint) => `${p / 100n}.${String(p % 100n).padStart(2, "0")}`;
const shown = (p: bigint) => `₹ ${formatIndian(text(p))}`;

test.describe("payments", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a partial payment, then the rest: Partly paid, Paid; receivables and the UPI QR agree", async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Mehta Interiors" });
    const upi = await company.api.rest("POST", "/setting/company", {
      upiId: "sharmaglass@okhdfc",
      payeeName: "Sharma Glass & Co",
    });
    expect(upi.status).toBe(200);
    await fillOrder(company, company.customerId, headerFor("Mehta Interiors"), [MIXED.input.lines[0]!]);
    const kapoorId = await addCustomer(company, "Kapoor Furnishers");
    await fillOrder(company, kapoorId, headerFor("Kapoor Furnishers"), [MIXED.input.lines[1]!]);
    const mehta = await createInvoice(company, company.customerId);
    const kapoor = await createInvoice(company, kapoorId);
    const payable = paise(mehta.payable);
    const part = payable / 3n;
    const left = payable - part;

    await login(page, company);
    await page.goto("/invoice-list");
    const row = page.locator(`tr[data-invoice="${mehta.number}"]`);
    await expect(row.locator("[data-payment-status]")).toHaveText("Unpaid");
    await expect(row.locator("[data-balance]")).toHaveText(shown(payable));

    // Keyboard: focus the row's action, Enter opens the dialog with the amount field focused.
    await row.getByRole("button", { name: `Record payment for ${mehta.number}` }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    const amount = dialog.getByLabel("Amount (₹)");
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue(text(payable));
    // More than the balance: the server's message under the field, nothing recorded.
    await amount.fill(text(payable + 1n));
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(
      dialog.getByText(`The amount ${text(payable + 1n)} is more than the balance due of ${text(payable)}`),
    ).toBeVisible();
    await amount.fill(text(part));
    // Dated, so the receipt's series (its financial year) does not depend on the day the test runs.
    await dialog.getByLabel("Date").fill("22-11-2026");
    await dialog.getByLabel("Mode").selectOption("upi");
    await dialog.getByLabel("Reference (cheque no, UTR)").fill("UTR 4455");
    await dialog.getByRole("button", { name: "Record payment" }).press("Enter");
    await expect(page.getByText("Payment RC/26-27/0001 recorded")).toBeVisible();
    const balance = dialog.getByLabel("Balance");
    await expect(balance).toContainText(`Paid${shown(part)}`);
    await expect(balance).toContainText(`Balance${shown(left)}`);
    await expect(balance).toContainText("Partly paid");
    await expect(dialog.locator('tr[data-receipt="RC/26-27/0001"]')).toContainText("UTR 4455");
    await page.keyboard.press("Escape");
    await expect(row.locator("[data-payment-status]")).toHaveText("Partly paid");
    await expect(row.locator("[data-balance]")).toHaveText(shown(left));

    // Receivables: both customers, each aged 0-30 days on the day of the test, and the total.
    const kapoorBalance = paise(kapoor.payable);
    await page.getByRole("link", { name: "Receivables" }).click();
    await expect(page).toHaveURL(/\/receivables$/);
    const mehtaRow = page.locator('tr[data-customer="Mehta Interiors"]');
    await expect(mehtaRow).toContainText(shown(left));
    await expect(page.locator('tr[data-customer="Kapoor Furnishers"]')).toContainText(shown(kapoorBalance));
    await expect(page.locator("tr[data-total]")).toContainText(`Total to collect`);
    await expect(page.locator("tr[data-total] td").last().locator("..")).toContainText(
      shown(left + kapoorBalance),
    );
    await page.screenshot({ path: path.join(RESULTS_DIR, "receivables.png"), fullPage: true });

    // The printed invoice carries a QR for the balance: decoded, it is exactly the UPI link.
    const current = (await company.api.rest("GET", `/draft/invoice?id=${mehta.id}`)).body
      .data as unknown as InvoiceRecord;
    const uri = `upi://pay?pa=sharmaglass@okhdfc&pn=Sharma%20Glass%20%26%20Co&am=${text(left)}&cu=INR&tn=INV%2F26-27%2F0001`;
    expect(current.upiUri).toBe(uri);
    await page.goto(`/invoice/${mehta.id}`);
    await expect(page.getByRole("button", { name: `Payments of ${mehta.number}` })).toBeVisible();
    await expect(page.getByRole("banner").locator("[data-payment-status]")).toHaveText("Partly paid");
    const qr = page.locator("[data-upi-qr]").first();
    await expect(qr).toBeVisible({ timeout: 15_000 });
    const png = PNG.sync.read(
      await qr.screenshot({ path: path.join(RESULTS_DIR, "invoice-upi-qr.png"), scale: "device" }),
    );
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(uri);
    await page.locator('[data-page="1"]').screenshot({ path: path.join(RESULTS_DIR, "invoice-with-qr.png") });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(RESULTS_DIR, "invoice-page-payments.png") });

    // The server's PDF of the invoice carries it too: rasterised by poppler, decoded to the same link.
    const invoicePdf = await fetch(`${baseURL}/api/draft/invoice.pdf?id=${mehta.id}`, {
      headers: { access_token: company.session.accessToken },
    });
    expect(invoicePdf.status).toBe(200);
    const pdfFile = path.join(RESULTS_DIR, "invoice-pdf-with-qr.pdf");
    await writeFile(pdfFile, Buffer.from(await invoicePdf.arrayBuffer()));
    // poppler writes <root>.png beside the PDF.
    const root = pdfFile.slice(0, -".pdf".length);
    execFileSync("pdftoppm", ["-png", "-r", "200", "-singlefile", pdfFile, root]);
    const raster = PNG.sync.read(await readFile(`${root}.png`));
    expect(jsQR(new Uint8ClampedArray(raster.data), raster.width, raster.height)?.data).toBe(uri);

    // The customer's share link shows the same QR, and on a phone a link to the UPI app.
    const link = await company.api.rest("POST", "/draft/invoice/share", { id: mehta.id });
    expect(link.status).toBe(200);
    await page.goto(new URL((link.body.data as unknown as { url: string }).url).pathname);
    await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute("href", uri);
    await page
      .locator("header [data-upi-block]")
      .screenshot({ path: path.join(RESULTS_DIR, "public-invoice-upi.png") });

    // The rest: Paid, nothing left, no QR.
    await page.goto("/invoice-list");
    await row.getByRole("button", { name: `Record payment for ${mehta.number}` }).click();
    await expect(amount).toHaveValue(text(left));
    // Keyboard only: Enter moves field to field (amount, date, mode, reference) and then submits.
    await amount.press("Enter");
    await expect(dialog.getByLabel("Date")).toBeFocused();
    await page.keyboard.type("23-11-2026");
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Mode")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Reference (cheque no, UTR)")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Record payment" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Payment RC/26-27/0002 recorded")).toBeVisible();
    await expect(balance).toContainText("Paid");
    await expect(balance).toContainText(`Balance${shown(0n)}`);
    await page.keyboard.press("Escape");
    await expect(row.locator("[data-payment-status]")).toHaveText("Paid");
    await expect(row.locator("[data-balance]")).toHaveText(shown(0n));

    // A wrong payment is deleted with its reason (asked first), and the balance comes back.
    await row.getByRole("button", { name: `Payments of ${mehta.number}` }).click();
    await dialog.getByRole("button", { name: "Delete payment RC/26-27/0002" }).click();
    const reason = dialog.getByLabel("Why delete RC/26-27/0002");
    await expect(reason).toBeFocused();
    await reason.press("Enter");
    await expect(dialog.getByText("Say why this payment is deleted")).toBeVisible();
    await reason.fill("Entered against the wrong invoice");
    await reason.press("Enter");
    await expect(page.getByText("Payment RC/26-27/0002 deleted")).toBeVisible();
    await expect(dialog.locator('tr[data-receipt="RC/26-27/0002"]')).toContainText(
      "Deleted: Entered against the wrong invoice",
    );
    await expect(balance).toContainText(`Balance${shown(left)}`);
    await page.keyboard.press("Escape");
    await expect(row.locator("[data-payment-status]")).toHaveText("Partly paid");

    // The customer's statement: the invoice, the payment kept, the one deleted left out.
    await page.goto("/receivables");
    await page.getByRole("link", { name: "Statement of Mehta Interiors" }).click();
    await expect(page.locator("[data-entry]")).toHaveCount(2);
    await expect(page.locator('[data-entry="RC/26-27/0001"]')).toContainText(formatIndian(text(left)));
    await expect(page.locator("[data-closing]")).toHaveText(shown(left));
    await page.screenshot({ path: path.join(RESULTS_DIR, "statement.png"), fullPage: true });
    // From the day of the payment: the invoice (21-11-2026) is before it, in the opening balance.
    await page.getByLabel("From").fill("22-11-2026");
    await expect(page).toHaveURL(/from=2026-11-22/);
    await expect(page.locator("[data-entry]")).toHaveCount(1);
    await expect(page.getByRole("row", { name: /Opening balance/ })).toContainText(
      formatIndian(text(payable)),
    );
    await expect(page.locator("[data-closing]")).toHaveText(shown(left));

    // The receipt PDF, as the server's Chromium prints it.
    const payments = await company.api.rest("GET", `/payment?invoiceId=${mehta.id}`);
    const first = (payments.body.data as unknown as { payments: { id: string }[] }).payments[0]!;
    const receipt = await fetch(`${baseURL}/api/payment/receipt.pdf?id=${first.id}`, {
      headers: { access_token: company.session.accessToken },
    });
    expect(receipt.status).toBe(200);
    const file = path.join(RESULTS_DIR, "receipt.pdf");
    await writeFile(file, Buffer.from(await receipt.arrayBuffer()));
    const receiptText = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );
    expect(receiptText).toContain("PAYMENT RECEIPT");
    expect(receiptText).toContain(`Received with thanks from Mehta Interiors the sum of ${shown(part)}`);

    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: /^To collect/ })).toContainText(shown(left + kapoorBalance));
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
