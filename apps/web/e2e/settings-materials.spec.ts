import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";
import { api, logIn, rowOf, savedSettings, shot, signUp, toast } from "./support/settings";

// The material settings page against the real server, each test with a company of its own.

test.describe("material settings", () => {
  test("adds, refuses a duplicate, edits and deletes a material through the confirm dialog", async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const session = await signUp(request, "Mehta Glass Works");
    await logIn(page, session);
    await page.goto("/settings/material");
    await expect(page.getByRole("heading", { name: "MATERIAL", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Material" })).toBeVisible();
    await expect(page.getByText("Add a material first.")).toBeVisible();

    // Add: the validation messages of portal-spec section 5, then gstCharges filled in while typing.
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Material Type" });
    await expect(dialog.getByRole("heading")).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    for (const message of [
      "Material name is Required",
      "Material rate is Required",
      "Cutting rate is Required",
      "Material GST is Required",
      "Material wastage is Required",
      "GST charges is Required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel("GST %").fill("101");
    await expect(dialog.getByText("value should be less then or equal to 100")).toBeVisible();

    const gstCharges = dialog.getByLabel("GST charges (₹ per sq ft)");
    await expect(gstCharges).toHaveAttribute("readonly", "");
    await dialog.getByLabel("Material name").fill("Clear Float 5mm");
    await dialog.getByLabel("Material rate (₹ per sq ft)").fill("62.50");
    await dialog.getByLabel("GST %").fill("18");
    await expect(gstCharges).toHaveValue("11.25");
    await expect(dialog.getByText("GST charges is Required")).toHaveCount(0);
    await dialog.getByLabel("Cutting rate (₹ per sq ft)").fill("4");
    await dialog.getByLabel("Wastage %").fill("5");
    await dialog.getByLabel("HSN code (optional)").fill("7005");
    await shot(page, "settings-material-dialog.png");
    await dialog.getByRole("button", { name: "Save" }).click();

    await expect(toast(page, "success", "add SuccessFully...")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, "Clear Float 5mm");
    await expect(row.getByRole("cell")).toHaveText([
      "1",
      "Clear Float 5mmHSN 7005",
      "62.50",
      "4.00",
      "5.00",
      "18.00",
      "11.25",
      "",
    ]);
    // The stock card below follows at once (issue 33 point 5): the new material, no reload.
    await expect(page.getByText("Add a material first.")).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Material" })).toHaveValue(/.+/);

    // The same name in another case is refused with the server's message (409), in a red toast.
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByLabel("Material name").fill("clear float 5MM");
    await dialog.getByLabel("Material rate (₹ per sq ft)").fill("70");
    await dialog.getByLabel("Cutting rate (₹ per sq ft)").fill("4");
    await dialog.getByLabel("GST %").fill("18");
    await dialog.getByLabel("Wastage %").fill("5");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "error", 'A material named "clear float 5MM" already exists')).toBeVisible();
    await expect(dialog.getByRole("heading")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // Edit asks first; Cancel leaves everything as it was.
    await row.getByRole("button", { name: "Edit Clear Float 5mm" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure want to edit ?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await row.getByRole("button", { name: "Edit Clear Float 5mm" }).click();
    await confirm.getByRole("button", { name: "Confirm" }).click();

    const editDialog = page.getByRole("dialog", { name: "Edit Material Type" });
    await expect(editDialog.getByLabel("Material name")).toHaveValue("Clear Float 5mm");
    await expect(editDialog.getByLabel("GST charges (₹ per sq ft)")).toHaveValue("11.25");
    await editDialog.getByLabel("Material rate (₹ per sq ft)").fill("1250");
    await expect(editDialog.getByLabel("GST charges (₹ per sq ft)")).toHaveValue("225.00");
    await editDialog.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "success", "update SuccessFully...")).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(row.getByRole("cell").nth(2)).toHaveText("1,250.00");
    await expect(row.getByRole("cell").nth(6)).toHaveText("225.00");
    // The session store holds the list the server answered.
    const afterEdit = await savedSettings(request, session);
    expect(afterEdit.materialOptions).toHaveLength(1);
    expect(afterEdit.materialOptions[0]).toMatchObject({
      materialName: "Clear Float 5mm",
      label: "Clear Float 5mm",
      value: "Clear Float 5mm",
      materialRate: "1250.00",
      gstCharges: "225.00",
    });

    // Delete asks too.
    await row.getByRole("button", { name: "Delete Clear Float 5mm" }).click();
    await expect(confirm).toContainText("Are you sure want to delete ?");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(page, "success", "delete SuccessFully...")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add Material" })).toBeVisible();
    expect((await savedSettings(request, session)).materialOptions).toEqual([]);
    // The browser reports the refused duplicate's 409 itself; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes("status of 409"))).toEqual([]);
  });

  test("shows 10 rows a page and pages with next, last and first", async ({ page, request }) => {
    const session = await signUp(request, "Kapoor Glass House");
    const names = [
      "Clear Float 4mm",
      "Clear Float 5mm",
      "Clear Float 8mm",
      "Clear Float 10mm",
      "Clear Float 12mm",
      "Toughened 8mm",
      "Toughened 10mm",
      "Toughened 12mm",
      "Frosted 5mm",
      "Tinted Grey 5mm",
      "Mirror 4mm",
      "Lacquered Black 4mm",
    ];
    for (const [i, materialName] of names.entries()) {
      await api(request, session, "/api/setting/material", {
        materialName,
        materialRate: String(45 + i * 17.5),
        cuttingRate: i % 3 === 0 ? "4" : "6.50",
        materialGst: "18",
        materialWastage: i % 2 === 0 ? "5" : "8",
        ...(i < 5 ? { hsnCode: "7005" } : {}),
      });
    }
    await logIn(page, session);
    await page.goto("/settings/material");

    const rows = page.getByRole("table", { name: "Materials" }).locator("tbody tr");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(rows).toHaveCount(10);
    await expect(pager).toContainText("1–10 of 12");
    await expect(rowOf(page, "Clear Float 4mm")).toBeVisible();
    await expect(rowOf(page, "Mirror 4mm")).toHaveCount(0);
    await shot(page, "settings-material.png");

    await pager.getByRole("button", { name: "Next page" }).click();
    await expect(rows).toHaveCount(2);
    await expect(pager).toContainText("11–12 of 12");
    await expect(rows.first().getByRole("cell").first()).toHaveText("11");
    await expect(rowOf(page, "Lacquered Black 4mm")).toBeVisible();

    await pager.getByRole("button", { name: "First page" }).click();
    await expect(rows).toHaveCount(10);
    await pager.getByRole("button", { name: "Last page" }).click();
    await expect(rows).toHaveCount(2);
    await expect(rowOf(page, "Mirror 4mm")).toBeVisible();
    await expect(pager.getByRole("button", { name: "Last page" })).toBeDisabled();
  });
});
