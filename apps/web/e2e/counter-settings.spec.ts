import { newCompany, signUpViaApi, storeSession } from "./support/accounts";
import { openOrder, WHOLE } from "./support/counter";
import { login, MIXED } from "./support/documents";
import { mehtaOrder } from "./support/mehta-order";
import { companyForExample, HIDE_NOTHING, serverOrder } from "./support/order-company";
import { expect, test } from "./support/server";

// Issue 14: the counter, all day: settings that ask before they lose or break work. Each test names the point of the issue it proves.

test("2: the profile's Discard changes restores the saved values", async ({ page, request }) => {
  const company = newCompany("discard");
  await storeSession(page, await signUpViaApi(request, company));
  await page.goto("/settings/user");
  const form = page.getByRole("region", { name: "Company profile" });
  await expect(form.getByLabel("Company name")).toHaveValue(company.companyName);
  await form.getByLabel("Company name").fill("Somebody Else");
  await form.getByLabel("Phone number").fill("9000000001");
  await form.getByRole("button", { name: "Discard changes" }).click();
  await expect(form.getByLabel("Company name")).toHaveValue(company.companyName);
  await expect(form.getByLabel("Phone number")).toHaveValue(company.phoneNumber);
  await expect(form.getByRole("button", { name: "Discard changes" })).toBeDisabled();
});

test("3: 'Hide material type column' hides the Material column; new pieces take the first material", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WHOLE, {
    flags: { ...HIDE_NOTHING, materialListColumnHide: true },
  });
  await login(page, company);
  await openOrder(page, company.customerId);
  await expect(
    page.getByTestId("piece-grid").getByRole("columnheader", { name: "Material", exact: true }),
  ).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Material, row 1" })).toHaveCount(0);
  // The material summary stays.
  await expect(page.getByLabel("Width, row 1")).toBeFocused();
  await page.keyboard.type("12");
  await page.keyboard.press("Enter");
  await page.keyboard.type("24");
  await page.keyboard.press("Enter");
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  const first = WHOLE.input.materials[0]!.materialName!;
  await expect
    .poll(async () => (await serverOrder(company)).lines.map((l) => l.materialType), { timeout: 15_000 })
    .toEqual([first]);
});

test("10: general settings ask before unsaved changes are left; Stay keeps them, Leave goes", async ({
  page,
  request,
}) => {
  await storeSession(page, await signUpViaApi(request, newCompany("leave")));
  await page.goto("/settings/general");
  const nav = page.getByRole("navigation", { name: "Main" });
  // Nothing changed: no question.
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/general");
  const minArea = page.getByLabel("Minimum area per piece");
  await minArea.fill("2.5");
  await nav.getByRole("link", { name: "Dashboard" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(
    "Leave without saving? Your changes to the general settings will be lost.",
  );
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(minArea).toHaveValue("2.5");
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("7: switching inches to mm with open orders says what it changes and asks; Cancel keeps inches", async ({
  page,
  baseURL,
}) => {
  const company = await mehtaOrder(baseURL!, MIXED.input.lines.slice(0, 2));
  const before = (await serverOrder(company)).totals.payable;
  await login(page, company);
  await page.goto("/settings/general");
  await page.getByRole("radio", { name: "Millimetre" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(
    "1 open order has its sizes typed in inches. Switching to millimetres reads those sizes as millimetres and reprices the orders. Issued invoices do not change. Switch anyway?",
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  // Nothing saved, nothing repriced.
  const general = await company.api.rest("GET", "/setting/general");
  expect((general.body.data as { pricingSettings: { unit: string } }).pricingSettings.unit).toBe("inch");
  expect((await serverOrder(company)).totals.payable).toBe(before);
  // Said yes: switched.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Switch and reprice" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  const after = await company.api.rest("GET", "/setting/general");
  expect((after.body.data as { pricingSettings: { unit: string } }).pricingSettings.unit).toBe("mm");
});

test("8: a material or edge profile that open orders use is not deleted: the message says how many", async ({
  page,
  baseURL,
}) => {
  const company = await mehtaOrder(baseURL!, MIXED.input.lines.slice(0, 2));
  await login(page, company);
  await page.goto("/settings/material");
  await page.getByRole("button", { name: "Delete Granite Black" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(
    'Material "Granite Black" is used by 1 open order: change or clear those lines first, then delete it.',
  );
  await expect(page.getByRole("row").filter({ hasText: "Granite Black" })).toHaveCount(1);
  // The order still prices as before.
  await openOrder(page, company.customerId);
  await expect(page.getByRole("combobox", { name: "Material, row 2" })).toHaveValue("Granite Black");
  await expect(
    page.getByTestId("piece-grid").locator("tbody tr").nth(1).locator('[data-figure="total"]'),
  ).not.toHaveText("");
});
