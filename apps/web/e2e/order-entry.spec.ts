import path from "node:path";
import { formatIndian } from "@kerf/core";
import type { Page } from "@playwright/test";
import { storeSession, unexpectedErrors } from "./support/accounts";
import {
  type ColumnFlags,
  companyForExample,
  type ExampleCompany,
  type ExampleLine,
  example,
  HIDE_NOTHING,
  serverOrder,
} from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

const MIXED = example("a mixed quote over one lakh");
const EIGHTHS = example("eighths round up to the next whole inch");
const EXTRAS = example("extras only (edge selection 9) with A and B");
const IGST = example("inter-state: IGST");
const WHOLE = example("whole inches, default settings");
const MILLIMETRES = example("millimetres converted by 25.4 to two decimals");

async function openOrder(page: Page, company: ExampleCompany) {
  await storeSession(page, company.session as Parameters<typeof storeSession>[1]);
  await page.goto(`/mode1?id=${company.customerId}`);
  await expect(page.getByTestId("piece-grid")).toBeVisible();
}

/** A reload, waited for generously: on a busy machine the bundle may take a few seconds to start. */
async function reloadOrder(page: Page) {
  await page.reload();
  await expect(page.getByTestId("piece-grid")).toBeVisible({ timeout: 20_000 });
}

/** Types one piece from the keyboard, from the cursor in its width to Enter on its last cell. */
async function typeLine(page: Page, line: ExampleLine, columns = { edge: true, multiplier: true }) {
  const k = page.keyboard;
  const enter = () => k.press("Enter");
  await k.type(line.widthForDisplay);
  await enter();
  await k.type(line.lengthForDisplay);
  await enter();
  await k.type(String(line.quantity));
  await enter();
  await k.type(line.materialType);
  await enter();
  if (columns.edge) {
    if (line.edgeSelection) {
      await k.press(line.edgeSelection.replace("edgeSelection", ""));
      await enter();
      await k.type(line.edgeProfile ?? "");
      await enter();
      for (const extra of line.areaExtras) {
        await k.type(String(extra.value));
        await enter();
      }
    } else {
      await enter();
    }
  }
  if (columns.multiplier) {
    if (String(line.multiplier) !== "1") await k.type(String(line.multiplier));
    await enter();
  }
}

const totals = (page: Page) => page.getByTestId("order-totals");
const total = (page: Page, key: string) => totals(page).locator(`[data-total="${key}"]`);
const linesStatus = (page: Page) => page.getByTestId("lines-save-status");
const bodyRows = (page: Page) => page.getByTestId("piece-grid").locator("tbody tr");

const FIGURES = [
  "area",
  "wastageArea",
  "rate",
  "materialAmount",
  "cuttingAmount",
  "edgeRunningFt",
  "edgeAmount",
  "gstAmount",
  "total",
] as const;

/** Every figure cell of a row, as pricing-examples.json has it, in Indian grouping. */
async function expectLineFigures(page: Page, index: number, expected: Record<string, string>) {
  const row = bodyRows(page).nth(index);
  for (const figure of FIGURES) {
    await expect(row.locator(`[data-figure="${figure}"]`)).toHaveText(formatIndian(expected[figure]!));
  }
}

async function expectMixedTotals(page: Page) {
  await expect(total(page, "payable")).toHaveText("₹ 7,32,415.00");
  await expect(total(page, "area")).toHaveText("7,476.83 ft²");
  await expect(total(page, "materialAmount")).toHaveText("₹ 5,72,478.67");
  await expect(total(page, "cuttingAmount")).toHaveText("₹ 10,546.14");
  await expect(total(page, "edgeAmount")).toHaveText("₹ 14,707.00");
  await expect(total(page, "taxableValue")).toHaveText("₹ 5,87,185.67");
  await expect(total(page, "cgst")).toHaveText("₹ 67,341.79");
  await expect(total(page, "sgst")).toHaveText("₹ 67,341.79");
  await expect(total(page, "roundOff")).toHaveText("₹ -0.39");
  await expect(total(page, "amountInWords")).toHaveText(
    "Rupees Seven Lakh Thirty Two Thousand Four Hundred Fifteen Only",
  );
}

