import { login, MIXED, SAME_STATE_GSTIN } from "./support/documents";
import { mehtaOrder } from "./support/mehta-order";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Job work end to end (issue 30 points 2 and 5): a processor added on its page from the keyboard, pieces
// sent to it from the order page (Alt+J), what came back recorded on the challan page with a broken piece
// re-cut, and the dashboard's "With processors". Screenshots at 1366x768 in /tmp/jobwork30-*.png.

test.describe("job work", () => {
  test.describe.configure({ timeout: 90_000 });
  test("a processor, pieces sent for toughening, back with one broken, re-cut", async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    const company = await mehtaOrder(baseURL!, MIXED.input.lines, { gst_no: SAME_STATE_GSTIN });
    await login(page, company);

    // The processor, typed in order: Enter moves from field to field; on the last it adds.
    await page.goto("/processors");
    const form = page.getByRole("form", { name: "Add a processor" });
    await expect(form).toBeVisible();
    await form.getByLabel("Name").fill("Shree Toughened Glass");
    await page.keyboard.press("Enter");
    await page.keyboard.type("29aagcb7383j1z4");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Plot 4, Peenya");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Bengaluru");
    await page.keyboard.press("Enter");
    await page.keyboard.type("560058");
    await page.keyboard.press("Enter");
    await page.keyboard.type("9876543210");
    await page.keyboard.press("Enter");
    const list = page.getByRole("region", { name: "Processors", exact: true });
    await expect(list).toContainText("29AAGCB7383J1Z4");
    await page.screenshot({ path: "/tmp/jobwork30-processors-1366.png" });

    // From the order: Alt+J, only line 1's pieces go.
    await page.goto(`/mode1?id=${company.customerId}`);
    await expect(page.getByTestId("piece-grid")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("deliver / job work")).toBeVisible();
    // Alt+J shares Alt+D's entry: the keys' help keeps its two lines at 1366 px.
    expect((await page.getByTestId("keyboard-help").boundingBox())!.height).toBeLessThan(55);
    await page.keyboard.press("Alt+j");
    const dialog = page.getByRole("dialog").filter({ hasText: "Send pieces for job work" });
    await expect(dialog.getByRole("combobox")).toContainText("Shree Toughened Glass");
    const sends = dialog.getByRole("textbox", { name: /Pieces of line \d+ to send for job work/ });
    const count = await sends.count();
    for (let i = 1; i < count; i++) await sends.nth(i).fill("0");
    const sent = Number(await sends.nth(0).inputValue());
    expect(sent).toBeGreaterThanOrEqual(2);
    await dialog.getByLabel("Vehicle number").fill("ka01ab1234");
    await page.screenshot({ path: "/tmp/jobwork30-send-dialog-1366.png" });
    await page.keyboard.press("Enter");

    // The job-work challan: printed copies, and what came back recorded under them.
    await expect(page).toHaveURL(/\/challan\/[0-9a-f-]{36}$/);
    const copies = page.locator("[data-challan-copy]");
    await expect(copies.nth(0)).toContainText("Shree Toughened Glass");
    const work = page.getByRole("region", { name: "Job work" });
    await expect(work).toContainText(`${sent} pieces pending with the processor`);
    await work.getByLabel("Received of line 1").fill(String(sent - 1));
    await work.getByLabel("Broken of line 1").fill("1");
    await work.getByLabel("Reason of line 1").fill("Cracked in the furnace");
    await work.getByLabel("Reason of line 1").press("Enter");
    await expect(work).toContainText("0 pieces pending with the processor");
    const receipts = work.getByRole("list", { name: "Receipts" });
    await expect(receipts).toContainText("1 broken (Cracked in the furnace)");
    await receipts.getByRole("button", { name: "Re-cut 1" }).click();
    await expect(receipts).toContainText("in the cut plan");
    await page.screenshot({ path: "/tmp/jobwork30-challan-1366.png", fullPage: true });

    // The dashboard: nothing out now, so no figure; the Processors page says so too.
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: /With processors/ })).toHaveCount(0);
    await page.goto("/processors");
    await expect(page.getByRole("region", { name: "Pieces with processors" })).toContainText(
      "Nothing is out with a processor.",
    );
    expect(errors).toEqual([]);
  });

  test("the dashboard shows pieces out with processors", async ({ page, baseURL }) => {
    const company = await mehtaOrder(baseURL!, MIXED.input.lines, { gst_no: SAME_STATE_GSTIN });
    const plant = await company.api.rest("POST", "/processor", {
      name: "Laminators",
      gstin: "29AAGCB7383J1Z4",
      address: "Peenya",
    });
    expect(plant.status).toBe(201);
    const order = await company.api.rest("GET", `/draft/material?draftId=${company.customerId}`);
    const lines = (order.body.data as { lines: { _id: string }[] }).lines;
    const out = await company.api.rest("POST", "/jobWork/send", {
      processorId: (plant.body.data as { _id: string })._id,
      lines: [{ lineId: lines[0]!._id, quantity: 1 }],
    });
    expect(out.status).toBe(201);
    await login(page, company);
    await page.goto("/dashboard");
    const chip = page.getByRole("link", { name: /With processors: 1 pieces/ });
    await expect(chip).toBeVisible();
    await page.screenshot({ path: "/tmp/jobwork30-dashboard-1366.png" });
    await chip.click();
    await expect(page).toHaveURL(/\/processors$/);
    await expect(page.getByRole("region", { name: "Pieces with processors" })).toContainText("Laminators");
  });
});
