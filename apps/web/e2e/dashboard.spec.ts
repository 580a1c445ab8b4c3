import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors, seedLoggedIn } from "./support/session";

// The dashboard against the real server: a company signed up through the API, its customers added
// through the dialog (or the REST API where only their number matters).

type Company = { accessToken: string; user: Record<string, unknown> };

let companies = 0;

async function signUp(request: APIRequestContext, companyName: string): Promise<Company> {
  companies += 1;
  const response = await request.post("/api/auth/signup", {
    data: {
      companyName,
      email: `dashboard-${Date.now()}-${companies}@e2e.kerf.test`,
      password: "secret123",
      phoneNumber: "9876543210",
      gstNo: "27AAPFU0939F1ZV",
      address: "Plot 7, MIDC, Andheri East, Mumbai",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as Company;
  return { accessToken: body.accessToken, user: body.user };
}

/** Opens /dashboard logged in as `company`. */
async function openDashboard(page: Page, company: Company) {
  await seedLoggedIn(page, { isRegistered: true, accessToken: company.accessToken, user: company.user });
  await page.goto("/dashboard");
}

async function addThroughApi(
  request: APIRequestContext,
  company: Company,
  customerName: string,
  phoneNo: string,
) {
  const response = await request.post("/api/draft", {
    headers: { access_token: company.accessToken },
    data: { customerName, phoneNo, date: new Date().toISOString() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Today in India as the table shows it by default (DD-MM-YYYY). */
function todayDdMmYyyy(): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("day")}-${part("month")}-${part("year")}`;
}

const table = (page: Page) => page.getByRole("table");
const bodyRows = (page: Page) => table(page).locator("tbody tr");
/** The Customer column of every row shown, top to bottom. */
const namesShown = (page: Page) => bodyRows(page).locator("td:first-child");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Create Customer" });
/** The dialog element itself has no box (its panel is fixed-positioned): look for its title. */
const dialogTitle = (page: Page) => dialog(page).getByRole("heading", { name: "Create Customer" });

async function addThroughDialog(page: Page, customerName: string, phoneNo: string) {
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await dialog(page).getByLabel("Customer name").fill(customerName);
  await dialog(page).getByLabel("Phone No").fill(phoneNo);
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialog(page)).toBeHidden();
  // The closed dialog hands focus back to Add once its transition ends; typing elsewhere before that
  // would lose the keys that follow.
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeFocused();
  await expect(namesShown(page).first()).toHaveText(customerName);
}

test("adds customers through the dialog, lists them newest first and searches by name", async ({
  page,
  request,
}) => {
  test.slow();
  const errors = collectPageErrors(page);
  const company = await signUp(request, "Mehta Glass House");
  // Hold the first answer back a little to see the spinner.
  await page.route("**/trpc/customers.list**", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await openDashboard(page, company);
  await expect(page.getByRole("status").filter({ hasText: "Loading customers" })).toBeVisible();
  await page.unrouteAll({ behavior: "wait" });

  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText(
    "Welcome Mehta Glass House",
  );
  // No customers yet.
  await expect(page.getByRole("button", { name: "Add Customer" })).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await page.screenshot({ path: path.join(RESULTS_DIR, "dashboard-empty.png") });

  // The empty state's 'Add Customer' opens the dialog too: name and phone empty, dated today.
  await page.getByRole("button", { name: "Add Customer" }).click();
  await expect(dialogTitle(page)).toBeVisible();
  await expect(dialog(page).getByLabel("Customer name")).toBeFocused();
  await expect(dialog(page).getByLabel("Customer name")).toHaveValue("");
  await expect(dialog(page).getByLabel("Phone No")).toHaveValue("");
  await expect(dialog(page).getByLabel("Date")).toHaveValue(todayDdMmYyyy());

  // The shared customer schema's messages.
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialog(page).getByText("Customer name is Required")).toBeVisible();
  await expect(dialog(page).getByText("Phone number is required")).toBeVisible();
  await dialog(page).getByLabel("Customer name").fill("Anand Interiors");
  await dialog(page).getByLabel("Phone No").fill("98765");
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialog(page).getByText("Invalid phone number")).toBeVisible();
  await expect(dialog(page).getByText("Customer name is Required")).toHaveCount(0);
  await dialog(page).getByLabel("Phone No").fill("9822012345");
  await page.screenshot({ path: path.join(RESULTS_DIR, "dashboard-dialog.png") });

  // Enter walks the fields and lands on Save; the click saves.
  await dialog(page).getByLabel("Customer name").focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByLabel("Phone No")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByLabel("Date")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByRole("button", { name: "Save" })).toBeFocused();
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(namesShown(page)).toHaveText(["Anand Interiors"]);

  // The next opening starts blank again.
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog(page).getByLabel("Customer name")).toHaveValue("");
  await dialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(dialog(page)).toBeHidden();

  await addThroughDialog(page, "Balaji Stone Works", "9898989898");
  await addThroughDialog(page, "Chawla Furnishers", "9123456780");

  await expect(table(page).getByRole("columnheader")).toHaveText([
    "Customer",
    "Phone No",
    "Date",
    "State",
    "Actions",
  ]);
  await expect(namesShown(page)).toHaveText(["Chawla Furnishers", "Balaji Stone Works", "Anand Interiors"]);
  await expect(bodyRows(page).first().locator("td")).toHaveText([
    "Chawla Furnishers",
    "9123456780",
    todayDdMmYyyy(),
    "Draft",
    "",
  ]);

  // Contains, case-insensitive, answered by the server after a pause in typing.
  const search = page.getByRole("textbox", { name: "Search customers" });
  await expect(search).toHaveCSS("width", "200px");
  let listCalls = 0;
  page.on("request", (r) => {
    if (r.url().includes("customers.list")) listCalls += 1;
  });
  await search.pressSequentially("STONE", { delay: 40 });
  await expect(namesShown(page)).toHaveText(["Balaji Stone Works"]);
  expect(listCalls, "one request per pause in typing, not per key").toBeLessThanOrEqual(2);

  await search.fill("zz-nobody");
  await expect(page.getByText('No customer matches "zz-nobody"')).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(namesShown(page)).toHaveCount(3);

  expect(errors).toEqual([]);
});

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

test("a row, its Open button and Enter on it open the customer on /mode1", async ({ page, request }) => {
  const company = await signUp(request, "Open Test Glass");
  await addThroughApi(request, company, "Fernandes Glazing", "9890012345");
  await addThroughApi(request, company, "Ghosh Aluminium", "9830012345");
  await openDashboard(page, company);
  const header = page.getByRole("banner");

  await page.getByRole("link", { name: "Open Fernandes Glazing" }).click();
  await expect(page).toHaveURL(/\/mode1\?id=[^&]+$/);
  await expect(header).toContainText("Fernandes Glazing");
  const fernandesUrl = page.url();

  await page.goBack();
  await namesShown(page).filter({ hasText: "Ghosh Aluminium" }).click();
  await expect(page).toHaveURL(/\/mode1\?id=/);
  await expect(header).toContainText("Ghosh Aluminium");
  expect(page.url()).not.toBe(fernandesUrl);

  await page.goBack();
  await bodyRows(page).filter({ hasText: "Fernandes Glazing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(fernandesUrl);
  await expect(header).toContainText("Fernandes Glazing");
});
