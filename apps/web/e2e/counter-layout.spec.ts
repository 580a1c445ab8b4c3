import { box, openOrder, overlaps, WHOLE } from "./support/counter";
import { login, MIXED } from "./support/documents";
import { mehtaOrder } from "./support/mehta-order";
import { companyForExample } from "./support/order-company";
import { expect, test } from "./support/server";

// Issue 14: the counter, all day: what fits on the screen. Each test names the point of the issue it proves.

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`13: the order grid at ${viewport.width} x ${viewport.height}: 12-digit amounts fit their columns, long names have a tooltip`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const longName = "Toughened Low-Iron Extra Clear 12mm Premium";
    const dear = {
      materialName: longName,
      materialRate: "9999999.99",
      cuttingRate: "99999",
      materialGst: "18",
      materialWastage: "10",
    };
    const company = await companyForExample(baseURL!, WHOLE, { customerName: "Big Projects Pvt Ltd" });
    expect((await company.api.rest("POST", "/setting/material", dear)).status).toBe(201);
    const lines = [
      {
        ...WHOLE.input.lines[0]!,
        materialType: longName,
        widthForDisplay: "120",
        lengthForDisplay: "120",
        quantity: 100,
      },
      ...Array.from({ length: 9 }, (_, i) => ({ ...WHOLE.input.lines[0]!, quantity: i + 1 })),
    ];
    for (const line of lines) {
      const res = await company.api.rest("POST", "/draft/material", { draftId: company.customerId, ...line });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await login(page, company);
    await openOrder(page, company.customerId);
    const row = page.getByTestId("piece-grid").locator("tbody tr").first();
    const total = row.locator('[data-figure="total"]');
    // 1,30,79,99,89,870.20: twelve digits before the paisa.
    await expect(total).toHaveText(/^\d,\d{2},\d{2},\d{2},\d{2},\d{3}\.\d{2}$/);
    // Every figure cell shows all of its text: nothing runs past its cell.
    const overflowing = await page
      .getByTestId("piece-grid")
      .evaluate((grid) =>
        [...grid.querySelectorAll<HTMLElement>("[data-figure]")]
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => `${cell.dataset.figure}: ${cell.textContent}`),
      );
    expect(overflowing).toEqual([]);
    // The panels under the grid: the payable and each material's amount inside their boxes.
    const clipped = await page.evaluate(() => {
      const out: string[] = [];
      const inside = (el: Element, box: Element | null) =>
        !box || el.getBoundingClientRect().right <= box.getBoundingClientRect().right + 1;
      const payable = document.querySelector('[data-total="payable"]');
      if (payable && !inside(payable, payable.parentElement)) out.push(`payable ${payable.textContent}`);
      const summary = document.querySelector('[aria-label="By material"]');
      for (const cell of summary?.querySelectorAll("td:last-child") ?? []) {
        if (!inside(cell, summary)) out.push(`by material ${cell.textContent}`);
      }
      // A material's name has room to be read (it once broke a letter to a line beside 12-digit amounts).
      for (const name of summary?.querySelectorAll("th[scope=row]") ?? []) {
        if (name.getBoundingClientRect().width < 80)
          out.push(`by material name squeezed: ${name.textContent}`);
      }
      // Every figure of the totals card is on screen with room to show itself (ordinary amounts whole).
      for (const fig of document.querySelectorAll<HTMLElement>('[aria-label="Totals"] [data-total]')) {
        const key = fig.dataset.total!;
        if (fig.getBoundingClientRect().width < 40) out.push(`totals ${key} has no room`);
        else if (
          key !== "amountInWords" &&
          fig.textContent!.length <= 12 &&
          fig.scrollWidth > fig.clientWidth + 1
        )
          out.push(`totals ${key} cut: ${fig.textContent}`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth) out.push("the page scrolls sideways");
      return out;
    });
    expect(clipped).toEqual([]);
    await expect(
      page.locator('[data-total="grandTotal"], [data-total="taxableValue"]').first(),
    ).toHaveAttribute("title", /^₹ /);
    const material = page.getByRole("combobox", { name: "Material, row 1", exact: true });
    await expect(material).toHaveAttribute("title", longName);
    // The Total column stays in view at the right edge, the pieces keep most of the screen.
    const totalBox = await box(total);
    expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(viewport.width);
    const grid = await box(page.getByTestId("piece-grid"));
    expect(grid.height).toBeGreaterThan(viewport.height * 0.35);
    await page.screenshot({ path: `test-results/order-grid-${viewport.width}x${viewport.height}.png` });
  });
}

test("14: toasts stay clear of Logout and Print", async ({ page, baseURL }) => {
  const company = await mehtaOrder(baseURL!, MIXED.input.lines.slice(0, 1));
  await login(page, company);
  await openOrder(page, company.customerId);
  await page.getByRole("button", { name: "Create invoice" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "created" });
  await expect(toast).toBeVisible();
  const print = page.getByRole("button", { name: "Print" });
  expect(overlaps(await box(toast), await box(print)), "toast over Print").toBe(false);
  await page.goto("/settings/material");
  await page.getByRole("button", { name: "Delete Mirror 4mm" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  const deleted = page.locator("[data-sonner-toast]").first();
  await expect(deleted).toBeVisible();
  const logout = page.getByRole("button", { name: "Logout" });
  expect(overlaps(await box(deleted), await box(logout)), "toast over Logout").toBe(false);
});
