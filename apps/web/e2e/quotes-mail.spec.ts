import { expect } from "@playwright/test";
import { type AuthResult, storeSession } from "./support/accounts";
import { orderFor, received, setUpShops, test } from "./support/quote-server";

// 'Send by e-mail' asks where to (issue 33 point 5): the order's e-mail typed in, kept, changed or typed
// by the clerk; the mail reaches exactly that address.

let shop: AuthResult;

test.beforeAll(async ({ quoteServer }) => {
  ({ shop } = await setUpShops(quoteServer));
});

test("the quotation goes by e-mail to the address the clerk leaves in the dialog", async ({ page }) => {
  test.setTimeout(120_000);
  const { draftId } = await orderFor(shop.accessToken, "Kulkarni Homes");
  await storeSession(page, shop);
  await page.goto(`/quotation/${draftId}`);
  await page.getByRole("button", { name: "Send by e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Send the quotation by e-mail" });
  const to = dialog.getByLabel("To");
  await expect(to).toHaveValue("mehta@example.in");
  await expect(to).toBeFocused();
  await to.fill("not an address");
  await to.press("Enter");
  await expect(dialog.getByText("Invalid email address")).toBeVisible();
  expect(received.some((m) => m.raw.includes("Kulkarni Homes"))).toBe(false);
  await to.fill("site-office@kulkarni.in");
  await to.press("Enter");
  // The mail carries the quotation's PDF: the first one starts Chromium.
  await expect(page.getByText("Quotation queued to site-office@kulkarni.in")).toBeVisible({
    timeout: 30_000,
  });
  await expect(to).toBeHidden();
  await expect
    .poll(() => received.filter((m) => m.to.includes("site-office@kulkarni.in")).length, { timeout: 20_000 })
    .toBe(1);
  expect(received.some((m) => m.to.includes("mehta@example.in") && m.raw.includes("Kulkarni"))).toBe(false);
});