test("a mixed quote over one lakh, typed from the keyboard alone, priced live and kept on reload", async ({
  page,
  baseURL,
}) => {
  // A long journey typed key by key: on a busy CI machine it outlives the default 30 s.
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const company = await companyForExample(baseURL!, MIXED, { customerName: "Mehta Interiors" });
  await openOrder(page, company);

  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText("Mehta Interiors");
  // A new order puts the cursor in the first width.
  await expect(page.getByLabel("Width, row 1")).toBeFocused();
  for (const line of MIXED.input.lines) await typeLine(page, line);

  // Enter on the last cell of the last row added a fifth row, cursor in its width.
  await expect(page.getByLabel("Width, row 5")).toBeFocused();
  await expectMixedTotals(page);
  for (const [i, line] of MIXED.expected!.lines.entries()) await expectLineFigures(page, i, line);
  await expect(page.getByRole("region", { name: "By material" })).toContainText("Toughened 12mm");
  await expect(page.getByTestId("line-count")).toHaveText("4 lines · 79 pcs");

  await expect(linesStatus(page)).toHaveText("Lines saved");

  // The customer's details, from the keyboard too: Alt+C opens them in the first field.
  const k = page.keyboard;
  await k.press("Alt+C");
  await k.press("Enter");
  await k.press("Enter");
  await k.press("Enter");
  await k.type("purchase@mehtainteriors.in");
  await k.press("Enter");
  await k.type("27AAACR5055K1Z7");
  await k.press("Enter");
  await k.type("Plot 7, Baner Road\nPune 411045");
  await k.press("Tab");
  await k.type("Site office, Balewadi High Street, Pune");
  await k.press("Tab");
  await expect(page.getByTestId("header-save-status")).toHaveText("Saved");
  await expectMixedTotals(page);
  await page.getByRole("button", { name: /^Customer details/ }).click();

  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(RESULTS_DIR, "order-entry.png") });

  // The server holds exactly what the page shows.
  const server = await serverOrder(company);
  expect(server.totals.payable).toBe("732415.00");
  expect(server.lines.map((l) => l.widthForDisplay)).toEqual(["48", "36#4", "300", "12"]);

  await reloadOrder(page);
  await expect(page.getByLabel("Width, row 2")).toHaveValue("36#4");
  await expect(page.getByLabel("Length, row 2")).toHaveValue("72#2");
  await expect(page.getByRole("combobox", { name: "Edge profile, row 4" })).toHaveValue("Bevel 10mm");
  await expect(page.getByLabel("Area input A, row 4")).toHaveValue("6");
  await expectMixedTotals(page);
  expect(unexpectedErrors(errors)).toEqual([]);
});

test("eighths like 12#4 round up to whole inches; CGST and SGST split the odd paisa", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, EIGHTHS);
  await openOrder(page, company);
  await typeLine(page, EIGHTHS.input.lines[0]!);

  await expectLineFigures(page, 0, EIGHTHS.expected!.lines[0]!);
  await expect(total(page, "payable")).toHaveText("₹ 551.00");
  await expect(total(page, "cgst")).toHaveText("₹ 40.00");
  await expect(total(page, "sgst")).toHaveText("₹ 39.99");
  await expect(total(page, "roundOff")).toHaveText("₹ -0.45");
  await expect(total(page, "amountInWords")).toHaveText("Rupees Five Hundred Fifty One Only");

  await expect(linesStatus(page)).toHaveText("Lines saved");
  await reloadOrder(page);
  await expect(page.getByLabel("Width, row 1")).toHaveValue("12#4");
  await expect(page.getByLabel("Length, row 1")).toHaveValue("24#1");
  await expect(total(page, "payable")).toHaveText("₹ 551.00");
  await expect(total(page, "roundOff")).toHaveText("₹ -0.45");
});

