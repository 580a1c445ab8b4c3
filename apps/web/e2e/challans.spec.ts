import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { login, MIXED, pdfFolder, SAME_STATE_GSTIN } from "./support/documents";
import { describePrinting, mehtaOrder } from "./support/mehta-order";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Delivery challans end to end (issue 30): from the order page (Alt+D) a challan for part of the pieces,
// its page with the three copies, the server's triplicate PDF read back, the challans list, and an invoice
// made from the challan there. Screenshots at 1366x768 and 390x844 in /tmp/challan30-*.png.

describePrinting("delivery challans", 120_000, () => {
  test("part of an order delivered on a challan, printed in triplicate, then invoiced", async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const company = await mehtaOrder(baseURL!, MIXED.input.lines, { gst_no: SAME_STATE_GSTIN });
    await login(page, company);
    await page.goto(`/mode1?id=${company.customerId}`);
    const panel = page.locator('section[aria-label="Delivery"]');
    await expect(page.getByTestId("piece-grid")).toBeVisible({ timeout: 20_000 });
    // Nothing delivered yet: no panel (the totals keep their room); Alt+D is in the keyboard help.
    await expect(panel).toHaveCount(0);
    await expect(page.getByText("deliver / job work")).toBeVisible();
    await page.screenshot({ path: "/tmp/challan30-order-1366.png" });

    await page.keyboard.press("Alt+d");
    const dialog = page.getByRole("dialog").filter({ hasText: "Deliver pieces on a challan" });
    await expect(dialog).toContainText("Pending");
    // Only line 1's pieces go: every other line's Send set to 0.
    const sends = dialog.getByRole("textbox", { name: /Pieces of line \d+ to send/ });
    const count = await sends.count();
    for (let i = 1; i < count; i++) await sends.nth(i).fill("0");
    await dialog.getByLabel("Vehicle number").fill("mh12ab1234");
    await page.screenshot({ path: "/tmp/challan30-deliver-dialog-1366.png" });
    await dialog.getByRole("button", { name: "Make challan" }).click();

    await expect(page).toHaveURL(/\/challan\/[0-9a-f-]{36}$/);
    await expect(page.locator("[data-print-ready]").first()).toBeAttached({ timeout: 15_000 });
    const copies = page.locator("[data-challan-copy]");
    await expect(copies).toHaveCount(3);
    await expect(copies.nth(0)).toContainText("Original for consignee");
    await expect(copies.nth(1)).toContainText("Duplicate for transporter");
    await expect(copies.nth(2)).toContainText("Triplicate for consignor");
    await expect(copies.nth(0)).toContainText("DC/26-27/0001");
    await expect(copies.nth(0)).toContainText("MH12AB1234");
    await page.screenshot({ path: "/tmp/challan30-challan-1366.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/challan30-challan-390.png" });
    await page.setViewportSize({ width: 1366, height: 768 });
    const challanId = page.url().split("/").pop()!;

    // The server's PDF: the three copies one after another, read back with poppler.
    const pdf = await fetch(`${baseURL}/api/challan.pdf?id=${challanId}`, {
      headers: { access_token: company.api.token },
    });
    expect(pdf.status).toBe(200);
    const file = path.join(await pdfFolder(), "challan.pdf");
    await writeFile(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    for (const copy of ["Original for consignee", "Duplicate for transporter", "Triplicate for consignor"]) {
      expect(text.toLowerCase()).toContain(copy.toLowerCase());
    }
    expect(text.match(/DC\/26-27\/0001/g)!.length).toBeGreaterThanOrEqual(3);
    execFileSync("pdftoppm", ["-png", "-r", "60", file, "/tmp/challan30-pdf"]);

    // The order shows line 1 delivered, the others pending.
    await page.goto(`/mode1?id=${company.customerId}`);
    await expect(panel).toContainText("delivered");
    await expect(panel).toContainText("pending");
    await page.screenshot({ path: "/tmp/challan30-order-delivery-1366.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/challan30-order-delivery-390.png" });
    await page.setViewportSize({ width: 1366, height: 768 });

    // The list: "/" searches; the open challan ticked and invoiced.
    await page.goto("/challans");
    // "/" once the list is there (its chunk loads on first visit).
    await expect(page.getByRole("searchbox", { name: "Search challans" })).toBeVisible();
    await page.keyboard.press("/");
    await expect(page.getByRole("searchbox", { name: "Search challans" })).toBeFocused();
    await page.keyboard.type("0001");
    await expect(page.getByRole("link", { name: "DC/26-27/0001" })).toBeVisible();
    await page.screenshot({ path: "/tmp/challan30-list-1366.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/challan30-list-390.png" });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole("checkbox", { name: "Invoice DC/26-27/0001" }).check();
    await page.keyboard.press("Alt+i");
    await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
    await page.goto("/challans");
    await expect(page.getByRole("row", { name: /DC\/26-27\/0001/ })).toContainText("invoiced");
    expect(errors).toEqual([]);
  });
});
