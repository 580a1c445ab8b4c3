import type { InvoiceRecord } from "@kerf/core";
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
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Bank statement end to end (issue 31): an HDFC statement uploaded on the Bank statement page, the UPI
// credit naming an invoice posted as an exact match, a part payment naming only the customer confirmed
// with one key, and the same file read again posting nothing twice.

const paise = (text: string) => BigInt(text.replace(".", ""));
const text = (p: bigint) => `${p / 100n}.${String(p % 100n).padStart(2, "0")}`;

function hdfcStatement(mehta: InvoiceRecord, part: string): string {
  return [
    "HDFC BANK Ltd.,,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    `22/11/26,UPI-MEHTA-mehta@okaxis-HDFC0000123-633012345678-${mehta.number},0000633012345678,22/11/26,,${mehta.payable},1.00`,
    `23/11/26,NEFT CR-SBIN0001234-KAPOOR FURNISHERS-KERF-SBIN326123456789,SBIN326123456789,23/11/26,,${part},1.00`,
    "24/11/26,NEFT CR-ZENITH FOODS-REFUND,SBIN326000000001,24/11/26,,500.00,1.00",
  ].join("\n");
}

test.describe("bank statement", () => {
  test.describe.configure({ timeout: 120_000 });

  test("upload, post the exact match, confirm a suggestion with one key; the same file again posts nothing", async ({
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
    const part = text(paise(kapoor.payable) / 2n);
    const file = { name: "hdfc.csv", mimeType: "text/csv", buffer: Buffer.from(hdfcStatement(mehta, part)) };

    await login(page, company);
    await page.goto("/bank-statement");
    await page.getByLabel("Bank account").fill("HDFC 1234");
    await page.getByLabel("Statement file (CSV or OFX)").setInputFiles(file);
    await page.getByLabel("Bank account").press("Enter");
    const summary = page.locator("[data-summary]");
    await expect(summary).toHaveText("3 credits (3 new): 1 exact, 1 suggested, 1 unmatched, 0 posted");
    const upi = page.locator('tr[data-credit="0000633012345678"]');
    const neft = page.locator('tr[data-credit="SBIN326123456789"]');
    await expect(upi).toHaveAttribute("data-status", "exact");
    await expect(upi).toContainText(mehta.number);
    await expect(neft).toHaveAttribute("data-status", "suggested");
    await expect(neft).toContainText(kapoor.number);

    await page.getByRole("button", { name: "Post 1 exact matches" }).click();
    await expect(page.getByText("1 payments recorded")).toBeVisible();
    await expect(upi).toHaveAttribute("data-status", "posted");

    // One key: the suggested row focused, 1 confirms its first suggestion.
    await neft.focus();
    await page.keyboard.press("1");
    await expect(neft).toHaveAttribute("data-status", "posted");
    await expect(summary).toHaveText("3 credits (0 new): 0 exact, 0 suggested, 1 unmatched, 2 posted");

    // The same file again: nothing new, nothing to post.
    await page.getByLabel("Bank account").press("Enter");
    await expect(summary).toHaveText("3 credits (0 new): 0 exact, 0 suggested, 1 unmatched, 2 posted");
    await expect(page.getByRole("button", { name: "Post 0 exact matches" })).toBeDisabled();

    const balance = async (id: string) =>
      ((await company.api.rest("GET", `/draft/invoice?id=${id}`)).body.data as { balance: string }).balance;
    expect(await balance(mehta._id)).toBe("0.00");
    expect(await balance(kapoor._id)).toBe(text(paise(kapoor.payable) - paise(part)));
    expect(errors).toEqual([]);
  });
});