test("an edge selection with its profile and the area inputs A and B", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, EXTRAS);
  await openOrder(page, company);
  const line = EXTRAS.input.lines[0]!;
  const k = page.keyboard;
  for (const text of [line.widthForDisplay, line.lengthForDisplay, "1", "Mirror"]) {
    await k.type(text);
    await k.press("Enter");
  }
  // Space shows the nine drawings with their labels; 9 picks "Edge 9".
  await k.press("Space");
  const picker = page.getByRole("listbox", { name: "Edge selection, row 1" });
  await expect(picker.getByRole("option")).toHaveCount(10);
  await expect(picker.getByRole("option", { name: /Edge 8/ })).toBeVisible();
  await k.press("9");
  await expect(picker).toBeHidden();
  await k.press("Enter");
  // The profile is required once an edge is chosen; picking it brings its inputs with their defaults.
  await expect(page.getByRole("combobox", { name: "Edge profile, row 1" })).toBeFocused();
  await k.type("Half");
  await expect(page.getByRole("listbox", { name: "Edge profile, row 1" })).toContainText("Half Round");
  await k.press("Enter");
  await expect(page.getByLabel("Area input A, row 1")).toHaveValue("1");
  await expect(page.getByLabel("Area input B, row 1")).toHaveValue("1");
  await k.type("35");
  await k.press("Enter");
  await k.press("Enter");
  await k.press("Enter");

  await expectLineFigures(page, 0, EXTRAS.expected!.lines[0]!);
  await expect(total(page, "payable")).toHaveText("₹ 306.00");
  await expect(total(page, "cgst")).toHaveText("₹ 33.49");
  await expect(total(page, "sgst")).toHaveText("₹ 33.48");
  await expect(total(page, "roundOff")).toHaveText("₹ -0.16");
  await expect(total(page, "amountInWords")).toHaveText("Rupees Three Hundred Six Only");

  await expect(linesStatus(page)).toHaveText("Lines saved");
  await reloadOrder(page);
  await expect(page.getByLabel("Area input A, row 1")).toHaveValue("35");
  await expect(page.getByRole("combobox", { name: "Edge selection, row 1" })).toContainText("Edge 9");
  await expect(total(page, "payable")).toHaveText("₹ 306.00");
});

test("in millimetre mode sizes are typed in mm and converted by 25.4", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, MILLIMETRES);
  await openOrder(page, company);
  await expect(page.getByRole("columnheader", { name: "Width" })).toContainText("mm");
  await typeLine(page, MILLIMETRES.input.lines[0]!);
  await expectLineFigures(page, 0, MILLIMETRES.expected!.lines[0]!);
  await expect(total(page, "payable")).toHaveText("₹ 6,435.00");
  await expect(total(page, "amountInWords")).toHaveText("Rupees Six Thousand Four Hundred Thirty Five Only");
  // "#" belongs to inches.
  await page.getByLabel("Width, row 2").focus();
  await page.keyboard.type("12#4");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Width, row 2").locator("xpath=ancestor::td[1]").locator("p")).toHaveText(
    "Invalid input",
  );
});

test("the customer's GSTIN from another state turns CGST and SGST into IGST", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, IGST);
  await openOrder(page, company);
  await typeLine(page, IGST.input.lines[0]!);
  await expect(total(page, "cgst")).toHaveText("₹ 576.72");

  const header = page.getByRole("region", { name: "Customer details" });
  await page.keyboard.press("Alt+C");
  await expect(header.getByLabel("Customer name")).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press("Enter");
  await expect(header.getByLabel("GSTIN")).toBeFocused();
  await page.keyboard.type(IGST.input.recipientGstin!);
  await expect(total(page, "igst")).toHaveText("₹ 1,153.44");
  await expect(total(page, "cgst")).toHaveCount(0);
  await expect(total(page, "payable")).toHaveText("₹ 7,791.00");
  await expect(total(page, "roundOff")).toHaveText("₹ 0.06");
  await expect(total(page, "amountInWords")).toHaveText(
    "Rupees Seven Thousand Seven Hundred Ninety One Only",
  );
});

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
  await expect(status).toHaveText("Not saved — fill in the required fields");

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
  await expect(status).toHaveText("Saved");

  await reloadOrder(page);
  await expect(page.getByTestId("header-save-status")).toHaveText("Saved");
  await expect(header).toContainText("12 MG Road, Pune");
  await header.getByRole("button", { name: /Customer details/ }).click();
  await expect(header.getByLabel("Shipping address")).toHaveValue("Site 4, Hinjewadi, Pune");
  await expect(header.getByLabel("Email")).toHaveValue("rao@example.in");
});

