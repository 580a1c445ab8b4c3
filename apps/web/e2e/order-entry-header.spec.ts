import { storeSession } from "./support/accounts";
import { type ColumnFlags, companyForExample, HIDE_NOTHING } from "./support/order-company";
import { openOrder, reloadOrder, total, typeLine, WHOLE } from "./support/order-entry";
import { expect, test } from "./support/server";

// The order page's quote header, its column settings and a customer that is not there.

test("the quote header is prefilled, checked and saved by itself", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, WHOLE, { customerName: "Rao Kitchens" });
  await openOrder(page, company);
  const header = page.getByRole("region", { name: "Customer details" });
  const status = page.getByTestId("header-save-status");
  await expect(header.getByLabel("Customer name")).toBeHidden();
  await expect(header).toContainText("Rao Kitchens · 9822012345");
  await page.keyboard.press("Alt+C");
  await expect(header.getByLabel("Customer name")).toBeFocused();
  await expect(header.getByLabel("Customer name")).toHaveValue("Rao Kitchens");
  await expect(header.getByLabel("Phone")).toHaveValue("9822012345");
  await expect(header.getByLabel("Date")).toHaveValue("21-11-2026");
  // "Not saved" names what is missing (issue 33 point 5).
  await expect(status).toHaveText("Not saved — check Billing address, Shipping address, Shipping state");

  await header.getByLabel("Billing address").focus();
  await page.keyboard.press("Tab");
  await expect(header.getByText("Address is Required")).toBeVisible();
  await header.getByLabel("Email").focus();
  await page.keyboard.type("not-an-email");
  await page.keyboard.press("Enter");
  await expect(header.getByText("Invalid email address")).toBeVisible();
  await header.getByLabel("Email").fill("rao@example.in");
  await header.getByLabel("GSTIN").fill("27AAPFU0939F1ZW");
  await header.getByLabel("GSTIN").press("Enter");
  await expect(header.getByText("Invalid GST number")).toBeVisible();
  await header.getByLabel("GSTIN").fill("");
  await header.getByLabel("Billing address").fill("12 MG Road, Pune");
  await header.getByLabel("Shipping address").fill("Site 4, Hinjewadi, Pune");
  await header.getByLabel("Shipping address").blur();
  // No GSTIN, no PIN, not collected: where the goods go decides the tax, so the state is asked for.
  await expect(status).toHaveText("Not saved — check Shipping state");
  await header.getByLabel("Shipping PIN").fill("411057");
  await expect(header.getByLabel("Shipping state")).toHaveValue("27");
  await header.getByLabel("Shipping PIN").blur();
  await expect(status).toHaveText("Saved");

  await reloadOrder(page);
  await expect(page.getByTestId("header-save-status")).toHaveText("Saved");
  await expect(header).toContainText("12 MG Road, Pune");
  await header.getByRole("button", { name: /Customer details/ }).click();
  await expect(header.getByLabel("Shipping address")).toHaveValue("Site 4, Hinjewadi, Pune");
  await expect(header.getByLabel("Email")).toHaveValue("rao@example.in");
});

test("the column-hide settings hide their columns, never the per-material summary", async ({
  page,
  baseURL,
}) => {
  // Every column but the material type (hidden, it is proven in counter.spec.ts: this test types materials).
  const hideAll: ColumnFlags = Object.fromEntries(
    Object.keys(HIDE_NOTHING).map((k) => [k, k !== "materialListColumnHide"]),
  ) as ColumnFlags;
  const company = await companyForExample(baseURL!, WHOLE, { flags: hideAll });
  await openOrder(page, company);
  const grid = page.getByTestId("piece-grid");
  const header = (name: string) => grid.getByRole("columnheader", { name, exact: true });
  for (const name of ["Width", "Length", "Quantity", "Material", "Area", "Total"]) {
    await expect(header(name)).toBeVisible();
  }
  for (const name of [
    "Cutting",
    "Edge selection",
    "Edge profile",
    "Area input A",
    "Area input B",
    "Edge running feet",
    "Edge amount",
    "GST",
    "Material amount",
    "Rate",
    "Multiplier",
    "Wastage",
  ]) {
    await expect(header(name)).toHaveCount(0);
  }
  // The per-material summary is not a column of the grid: it stays (issue 14, point 3).
  await expect(page.getByRole("region", { name: "By material" })).toBeVisible();

  // Without those cells, Enter after the material is the end of the row.
  await typeLine(page, WHOLE.input.lines[0]!, { edge: false, multiplier: false });
  await expect(page.getByLabel("Width, row 2")).toBeFocused();
  await expect(total(page, "payable")).toHaveText("₹ 326.00");
});

test("an unknown or another company's customer shows a clear not-found page", async ({ page, baseURL }) => {
  const mine = await companyForExample(baseURL!, WHOLE);
  const theirs = await companyForExample(baseURL!, WHOLE, { customerName: "Not Yours" });
  await storeSession(page, mine.session as Parameters<typeof storeSession>[1]);

  await page.goto("/order/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Customer not found", level: 2 })).toBeVisible();
  await page.goto(`/order/${theirs.customerId}`);
  await expect(page.getByRole("heading", { name: "Customer not found", level: 2 })).toBeVisible();
  await expect(page.getByText("Not Yours")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
