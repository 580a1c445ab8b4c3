import { formatIndian } from "@kerf/core";
import type { Page } from "@playwright/test";
import { storeSession } from "./accounts";
import { type ExampleCompany, type ExampleLine, example } from "./order-company";
import { expect } from "./server";

// What the order-entry specs (order-entry*.spec.ts) share: the examples they type and the page's parts.

export const MIXED = example("a mixed quote over one lakh");
export const EIGHTHS = example("eighths round up to the next whole inch");
export const EXTRAS = example("extras only (edge selection 9) with A and B");
export const IGST = example("inter-state: IGST");
export const WHOLE = example("whole inches, default settings");
export const MILLIMETRES = example("millimetres converted by 25.4 to two decimals");

export async function openOrder(page: Page, company: ExampleCompany) {
  await storeSession(page, company.session as Parameters<typeof storeSession>[1]);
  await page.goto(`/order/${company.customerId}`);
  await expect(page.getByTestId("piece-grid")).toBeVisible();
}

/** A reload, waited for generously: on a busy machine the bundle may take a few seconds to start. */
export async function reloadOrder(page: Page) {
  await page.reload();
  await expect(page.getByTestId("piece-grid")).toBeVisible({ timeout: 20_000 });
}

/** Types one piece from the keyboard, from the cursor in its width to Enter on its last cell (the note, left empty). */
export async function typeLine(page: Page, line: ExampleLine, columns = { edge: true, multiplier: true }) {
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
  // The operations (issue 29), then the note, the row's last cell: both left empty.
  await enter();
  await enter();
}

export const totals = (page: Page) => page.getByTestId("order-totals");
export const total = (page: Page, key: string) => totals(page).locator(`[data-total="${key}"]`);
/** Each named total of the order page shows its text, checked in the order given. */
export async function expectTotals(page: Page, texts: Record<string, string>): Promise<void> {
  for (const [key, text] of Object.entries(texts)) await expect(total(page, key)).toHaveText(text);
}
export const linesStatus = (page: Page) => page.getByTestId("lines-save-status");
export const bodyRows = (page: Page) => page.getByTestId("piece-grid").locator("tbody tr");

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
export async function expectLineFigures(page: Page, index: number, expected: Record<string, string>) {
  const row = bodyRows(page).nth(index);
  for (const figure of FIGURES) {
    await expect(row.locator(`[data-figure="${figure}"]`)).toHaveText(formatIndian(expected[figure]!));
  }
}

export async function expectMixedTotals(page: Page) {
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
