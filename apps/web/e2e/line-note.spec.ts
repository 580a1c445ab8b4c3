import type { InvoiceRecord } from "@kerf/core";
import { routes } from "@kerf/core";
import {
  createInvoice,
  fillOrder,
  headerFor,
  login,
  MIXED,
  openDocument,
  WITH_HSN,
} from "./support/documents";
import { companyForExample } from "./support/order-company";
import { linesStatus, reloadOrder } from "./support/order-entry";
import { expect, test } from "./support/server";

// A line's note (issue 28 point 1's proof): typed in its cell from the keyboard, saved with the line,
// refused past 200 characters with the schema's message, and printed on the worker sheet.

const NOTE = "Polish the long edge twice";

test("a note typed on the order page is saved and printed on the worker sheet", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Note Traders" });
  await fillOrder(company, company.customerId, headerFor("Note Traders"), [MIXED.input.lines[1]!]);
  await login(page, company);
  await page.goto(routes.order(company.customerId));

  // Keyboard-first: from the multiplier, Enter walks past the operations into the note as it walks every cell.
  await page.getByRole("textbox", { name: "Multiplier, row 1" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  const note = page.getByRole("textbox", { name: "Note, row 1" });
  await expect(note).toBeFocused();
  // Pasted, as a long note would be: typing 201 keys one by one only takes longer.
  await note.fill("x".repeat(201));
  await expect(page.getByText("Must be at most 200 characters")).toBeVisible();
  await note.fill("");
  await page.keyboard.type(NOTE);
  await page.keyboard.press("Enter");
  await expect(linesStatus(page)).toContainText(/saved/i, { timeout: 10_000 });

  await reloadOrder(page);
  await note.focus();
  await page.screenshot({ path: "/tmp/web28-order-note-1366.png" });
  // On a phone the order is read, not typed (issue 33): the note shows on its line's card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("region", { name: "Pieces" }).getByText(NOTE)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: "/tmp/web28-order-note-390.png" });
  await page.setViewportSize({ width: 1366, height: 768 });

  await reloadOrder(page);
  await expect(page.getByRole("textbox", { name: "Note, row 1" })).toHaveValue(NOTE);

  const invoice: InvoiceRecord = await createInvoice(company, company.customerId);
  expect(invoice.snapshot.lines[0]!.note).toBe(NOTE);
  await openDocument(page, routes.invoiceDocument(invoice.id, "worker-sheet"));
  await expect(page.getByText(`Note: ${NOTE}`)).toBeVisible();
  await page.locator('[data-page="1"]').screenshot({ path: "/tmp/web28-worker-sheet-note.png" });
});
