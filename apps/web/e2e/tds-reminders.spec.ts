import { formatIndian, todayInIndia } from "@kerf/core";
import { unexpectedErrors } from "./support/accounts";
import {
  addCustomer,
  createInvoice,
  fillOrder,
  headerFor,
  INVOICE_DATE,
  login,
  MIXED,
  WITH_HSN,
} from "./support/documents";
import { companyForExample } from "./support/order-company";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Issue 31 in the browser: a payment with TDS from the invoice list clears the balance exactly (net +
// TDS), the TDS report ticks its Form 16A, and the receivables' To remind today list offers WhatsApp for
// the customer whose invoice is due a reminder today.

const paise = (text: string) => BigInt(text.replace(".", ""));
const text = (p: bigint) => `${p / 100n}.${String(p % 100n).padStart(2, "0")}`;
const DAY_MS = 86_400_000;

test.describe("TDS and reminders", () => {
  test.describe.configure({ timeout: 120_000 });

  test("records a payment with TDS that clears the invoice; lists a due customer to remind on WhatsApp", async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Mehta Interiors" });
    await fillOrder(company, company.customerId, headerFor("Mehta Interiors"), [MIXED.input.lines[0]!]);
    const kapoorId = await addCustomer(company, "Kapoor Furnishers");
    await fillOrder(company, kapoorId, headerFor("Kapoor Furnishers"), [MIXED.input.lines[1]!]);
    const mehta = await createInvoice(company, company.customerId);
    const kapoor = await createInvoice(company, kapoorId);
    // The invoices are dated INVOICE_DATE and due that day (no credit days): remind on the day it is today.
    const late = Math.round((Date.parse(todayInIndia()) - Date.parse(INVOICE_DATE)) / DAY_MS);
    const plan = await company.api.rest("POST", "/setting/reminders", { enabled: true, days: [late] });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);

    await login(page, company);
    await page.goto("/invoice-list");
    const row = page.locator(`tr[data-invoice="${mehta.number}"]`);
    await row.getByRole("button", { name: `Record payment for ${mehta.number}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("The customer deducted TDS").check();
    await dialog.getByLabel("TDS section").selectOption("194C");
    await dialog.getByLabel("TDS rate (%)").fill("2");
    await dialog.getByLabel("TDS rate (%)").press("Tab");
    // 2% of the balance, rounded to the rupee (section 288B); the net is the rest.
    const payable = paise(mehta.payable);
    const tds = ((payable * 2n + 5000n) / 10000n) * 100n;
    await expect(dialog.getByLabel("TDS amount (₹)")).toHaveValue(text(tds));
    await expect(dialog.getByLabel("Net received (₹)")).toHaveValue(text(payable - tds));
    await expect(dialog.getByTestId("payment-gross")).toContainText(text(payable));
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText(/Payment RC\/\d\d-\d\d\/0001 recorded/)).toBeVisible();
    const balance = dialog.getByLabel("Balance");
    await expect(balance).toContainText("Paid");
    await expect(balance).toContainText("₹ 0.00");
    await expect(dialog.getByRole("table", { name: "Payment history" })).toContainText(`+ TDS 194C`);
    await page.keyboard.press("Escape");

    // The TDS report: the deduction, then its Form 16A ticked with the certificate number.
    await page.goto("/tds");
    const tdsRow = page.locator("tr[data-receipt]").first();
    await expect(tdsRow).toContainText(mehta.number);
    await expect(tdsRow).toContainText(`₹ ${formatIndian(text(tds))}`);
    // Ticking asks for the certificate number first: the tick shows once saved.
    await tdsRow.getByLabel(/Form 16A received for/).click();
    await tdsRow.getByLabel(/Form 16A certificate number/).fill("AB12CDE");
    await tdsRow.getByRole("button", { name: "Save" }).click();
    await expect(tdsRow).toContainText("AB12CDE");

    // Receivables: Kapoor owes and is due a reminder today; Mehta's invoice is cleared.
    await page.goto("/receivables");
    const list = page.getByRole("list", { name: "Customers to remind today" });
    const kapoorItem = list.locator('[data-remind="Kapoor Furnishers"]');
    await expect(kapoorItem).toContainText(kapoor.number);
    const whatsapp = kapoorItem.getByRole("link", { name: "WhatsApp Kapoor Furnishers" });
    await expect(whatsapp).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919822012345\?text=Dear%20Kapoor%20Furnishers/,
    );
    await expect(list.locator('[data-remind="Mehta Interiors"]')).toHaveCount(0);
    // Aged by due date: Kapoor's invoice (due on its date) is late, none of it "not yet due".
    await page.getByLabel("Age by").selectOption("due");
    await expect(page.getByRole("columnheader", { name: "Not yet due" })).toBeVisible();
    await expect(page.locator('tr[data-customer="Kapoor Furnishers"] [data-overdue]')).toHaveText(
      `₹ ${formatIndian(kapoor.balance)}`,
    );
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