test("each cell shows its message under it; bad rows stay on this device across a reload", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WHOLE);
  await openOrder(page, company);
  const k = page.keyboard;
  const typeCells = async (cells: string[]) => {
    for (const cell of cells) {
      if (cell) await k.type(cell);
      await k.press("Enter");
    }
  };
  // Row 1: text for a width, no pieces, no material, an edge without its profile.
  await typeCells(["abc", "20", "0", ""]);
  await k.press("5");
  await typeCells(["", "", "1"]);
  // Row 2: length below width. Row 3: eighths beyond 7.
  await typeCells(["30", "20", "1", "Clear", "", "1"]);
  await typeCells(["12#8", "20", "1", "Clear", "", "1"]);

  const errorOf = (label: string) => page.getByLabel(label).locator("xpath=ancestor::td[1]").locator("p");
  await expect(errorOf("Width, row 1")).toHaveText("Invalid input");
  await expect(errorOf("Quantity, row 1")).toHaveText("Quantity should be greater than 0");
  await expect(errorOf("Material, row 1")).toHaveText("Required");
  await expect(errorOf("Edge profile, row 1")).toHaveText("Edge profile is required");
  await expect(errorOf("Length, row 2")).toHaveText("Length must be greater than width");
  await expect(errorOf("Width, row 3")).toHaveText("Invalid input");
  await expect(page.getByLabel("Width, row 1")).toHaveAttribute("aria-invalid", "true");
  await expect(linesStatus(page)).toHaveText(
    "3 lines not saved yet — fix the marked cells (kept on this device)",
  );
  await expect(total(page, "payable")).toHaveText("₹ 0.00");
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(RESULTS_DIR, "order-entry-errors.png") });

  await reloadOrder(page);
  await expect(page.getByLabel("Width, row 1")).toHaveValue("abc");
  await expect(errorOf("Width, row 1")).toHaveText("Invalid input");
  await expect(errorOf("Length, row 2")).toHaveText("Length must be greater than width");

  // Fixed, the row is priced and saved; the server then holds it.
  await page.getByLabel("Width, row 2").focus();
  await k.press("ControlOrMeta+A");
  await k.type("18");
  await k.press("Enter");
  await expect(errorOf("Length, row 2")).toHaveCount(0);
  await expect(bodyRows(page).nth(1).locator('[data-figure="total"]')).not.toHaveText("");
  await expect(linesStatus(page)).toHaveText(
    "2 lines not saved yet — fix the marked cells (kept on this device)",
  );
  await expect.poll(async () => (await serverOrder(company)).lines.length).toBe(1);
});

