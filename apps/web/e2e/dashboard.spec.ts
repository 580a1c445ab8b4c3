import path from "node:path";
import {
  addThroughApi,
  addThroughDialog,
  bodyRows,
  dialog,
  dialogTitle,
  namesShown,
  openDashboard,
  signUp,
  table,
  todayDdMmYyyy,
} from "./support/dashboard";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// The dashboard against the real server: a company signed up through the API, its customers added
// through the dialog (or the REST API where only their number matters).

test("adds customers through the dialog, lists them newest first and searches by name", async ({
  page,
  request,
}) => {
  test.slow();
  const errors = collectPageErrors(page);
  const company = await signUp(request, "Mehta Glass House");
  // Hold the first answer back until the spinner has been seen, however slow the machine.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A predicate, not a glob: the list may travel in one batch with the dashboard's other queries.
  await page.route(
    (url) => url.pathname.includes("customers.list"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await openDashboard(page, company);
  await expect(page.getByRole("status").filter({ hasText: "Loading customers" })).toBeVisible();
  release();
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

  // A state no order is in says so in the order's words, and offers every state back.
  await page.getByLabel("Filter by state").selectOption("Accepted");
  await expect(page.getByText("No order is Accepted")).toBeVisible();
  await page.getByRole("button", { name: "Show every state" }).click();
  await expect(page.getByLabel("Filter by state")).toHaveValue("");
  await expect(namesShown(page)).toHaveCount(3);

  expect(errors).toEqual([]);
});

test("a row, its Open button and Enter on it open the customer on /order/<customerId>", async ({
  page,
  request,
}) => {
  const company = await signUp(request, "Open Test Glass");
  await addThroughApi(request, company, "Fernandes Glazing", "9890012345");
  await addThroughApi(request, company, "Ghosh Aluminium", "9830012345");
  await openDashboard(page, company);
  const header = page.getByRole("banner");

  await page.getByRole("link", { name: "Open Fernandes Glazing" }).click();
  await expect(page).toHaveURL(/\/order\/[^/?]+$/);
  await expect(header).toContainText("Fernandes Glazing");
  const fernandesUrl = page.url();

  await page.goBack();
  await namesShown(page).filter({ hasText: "Ghosh Aluminium" }).click();
  await expect(page).toHaveURL(/\/order\//);
  await expect(header).toContainText("Ghosh Aluminium");
  expect(page.url()).not.toBe(fernandesUrl);

  await page.goBack();
  await bodyRows(page).filter({ hasText: "Fernandes Glazing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(fernandesUrl);
  await expect(header).toContainText("Fernandes Glazing");
});

test("the dashboard fetches the order page's files ahead without running them; the click runs them", async ({
  page,
  request,
}) => {
  const company = await signUp(request, "Ahead Glass");
  await addThroughApi(request, company, "Iyer Interiors", "9840012345");
  await openDashboard(page, company);
  await expect(namesShown(page).filter({ hasText: "Iyer Interiors" })).toBeVisible();
  // How each fetch of the order page's chunk was started: "link" is a prefetch (bytes only), anything
  // else an import that ran the module (a long task on a slow phone right after the list showed).
  const orderChunkFetches = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/order-route-[\w-]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    );
  await expect.poll(orderChunkFetches).toEqual(["link"]);
  await page.getByRole("link", { name: "Open Iyer Interiors" }).click();
  await expect(page.getByRole("banner")).toContainText("Iyer Interiors");
});
