import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { unexpectedErrors } from "./support/accounts";
import {
  createInvoice,
  expectSize,
  login,
  MIXED,
  pdfFolder,
  printPdf,
  SAME_STATE_GSTIN,
  shot,
} from "./support/documents";
import { describePrinting, mehtaOrder } from "./support/mehta-order";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Credit notes end to end (issue 17): an invoice of the mixed example (payable 7,32,415.00 at 12, 18 and
// 28 % GST, within Maharashtra) credited from the invoice list for one line, then from the invoice's page
// for an amount at a rate; each note printed, on screen and as the server's PDF, read back with poppler.

describePrinting("credit notes", 120_000, () => {
  test("a note for chosen lines and one for an amount at a rate, printed like the invoice", async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const company = await mehtaOrder(baseURL!, MIXED.input.lines, { gst_no: SAME_STATE_GSTIN });
    const invoice = await createInvoice(company, company.customerId);
    expect(invoice.payable).toBe("732415.00");

    await login(page, company);
    await page.goto("/invoice-list");
    await page.getByRole("button", { name: "Credit note for INV/26-27/0001" }).click();
    const dialog = page.getByRole("dialog", { name: "Credit note for INV/26-27/0001" });
    await expect(dialog).toContainText("Credited ₹ 0.00 of ₹ 7,32,415.00");

    // The reason is checked in the form with the shared schema, before anything is sent.
    await dialog.getByText("Chosen lines").click();
    await dialog.getByRole("button", { name: "Issue credit note" }).click();
    await expect(dialog).toContainText("Reason is required");
    await expect(dialog).toContainText("Choose at least one line");

    await dialog.getByRole("checkbox", { name: "Line 2" }).check();
    await dialog.getByLabel("Reason").fill("Two granite slabs chipped in transit");
    await page.screenshot({ path: path.join(RESULTS_DIR, "credit-note-dialog.png") });
    await dialog.getByRole("button", { name: "Issue credit note" }).click();

    // Issued: its printed page opens. Granite Black, line 2: taxable 41,830.67, GST 5,019.68 (12 %),
    // cutting 2,226.14 without GST, credit 49,076.49.
    await expect(page).toHaveURL(/\/creditNote\/[0-9a-f-]{36}$/);
    await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
    const first = page.locator('[data-page="1"]');
    await expect(first).toContainText("Credit Note");
    await expect(first).toContainText("CN/26-27/0001");
    await expect(first).toContainText("Original invoiceINV/26-27/0001");
    await expect(first).toContainText("Invoice date21-11-2026");
    await expect(first).toContainText("Two granite slabs chipped in transit");
    await expect(first).toContainText("Lines credited: 2.");
    await expect(first).toContainText("Rupees Forty Nine Thousand Seventy Six and Forty Nine Paise Only");
    await expect(first.getByRole("table", { name: "Tax by rate" })).toContainText(
      "12%41,830.672,509.84 @ 6%2,509.84 @ 6%5,019.68",
    );
    await expect(first).toContainText("Credit₹ 49,076.49");
    await shot(page, "credit-note-lines.png");
    const printed = await printPdf(page, "credit-note-lines");
    expectSize(printed, 1082, 719);
    expect(printed.pages).toBe(1);
    expect(printed.text()).toContain("Credit Note");
    expect(printed.text()).toContain("CN/26-27/0001");

    // The server's PDF is the same document, printed by its own Chromium.
    const noteId = page.url().split("/").pop()!;
    const res = await fetch(`${baseURL}/api/creditNote.pdf?id=${noteId}`, {
      headers: { access_token: company.api.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="CN-26-27-0001.pdf"');
    const served = path.join(await pdfFolder(), "served-credit-note.pdf");
    await writeFile(served, Buffer.from(await res.arrayBuffer()));
    const servedText = execFileSync("pdftotext", ["-layout", served, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );
    expect(servedText).toContain("Two granite slabs chipped in transit");
    expect(servedText).toContain("49,076.49");
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-singlefile",
      served,
      path.join(RESULTS_DIR, "credit-note-served"),
    ]);

    // From the invoice's page: the dialog lists the first note; an amount at a rate needs the rate.
    await page.getByRole("link", { name: "Invoice INV/26-27/0001" }).click();
    await page.getByRole("button", { name: "Credit note" }).click();
    const again = page.getByRole("dialog", { name: "Credit note for INV/26-27/0001" });
    await expect(again.getByRole("link", { name: "CN/26-27/0001" })).toBeVisible();
    await expect(again).toContainText("Credited ₹ 49,076.49 of ₹ 7,32,415.00 · left to credit ₹ 6,83,338.51");
    await expect(again.getByRole("checkbox", { name: "Line 2" })).toHaveCount(0);
    await again.getByText("Amount at a rate").click();
    await again.getByLabel("Taxable value (₹)").fill("1000");
    await again.getByLabel("Reason").fill("Rate agreed after delivery");
    await again.getByRole("button", { name: "Issue credit note" }).click();
    await expect(
      page.getByText(
        "Invoice INV/26-27/0001 has several GST rates (12%, 18%, 28%): give the rate of the amount",
      ),
    ).toBeVisible();
    await again.getByLabel("GST rate").selectOption("18");
    await again.getByRole("button", { name: "Issue credit note" }).click();

    // 1,000.00 at 18 %: CGST 90.00 and SGST 90.00, credit 1,180.00.
    await expect(page).toHaveURL(/\/creditNote\//);
    const amount = page.locator('[data-page="1"]');
    await expect(amount).toContainText("CN/26-27/0002");
    await expect(amount).toContainText("Credit against invoice INV/26-27/0001 at GST 18%");
    await expect(amount).toContainText("CGST90.00");
    await expect(amount).toContainText("SGST90.00");
    await expect(amount).toContainText("Credit₹ 1,180.00");
    await shot(page, "credit-note-amount.png");

    // The whole invoice is more than is left: refused with the server's message, nothing issued.
    await page.getByRole("link", { name: "Invoice INV/26-27/0001" }).click();
    await page.getByRole("button", { name: "Credit note" }).click();
    const third = page.getByRole("dialog", { name: "Credit note for INV/26-27/0001" });
    await third.getByLabel("Reason").fill("Order returned");
    await third.getByRole("button", { name: "Issue credit note" }).click();
    await expect(
      page.getByText(
        "This credit note comes to 732415.00, more than the 682158.51 left to credit on INV/26-27/0001 (payable 732415.00)",
      ),
    ).toBeVisible();
    // The list's balance counts both notes: 7,32,415.00 - 49,076.49 - 1,180.00.
    await page.goto("/invoice-list");
    await expect(page.locator('tr[data-invoice="INV/26-27/0001"]')).toContainText("6,82,158.51");
    const listed = await company.api.rest("GET", `/creditNote?invoiceId=${invoice.id}`);
    expect((listed.body.data as unknown as unknown[]).length).toBe(2);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
