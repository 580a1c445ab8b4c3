import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";
import { logIn, rowOf, signUp, toast } from "./support/settings";

// Issue 29: the items and operations catalogues on the material settings page, against the real server.

test.describe("items and operations settings", () => {
  test("adds a service item with its SAC, and prices the seeded Hole by bands", async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const session = await signUp(request, "Shower Glass Works");
    await logIn(page, session);
    await page.goto("/settings/material");

    // The seeded operations, one band each at rate 0.
    await expect(rowOf(page, "Countersunk hole")).toBeVisible();
    await expect(rowOf(page, "Hinge cut-out").getByRole("cell").nth(2)).toHaveText("any: ₹0.00");

    // An item: a service must take a SAC.
    await page.getByRole("button", { name: "Add item", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Item" });
    await dialog.getByLabel("Item name").fill("Transport");
    await dialog.getByLabel("Unit", { exact: true }).selectOption("job");
    await dialog.getByLabel("Rate (₹ per unit)").fill("500");
    await dialog.getByLabel("HSN / SAC (optional)").fill("8302");
    await dialog.getByLabel(/A service/).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      dialog.getByText("A service takes a SAC: 6 digits starting 99 (e.g. 996511 road transport)"),
    ).toBeVisible();
    await dialog.getByLabel("HSN / SAC (optional)").fill("996511");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "success", "add SuccessFully...")).toBeVisible();
    const transport = rowOf(page, "Transport").getByRole("cell");
    await expect(transport.nth(1)).toHaveText("TransportSAC 996511");
    await expect(transport.nth(2)).toHaveText("job");
    await expect(transport.nth(3)).toHaveText("500.00");

    // The Hole: two bands, the first by size and thickness.
    const hole = page.getByRole("button", { name: "Edit Hole", exact: true });
    await hole.click();
    await page
      .getByRole("alertdialog", { name: "Are you sure want to edit ?" })
      .getByRole("button", { name: "Confirm" })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Operation" });
    await edit.getByLabel("Rate (₹ each)").fill("95");
    await edit.getByRole("button", { name: "Add band" }).click();
    await edit.getByLabel("Size up to (in)").nth(1).fill("1");
    await edit.getByLabel("Thickness up to (mm)").nth(1).fill("12");
    await edit.getByLabel("Rate (₹ each)").nth(1).fill("40");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "success", "update SuccessFully...")).toBeVisible();
    await expect(
      page
        .getByRole("row")
        .filter({ has: page.getByRole("button", { name: "Edit Hole", exact: true }) })
        .getByRole("cell")
        .nth(2),
    ).toHaveText("any: ₹95.00 · ≤ 1 in, ≤ 12 mm: ₹40.00");
    expect(errors).toEqual([]);
  });
});
