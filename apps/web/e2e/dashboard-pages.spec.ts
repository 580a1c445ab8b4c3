import path from "node:path";
import { addThroughApi, dialog, namesShown, openDashboard, signUp, table } from "./support/dashboard";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// The dashboard's pager, deleting after the confirmation, and a refused add.

test("pages ten at a time with the pager and deletes after the confirmation", async ({ page, request }) => {
  test.slow();
  const errors = collectPageErrors(page);
  const company = await signUp(request, "Sharma Glass & Plywood");
  const customers = [
    ["Kapoor Aluminium", "9810011223"],
    ["Patel Glass Traders", "9825033445"],
    ["Reddy Constructions", "9849055667"],
    ["Iyer Kitchens", "9840077889"],
    ["Singh Furniture Mart", "9815099001"],
    ["Gupta Mirror House", "9811022334"],
    ["Joshi Interiors", "9822044556"],
    ["Nair Builders", "9847066778"],
    ["Desai Home Decor", "9824088990"],
    ["Verma Glass Fitting", "9839011224"],
    ["Bose Hardware", "9830033446"],
    ["Khan Windows & Doors", "9821055668"],
    ["Agarwal Showroom", "9829077880"],
  ] as const;
  for (const [name, phone] of customers) await addThroughApi(request, company, name, phone);
  const newestFirst = customers.map(([name]) => name).reverse();

  await openDashboard(page, company);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(namesShown(page)).toHaveText(newestFirst.slice(0, 10));
  await expect(pager).toContainText("1–10 of 13");
  await expect(pager.getByRole("button", { name: "First page" })).toBeDisabled();
  await page.screenshot({ path: path.join(RESULTS_DIR, "dashboard.png") });

  // While page 2 loads, page 1 stays on screen (dimmed) rather than flashing empty.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/trpc/customers.list**", async (route) => {
    await held;
    await route.continue();
  });
  await pager.getByRole("button", { name: "Last page" }).click();
  await expect(table(page).locator("tbody")).toHaveAttribute("aria-busy", "true");
  await expect(namesShown(page)).toHaveText(newestFirst.slice(0, 10));
  release();
  await page.unrouteAll({ behavior: "wait" });
  await expect(namesShown(page)).toHaveText(newestFirst.slice(10));
  await expect(pager).toContainText("11–13 of 13");
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("button", { name: "First page" }).click();
  await expect(namesShown(page)).toHaveText(newestFirst.slice(0, 10));

  // A new search starts again at page 1.
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(pager).toContainText("11–13 of 13");
  await page.getByRole("textbox", { name: "Search customers" }).fill("glass");
  await expect(namesShown(page)).toHaveText(["Verma Glass Fitting", "Patel Glass Traders"]);
  await expect(pager).toContainText("1–2 of 2");
  await page.getByRole("textbox", { name: "Search customers" }).fill("");
  await expect(namesShown(page)).toHaveText(newestFirst.slice(0, 10));

  // Cancel keeps the customer; Confirm deletes it.
  const confirm = page.getByRole("alertdialog");
  await page.getByRole("button", { name: "Delete Bose Hardware" }).click();
  await expect(confirm).toContainText("Are you sure want to delete ?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(namesShown(page)).toContainText(["Bose Hardware"]);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Delete Bose Hardware" }).click();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm).toBeHidden();
  const remaining = newestFirst.filter((name) => name !== "Bose Hardware");
  await expect(namesShown(page)).toHaveText(remaining.slice(0, 10));
  await expect(pager).toContainText("1–10 of 12");

  // Deleting the only row of the last page falls back to the page before.
  await pager.getByRole("button", { name: "Last page" }).click();
  await expect(namesShown(page)).toHaveText(remaining.slice(10));
  for (const name of remaining.slice(10)) {
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(namesShown(page)).toHaveText(remaining.slice(0, 10));
  await expect(pager).toContainText("1–10 of 10");

  const listed = await request.get("/api/draft", { headers: { access_token: company.accessToken } });
  expect(((await listed.json()) as { total: number }).total).toBe(10);
  expect(errors).toEqual([]);
});

test("a server error on add is a red toast with its message", async ({ page, request }) => {
  const company = await signUp(request, "Toast Test Glass");
  await openDashboard(page, company);
  await page.route("**/trpc/customers.create**", (route) =>
    route.fulfill({
      status: 409,
      json: [
        {
          error: { message: "The shop is closed for stock-taking", code: -32009, data: { httpStatus: 409 } },
        },
      ],
    }),
  );
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await dialog(page).getByLabel("Customer name").fill("Oberoi Glass");
  await dialog(page).getByLabel("Phone No").fill("9000000001");
  await dialog(page).getByRole("button", { name: "Save" }).click();

  const toast = page.locator("[data-sonner-toast][data-type='error']");
  await expect(toast).toContainText("The shop is closed for stock-taking");
  // The dialog stays open with what was typed, to try again.
  await expect(dialog(page).getByLabel("Customer name")).toHaveValue("Oberoi Glass");
});
