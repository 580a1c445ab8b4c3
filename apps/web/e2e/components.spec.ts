import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/harness";
import { RESULTS_DIR } from "./support/paths";
import { collectPageErrors, STATE_KEY } from "./support/session";

test.beforeEach(async ({ page, harnessPath }) => {
  // The harness asks the server for its health through tRPC; no server here, so answer for it.
  await page.route("**/trpc/**", (route) =>
    route.fulfill({ json: [{ result: { data: { status: "ok" } } }] }),
  );
  await page.goto(harnessPath);
  await expect(page.getByRole("region", { name: "Form" })).toBeVisible();
});

const form = (page: Page) => page.getByRole("form", { name: "Demo form" });

test("the harness renders without errors", async ({ page, harnessPath }) => {
  const errors = collectPageErrors(page);
  await page.goto(harnessPath);
  await expect(page.getByRole("status").filter({ hasText: "Loading customers" })).toBeVisible();
  await page.screenshot({ path: path.join(RESULTS_DIR, "components.png"), fullPage: true });
  expect(errors).toEqual([]);
});

test.describe("form input", () => {
  test("Enter moves to the next field, shows errors once touched, and only the button submits", async ({
    page,
  }) => {
    const name = form(page).getByLabel("Customer name");
    const phone = form(page).getByLabel("Phone");
    const material = form(page).getByRole("combobox", { name: "Material" });
    const pin = form(page).getByLabel("PIN", { exact: true });
    const notes = form(page).getByLabel("Notes");
    const saved = page.getByRole("status", { name: "Saved values" });

    await name.focus();
    await expect(page.getByText("Customer name is Required")).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(phone).toBeFocused();
    await expect(page.getByText("Customer name is Required")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");

    await phone.fill("123");
    await page.keyboard.press("Enter");
    await expect(material).toBeFocused();
    await expect(page.getByText("Invalid phone number")).toBeVisible();

    // A closed select passes Enter on; the password toggle is not a stop.
    await page.keyboard.press("Enter");
    await expect(pin).toBeFocused();
    await expect(page.getByText("Material type is required")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(notes).toBeFocused();

    // In a multi-line field Enter is a new line.
    await page.keyboard.type("Cut 2 pieces");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Polish edges");
    await expect(notes).toHaveValue("Cut 2 pieces\nPolish edges");
    await expect(saved).toHaveText("");

    await name.fill("Mehta Interiors");
    await phone.fill("9876543210");
    await material.fill("tough");
    await page.keyboard.press("Enter"); // picks the first match, stays in the select
    await expect(material).toHaveValue("Toughened 8mm");
    await expect(material).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(pin).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(form(page).getByRole("button", { name: "Save" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(saved).toContainText('"name":"Mehta Interiors"');
    await expect(saved).toContainText('"material":"Toughened 8mm"');
    await expect(page.getByText("Customer name is Required")).toHaveCount(0);
  });
});

test.describe("select", () => {
  test("opens on click, pages by 5, filters, says 'No options', clears", async ({ page }) => {
    const select = page.getByRole("combobox", { name: "Clearable" });
    await expect(select).toHaveAttribute("placeholder", "Select...");

    await select.click();
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole("option")).toHaveCount(14);
    // 246 px free below the control: above minMenuHeight (140), so the menu opens downwards and
    // scrolls within the room there; never taller than maxMenuHeight (300).
    const control = await select.boundingBox();
    const menu = await listbox.boundingBox();
    expect(menu!.y).toBeGreaterThan(control!.y + control!.height);
    expect(menu!.height).toBeLessThanOrEqual(300);
    expect(menu!.y + menu!.height).toBeLessThanOrEqual(768);
    await page.screenshot({ path: path.join(RESULTS_DIR, "select-open.png") });

    // Opened with the first option active; PageDown moves 5 down, PageUp 5 up.
    await page.keyboard.press("PageDown");
    await expect(listbox.getByRole("option", { name: "Toughened 8mm" })).toHaveAttribute("data-focus", "");
    await page.keyboard.press("PageDown");
    await page.keyboard.press("PageUp");
    await expect(listbox.getByRole("option", { name: "Toughened 8mm" })).toHaveAttribute("data-focus", "");
    await page.keyboard.press("Enter");
    await expect(select).toHaveValue("Toughened 8mm");
    await expect(listbox).toBeHidden();

    await select.fill("zzz");
    await expect(page.getByRole("listbox")).toContainText("No options");
    await page.keyboard.press("Escape");
    await expect(select).toHaveValue("Toughened 8mm");

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(select).toHaveValue("");
  });

  test("opens upwards when less than minMenuHeight (140) fits below", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 600 });
    const select = page.getByRole("combobox", { name: "Clearable" });
    await select.scrollIntoViewIfNeeded();
    const control = await select.boundingBox();
    expect(600 - (control!.y + control!.height)).toBeLessThan(140);

    await select.click();
    const menu = await page.getByRole("listbox").boundingBox();
    expect(menu!.y + menu!.height).toBeLessThanOrEqual(control!.y);
    expect(menu!.height).toBeLessThanOrEqual(300);
  });

  test("shows 'Loading...' while loading and 'No options' when empty", async ({ page }) => {
    await page.getByRole("combobox", { name: "Loading" }).click();
    await expect(page.getByRole("listbox")).toContainText("Loading...");
    await page.keyboard.press("Escape");

    await page.getByRole("combobox", { name: "Empty" }).click();
    await expect(page.getByRole("listbox")).toContainText("No options");
  });
});

test.describe("dialogs", () => {
  test("the modal focuses its field, resets, closes on Escape and on ×", async ({ page }) => {
    const add = page.getByRole("button", { name: "Add" });
    await add.click();
    const title = page.getByRole("heading", { name: "Create Customer" });
    await expect(title).toBeVisible();
    const field = page.getByRole("dialog").getByLabel("Customer name");
    await expect(field).toBeFocused();

    await field.fill("Kapoor Glass House");
    await page.screenshot({ path: path.join(RESULTS_DIR, "modal.png"), animations: "disabled" });
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(field).toHaveValue("");

    await page.keyboard.press("Escape");
    await expect(title).toBeHidden();
    await expect(add).toBeFocused();

    await add.click();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(title).toBeHidden();
  });

  test("the confirm dialog asks, focuses Cancel for a delete, and answers", async ({ page }) => {
    const answer = page.getByRole("status", { name: "Answer" });
    await page.getByRole("button", { name: "Delete row" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(page.getByText("Are you sure want to delete ?")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.screenshot({ path: path.join(RESULTS_DIR, "confirm.png"), animations: "disabled" });
    await page.keyboard.press("Enter");
    await expect(answer).toHaveText("cancelled");

    await page.getByRole("button", { name: "Delete row" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(answer).toHaveText("confirmed");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});

test("the pager moves first, previous, by number, next and last", async ({ page }) => {
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const rows = page.getByRole("list", { name: "Rows" }).getByRole("listitem");

  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toHaveText("Row 1");
  await expect(pager).toContainText("1–10 of 42");
  await expect(pager.getByRole("button", { name: "First page" })).toBeDisabled();
  await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();

  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(rows.first()).toHaveText("Row 11");
  await pager.getByRole("button", { name: "Last page" }).click();
  await expect(rows).toHaveCount(2);
  await expect(pager).toContainText("41–42 of 42");
  await expect(pager.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();
  await pager.getByRole("button", { name: "Previous page" }).click();
  await expect(rows.first()).toHaveText("Row 31");
  await pager.getByRole("button", { name: "Page 2" }).click();
  await expect(rows.first()).toHaveText("Row 11");
  await pager.getByRole("button", { name: "First page" }).click();
  await expect(rows.first()).toHaveText("Row 1");
});

test("toasts are green and red and close after 5 seconds", async ({ page, harnessPath }) => {
  // The toasts' timers run on Playwright's clock, which only this test moves: however slow the machine
  // (a screenshot, a busy CPU), no real time counts towards the 5 seconds.
  await page.clock.install();
  await page.goto(harnessPath);
  // The toaster comes once the page is idle (lib/toast); from then on time moves only when told to.
  await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
  await page.getByRole("button", { name: "Success toast" }).click();
  await page.getByRole("button", { name: "Error toast" }).click();
  await page.clock.runFor(50); // sonner adds a toast on its next timer tick
  const success = page.locator("[data-sonner-toast]", { hasText: "add SuccessFully..." });
  const error = page.locator("[data-sonner-toast]", { hasText: "Material name already exists" });
  await expect(success).toHaveAttribute("data-type", "success");
  await expect(error).toHaveAttribute("data-type", "error");
  await expect(success).toHaveAttribute("data-rich-colors", "true");
  await page.screenshot({ path: path.join(RESULTS_DIR, "toasts.png"), animations: "disabled" });

  await page.mouse.move(0, 0); // hovering a toast would pause it
  await page.clock.runFor(4850);
  await expect(error).toBeVisible();
  await expect(success).toBeVisible();
  // Past 5 seconds, and past the exit animation.
  await page.clock.runFor(600);
  await expect(error).toBeHidden();
  await expect(success).toBeHidden();
});

test("tRPC calls carry the access_token header from local storage", async ({ page, harnessPath }) => {
  const tokens: Array<string | undefined> = [];
  await page.route("**/trpc/**", async (route) => {
    tokens.push(route.request().headers().access_token);
    await route.fulfill({ json: [{ result: { data: { status: "ok" } } }] });
  });
  await page.addInitScript(
    ({ key }) => localStorage.setItem(key, JSON.stringify({ isLogin: true, accessToken: "abc.123" })),
    { key: STATE_KEY },
  );
  await page.goto(harnessPath);

  await expect(page.getByRole("status", { name: "Health" })).toHaveText("ok");
  expect(tokens).toEqual(["abc.123"]);
});