test("Up and Down keep the column, Enter adds a row, rows are deleted from the keyboard", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WHOLE);
  await openOrder(page, company);
  await expect(page.getByTestId("keyboard-help")).toContainText("Ctrl+Delete");
  const k = page.keyboard;
  const sizes = [
    ["10", "20"],
    ["11", "21"],
    ["12", "22"],
  ];
  for (const [w, l] of sizes) {
    await typeLine(page, { ...WHOLE.input.lines[0]!, widthForDisplay: w!, lengthForDisplay: l! });
  }
  await expect(page.getByLabel("Width, row 4")).toBeFocused();

  await k.press("ArrowUp");
  await expect(page.getByLabel("Width, row 3")).toBeFocused();
  await k.press("ArrowUp");
  await k.press("Enter");
  await expect(page.getByLabel("Length, row 2")).toBeFocused();
  await k.press("ArrowDown");
  await expect(page.getByLabel("Length, row 3")).toBeFocused();
  // In a closed select the arrows move between rows too; open, they move in its menu.
  await k.press("Enter");
  await k.press("Enter");
  await expect(page.getByRole("combobox", { name: "Material, row 3" })).toBeFocused();
  await k.press("ArrowUp");
  await expect(page.getByRole("combobox", { name: "Material, row 2" })).toBeFocused();
  await k.press("Alt+ArrowDown");
  const menu = page.getByRole("listbox", { name: "Material, row 2" });
  await expect(menu.getByRole("option")).toHaveCount(4);
  await k.press("ArrowDown");
  await k.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Material, row 2" })).toHaveValue("Clear 5mm");

  // Ctrl+Delete deletes the row; the cursor stays in the column, on the row that took its place.
  await page.getByLabel("Width, row 1").focus();
  await k.press("Control+Delete");
  await expect(page.getByLabel("Width, row 1")).toHaveValue("11");
  await expect(page.getByLabel("Width, row 1")).toBeFocused();
  await expect(page.getByText("Row 1 deleted")).toBeVisible();
  await k.press("ArrowDown");
  await k.press("Alt+Backspace");
  await expect(page.getByLabel("Width, row 2")).toHaveValue("");
  await expect(bodyRows(page)).toHaveCount(2);

  await expect(linesStatus(page)).toHaveText("Lines saved");
  await expect
    .poll(async () => (await serverOrder(company)).lines.map((l) => l.widthForDisplay))
    .toEqual(["11"]);
  await reloadOrder(page);
  // Reopened: its line, then an empty line with the cursor in it (issue 14).
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByLabel("Width, row 1")).toHaveValue("11");
  await expect(page.getByLabel("Width, row 2")).toBeFocused();
});

test("Clear all asks first, then removes every line", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, WHOLE);
  await openOrder(page, company);
  await typeLine(page, WHOLE.input.lines[0]!);
  await typeLine(page, { ...WHOLE.input.lines[0]!, widthForDisplay: "18" });
  await expect(linesStatus(page)).toHaveText("Lines saved");

  const clearAll = page.getByRole("region", { name: "Pieces" }).getByRole("button", { name: "Clear all" });
  await clearAll.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure want to clear all lines ?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("line-count")).toHaveText("2 lines · 4 pcs");

  await expect(dialog).toBeHidden();
  await clearAll.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByTestId("line-count")).toHaveText("0 lines · 0 pcs");
  await expect(total(page, "payable")).toHaveText("₹ 0.00");
  await expect(page.getByLabel("Width, row 1")).toBeFocused();
  expect((await serverOrder(company)).lines).toEqual([]);
  await reloadOrder(page);
  await expect(page.getByTestId("line-count")).toHaveText("0 lines · 0 pcs");
});

test("a save that fails keeps the text, says so and retries", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, WHOLE);
  await openOrder(page, company);
  await page.route("**/trpc/orders.addLine**", (route) => route.abort());
  await typeLine(page, WHOLE.input.lines[0]!);
  await expect(linesStatus(page)).toHaveText("Not saved — retrying");
  await expect(page.getByLabel("Width, row 1")).toHaveValue("12");
  await expect(bodyRows(page).first()).toHaveAttribute("data-status", "retrying");

  await page.unroute("**/trpc/orders.addLine**");
  await expect(linesStatus(page)).toHaveText("Lines saved", { timeout: 15_000 });
  expect((await serverOrder(company)).lines).toHaveLength(1);
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
  const header = (name: string) => page.getByRole("columnheader", { name, exact: true });
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

  await page.goto("/mode1?id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Customer not found", level: 2 })).toBeVisible();
  await page.goto(`/mode1?id=${theirs.customerId}`);
  await expect(page.getByRole("heading", { name: "Customer not found", level: 2 })).toBeVisible();
  await expect(page.getByText("Not Yours")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
