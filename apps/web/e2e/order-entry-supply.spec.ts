import path from "node:path";
import { companyForExample } from "./support/order-company";
import { openOrder, reloadOrder, total, typeLine, WHOLE } from "./support/order-entry";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";

// The place of supply on the order header (IGST Act sec. 10), from the keyboard: a PIN suggests its
// state, another state than the shop's (Maharashtra) is IGST, the counter is the shop's own state, and a
// PIN outside the state chosen is said.

test("the header's place of supply decides CGST + SGST or IGST as the clerk types", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WHOLE, { customerName: "Walk-in Kumar" });
  await openOrder(page, company);
  await typeLine(page, WHOLE.input.lines[0]!);
  await expect(total(page, "cgst")).toBeVisible();

  await page.keyboard.press("Alt+C");
  const header = page.getByRole("region", { name: "Customer details" });
  const pos = header.getByTestId("place-of-supply");
  await header.getByLabel("Billing address").fill("4 Residency Road, Bengaluru");
  await header.getByLabel("Shipping address").fill("Site 2, Whitefield, Bengaluru");
  // Tab walks city, PIN, then the state the PIN filled in.
  await header.getByLabel("Shipping city").focus();
  await page.keyboard.type("Bengaluru");
  await page.keyboard.press("Tab");
  await page.keyboard.type("560066");
  await page.keyboard.press("Tab");
  await expect(header.getByLabel("Shipping state")).toBeFocused();
  await expect(header.getByLabel("Shipping state")).toHaveValue("29");
  await expect(pos).toHaveText("Place of supply: Karnataka (29) (the shipping address) · IGST");
  await expect(total(page, "igst")).toBeVisible();
  await expect(total(page, "cgst")).toHaveCount(0);

  // Collected at the counter: the shop's own state, CGST + SGST.
  await page.keyboard.press("Tab");
  await expect(header.getByLabel("Collected at the shop")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(pos).toHaveText("Place of supply: Maharashtra (27) (collected at the shop) · CGST + SGST");
  await expect(total(page, "cgst")).toBeVisible();
  await page.keyboard.press("Space");

  // Another state chosen by typing its name: the PIN is now outside it, which is said, not refused.
  await header.getByLabel("Shipping state").focus();
  await page.keyboard.type("Tamil");
  await expect(header.getByLabel("Shipping state")).toHaveValue("33");
  await expect(pos.getByRole("status")).toHaveText(
    "The shipping PIN 560066 is not in Tamil Nadu (33): check the PIN or the shipping state",
  );
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("header-save-status")).toHaveText("Saved");
  await page.screenshot({ path: path.join(RESULTS_DIR, "order-header-supply.png") });

  await reloadOrder(page);
  await expect(header).toContainText("Place of supply Tamil Nadu (33)");
  await expect(total(page, "igst")).toBeVisible();
});
