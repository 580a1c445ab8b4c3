import { routes } from "@kerf/core";
import { storeSession } from "./support/accounts";
import { fillOrder, headerFor, MIXED, WITH_HSN } from "./support/documents";
import { companyForExample } from "./support/order-company";
import { expect, test } from "./support/server";

// issue 33 point 5: Revoke asks first, and is offered only while there is a link to withdraw.

test("Revoke is disabled without a link and asks before withdrawing one", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Revoke Check Homes" });
  await fillOrder(company, company.customerId, headerFor("Revoke Check Homes"), [MIXED.input.lines[0]!]);
  await storeSession(page, company.session);
  await page.goto(routes.quotation(company.customerId));
  const revoke = page.locator("header").getByRole("button", { name: "Revoke link" });
  await expect(revoke).toBeDisabled();

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link made and copied")).toBeVisible();
  await expect(revoke).toBeEnabled();
  const link = await page.getByLabel("Share link").inputValue();

  // Asked first: Cancel keeps the link working.
  await revoke.click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("Revoke the link?");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect((await page.request.get(link.replace("/q/", "/api/public/quote/"))).status()).toBe(200);

  await revoke.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByText("Link revoked")).toBeVisible();
  await expect(revoke).toBeDisabled();
  expect((await page.request.get(link.replace("/q/", "/api/public/quote/"))).status()).toBe(410);

  // Reopened later, the page still knows there is no link.
  await page.reload();
  await expect(revoke).toBeDisabled();
});
