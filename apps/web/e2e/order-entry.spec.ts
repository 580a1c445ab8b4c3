import path from "node:path";
import { unexpectedErrors } from "./support/accounts";
import { companyForExample, serverOrder } from "./support/order-company";
import {
  EIGHTHS,
  EXTRAS,
  expectLineFigures,
  expectMixedTotals,
  expectTotals,
  IGST,
  linesStatus,
  MILLIMETRES,
  MIXED,
  openOrder,
  reloadOrder,
  total,
  typeLine,
} from "./support/order-entry";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// The order page priced as pricing-examples.json prices it, typed from the keyboard.

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
  await expectTotals(page, {
    payable: "₹ 551.00",
    cgst: "₹ 40.00",
    sgst: "₹ 39.99",
    roundOff: "₹ -0.45",
    amountInWords: "Rupees Five Hundred Fifty One Only",
  });

  await expect(linesStatus(page)).toHaveText("Lines saved");
  await reloadOrder(page);
  await expect(page.getByLabel("Width, row 1")).toHaveValue("12#4");
  await expect(page.getByLabel("Length, row 1")).toHaveValue("24#1");
  await expectTotals(page, { payable: "₹ 551.00", roundOff: "₹ -0.45" });
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
  await expectTotals(page, {
    payable: "₹ 306.00",
    cgst: "₹ 33.49",
    sgst: "₹ 33.48",
    roundOff: "₹ -0.16",
    amountInWords: "Rupees Three Hundred Six Only",
  });

  await expect(linesStatus(page)).toHaveText("Lines saved");
  await reloadOrder(page);
  await expect(page.getByLabel("Area input A, row 1")).toHaveValue("35");
  await expect(page.getByRole("combobox", { name: "Edge selection, row 1" })).toContainText("Edge 9");
  await expect(total(page, "payable")).toHaveText("₹ 306.00");
});

test("in millimetre mode sizes are typed in mm and converted by 25.4", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, MILLIMETRES);
  await openOrder(page, company);
  await expect(page.getByTestId("piece-grid").getByRole("columnheader", { name: "Width" })).toContainText(
    "mm",
  );
  await typeLine(page, MILLIMETRES.input.lines[0]!);
  await expectLineFigures(page, 0, MILLIMETRES.expected!.lines[0]!);
  await expectTotals(page, {
    payable: "₹ 6,435.00",
    amountInWords: "Rupees Six Thousand Four Hundred Thirty Five Only",
  });
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
  await expectTotals(page, { payable: "₹ 7,791.00", roundOff: "₹ 0.06" });
  await expect(total(page, "amountInWords")).toHaveText(
    "Rupees Seven Thousand Seven Hundred Ninety One Only",
  );
});
