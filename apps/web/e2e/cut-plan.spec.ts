import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type InvoiceRecord, type OrderCutPlan, sheetLayouts } from "@kerf/core";
import { storeSession } from "./support/accounts";
import { companyForExample, example } from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Cut plans end to end against the built server: the plan beside the price on the order page (from the
// worker pool, refreshed after an edit, a piece no sheet takes flagged as it is typed), then the worker
// sheet's drawings of every sheet, printed by Chromium and read back with pdftotext.
//
// The mixed example's lines: 20 x 48 x 96 Toughened 12mm, 12 x 36#4 x 72#2 Granite Black (one to a
// 72 x 120 slab: no turning, a vein), 7 x 300 x 450 Mirror 4mm (no jumbo sheet takes it), 40 x 12 x 12
// Clear 5mm. Every material has the defaults of its kind (guessed from its name).

const MIXED = example("a mixed quote over one lakh");

test.describe("cut plans", () => {
  test.describe.configure({ timeout: 120_000 });
  let pdfDir: string | undefined;
  test.afterAll(async () => {
    if (pdfDir) await rm(pdfDir, { recursive: true, force: true });
  });

  test("the order page plans per material beside the price, flags a piece no sheet takes, and the worker sheet draws every sheet", async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const company = await companyForExample(baseURL!, MIXED, { customerName: "Mehta Interiors" });
    const { customerId, api } = company;
    await api.trpc("orders.saveHeader", {
      customerId,
      header: {
        customer_name: "Mehta Interiors",
        date: "2026-11-21",
        billing_address: "Pune",
        shipping_address: "Pune",
        shipping_state: "27",
      },
    });
    for (const line of MIXED.input.lines) {
      const res = await api.rest("POST", "/draft/material", { draftId: customerId, ...line });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await storeSession(page, company.session as Parameters<typeof storeSession>[1]);
    await page.goto(`/order/${customerId}`);
    await expect(page.getByTestId("piece-grid")).toBeVisible({ timeout: 20_000 });

    const panel = page.getByRole("region", { name: "Cut plan" });
    const row = (material: string) => panel.getByTestId("cut-plan-row").filter({ hasText: material });
    await expect(panel.getByTestId("cut-plan-row")).toHaveCount(4, { timeout: 20_000 });
    // One 36#4 x 72#2 granite piece to a slab: 12 slabs.
    await expect(row("Granite Black")).toContainText("12 sheets");
    await expect(row("Mirror 4mm")).toContainText("7 pieces fit no sheet (line 3)");
    await expect(row("Clear 5mm")).toContainText("1 sheet");
    await expect(row("Clear 5mm")).not.toContainText("fit no sheet");
    // The mirror line is flagged in the grid too, under its width.
    const flag = (n: number) =>
      page.getByLabel(`Width, row ${n}`).locator("xpath=ancestor::td[1]").locator("p");
    await expect(flag(3)).toHaveText("Fits no sheet of Mirror 4mm");
    await page.screenshot({ path: path.join(RESULTS_DIR, "cut-plan-order-page.png") });
    // The plan drawn on the order page too (issue 33 point 3): each distinct layout once, to scale.
    await expect(panel.getByRole("columnheader", { name: "Yield" })).toBeVisible();
    await panel.getByRole("button", { name: "Layouts" }).click();
    const drawn = page.getByRole("dialog", { name: "Cut plan layouts" });
    const slabs = drawn.getByRole("region", { name: "Layouts of Granite Black" });
    // Twelve slabs cut alike: one layout, said so.
    await expect(slabs.getByTestId("order-layout")).toHaveCount(1);
    await expect(slabs.getByTestId("order-layout")).toContainText("Layout 1 × 12 sheets");
    await expect(drawn.getByTestId("order-layout").locator("svg").first()).toBeVisible();
    await expect(drawn.getByRole("region", { name: "Layouts of Mirror 4mm" })).toHaveCount(0);
    await page.screenshot({ path: path.join(RESULTS_DIR, "cut-plan-order-layouts.png") });
    await page.keyboard.press("Escape");
    await expect(drawn).toBeHidden();

    // Typing a Clear 5mm piece larger than a jumbo sheet: flagged at once, then the plan follows the save.
    const width = page.getByLabel("Width, row 4");
    await width.click();
    await width.fill("130");
    await page.getByLabel("Length, row 4").click();
    await page.getByLabel("Length, row 4").fill("240");
    await expect(flag(4)).toHaveText("Fits no sheet of Clear 5mm");
    await page.keyboard.press("Tab");
    await expect(row("Clear 5mm")).toContainText("40 pieces fit no sheet (line 4)", { timeout: 20_000 });
    await expect(row("Clear 5mm")).toContainText("0 sheets");
    // Back to the order's own size, for the worker sheet.
    await width.click();
    await width.fill("12");
    await page.getByLabel("Length, row 4").click();
    await page.getByLabel("Length, row 4").fill("12");
    await page.keyboard.press("Tab");
    await expect(row("Clear 5mm")).toContainText("1 sheet", { timeout: 20_000 });
    await expect(row("Clear 5mm")).not.toContainText("fit no sheet");

    const plan = await api.trpc<OrderCutPlan & { status: "done" }>(
      "cutting.orderPlan",
      { customerId },
      "query",
    );
    const sheets = plan.materials.reduce((n, m) => n + m.sheets.length, 0);
    const layouts = plan.materials.reduce((n, m) => n + sheetLayouts(m.sheets).length, 0);
    expect(sheets).toBeGreaterThan(12);
    // The twelve granite slabs are cut alike: one layout.
    expect(layouts).toBeLessThanOrEqual(sheets - 11);

    // The worker sheet: each layout drawn once, pieces numbered as the lines, then printed.
    const made = await api.rest("POST", "/draft/invoice", { draftId: customerId, date: "2026-11-21" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const invoice = made.body.data as unknown as InvoiceRecord;
    await page.goto(`/invoice/${invoice.id}/worker-sheet`);
    await expect(page.locator('[data-cut-plan-ready="true"]')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
    await expect(page.locator("svg[data-sheet-drawing]")).toHaveCount(layouts);
    const summary = page.getByTestId("cut-plan-summary");
    for (const m of plan.materials) await expect(summary).toContainText(`${m.materialName}`);
    await expect(summary).toContainText("#3 × 7 (300 × 450)");
    // The granite slab: one piece, #2, its size as typed, and the waste hatched around it.
    const granite = page
      .getByTestId("cut-plan-sheet")
      .filter({ hasText: "Granite Black · Layout 1 of 1 × 12 sheets" });
    await expect(granite.locator('[data-piece="2"]')).toHaveCount(1);
    await expect(granite.locator('[data-piece="2"]')).toContainText("36 1/2 × 72 1/4");
    expect(await granite.locator('[data-offcut="waste"]').count()).toBeGreaterThan(0);
    await page
      .locator('[data-plan-page="2"]')
      .screenshot({ path: path.join(RESULTS_DIR, "cut-plan-sheets.png") });

    pdfDir = await mkdtemp(path.join(os.tmpdir(), "kerf-cut-plan-pdf-"));
    const file = path.join(pdfDir, "worker-sheet.pdf");
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    // The worker sheet's page, the summary's page with two layouts, then four layouts to a page.
    const planPages = 1 + Math.ceil(Math.max(0, layouts - 2) / 4);
    expect(pages).toBe(1 + planPages);
    expect(text).toContain("CUT PLAN");
    for (const m of plan.materials) expect(text).toContain(`${m.yieldPercent} %`);
    expect(text).toContain("Granite Black · Layout 1 of 1 × 12 sheets");
    expect(text).toContain(`Plan page ${planPages} of ${planPages}`);
    expect(text).not.toContain("₹");
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-f",
      "2",
      "-l",
      "3",
      file,
      path.join(RESULTS_DIR, "cut-plan-pdf"),
    ]);
    expect(errors).toEqual([]);
  });

  test("the material settings keep a material's stock and its remnants, from the keyboard", async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const company = await companyForExample(baseURL!, MIXED, { customerName: "Joshi Traders" });
    await storeSession(page, company.session as Parameters<typeof storeSession>[1]);
    await page.goto("/settings/material");
    const card = page.getByRole("region", { name: "Stock and remnants" });
    await card.getByLabel("Material").selectOption({ label: "Granite Black" });
    const form = card.getByRole("form", { name: "Stock of Granite Black" });
    // Stone by its name: a slab that keeps its vein.
    await expect(form.getByLabel("Kind")).toHaveValue("stone");
    await expect(form.getByLabel("Pieces may turn")).not.toBeChecked();
    await expect(form.getByLabel("Sheet 1 width")).toHaveValue("72");
    await form.getByLabel("Sheet 1 width").fill("78");
    await form.getByLabel("Sheet 1 on hand").fill("6");
    await form.getByLabel("Sheet 1 on hand").press("Enter");
    await expect(page.getByText("Stock of Granite Black saved")).toBeVisible();
    const stock = await company.api.trpc<{ saved: boolean; sheets: { width: string; onHand: number }[] }[]>(
      "cutting.stock.list",
      undefined,
      "query",
    );
    expect(stock.find((s) => s.saved)?.sheets).toEqual([expect.objectContaining({ width: "78", onHand: 6 })]);

    await card.getByLabel("Remnant width").fill("30#4");
    await card.getByLabel("Remnant length").fill("40");
    await card.getByLabel("Remnant length").press("Enter");
    await expect(card.getByText("30#4 × 40 in")).toBeVisible();
    await page.screenshot({ path: path.join(RESULTS_DIR, "cut-plan-settings.png"), fullPage: true });
    await card.getByRole("button", { name: "Delete remnant 30#4 × 40" }).click();
    await expect(card.getByText("30#4 × 40 in")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
