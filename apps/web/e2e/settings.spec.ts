import path from "node:path";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";
import { api, logIn, rowOf, savedSettings, shot, signUp, toast } from "./support/settings";

// The edge and general settings pages against the real server, each test with a company of its own.

test.describe("edge settings", () => {
  test("saves an edge profile by name and renames an edge selection", async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const session = await signUp(request, "Shree Ganesh Glass");
    await api(request, session, "/api/setting/edgeProfile", {
      edgeProfileName: "edgeProfile1",
      saveAsEdgeProfile: "byDefault",
      edgeProfileRate: "18",
    });
    await api(request, session, "/api/setting/edgeProfile", {
      edgeProfileName: "edgeProfile16",
      saveAsEdgeProfile: "byDefault",
      edgeProfileRate: "350",
    });
    await logIn(page, session);
    await page.goto("/settings/edge");
    await expect(rowOf(page, "Basin Cut-out")).toContainText("A 35");
    const selections = page.getByRole("region", { name: "Edge selections" }).getByRole("listitem");
    await expect(selections).toHaveCount(9);
    await expect(selections.nth(7).getByRole("img")).toHaveAccessibleName("Edge 8: All four sides");
    await expect(selections.nth(7).locator("[data-side]")).toHaveCount(4);
    await expect(selections.nth(8).locator("[data-side]")).toHaveCount(0);

    // The form's messages (portal-spec section 5).
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Edge Profile" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Edge profile name is required")).toBeVisible();
    await expect(dialog.getByText("Please select any one")).toBeVisible();
    await expect(dialog.getByText("Rate is required")).toBeVisible();
    await expect(dialog.getByLabel("Profile name")).toHaveCount(0);

    await dialog.getByRole("radio", { name: "Pencil Polish", exact: true }).click();
    await expect(dialog.getByText("Runs along the sides of the edge selection")).toBeVisible();
    await dialog.getByRole("radio", { name: "By a name of my own" }).check();
    await dialog.getByLabel("Rate (₹ per running ft)").fill("abc");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Custom name is required")).toBeVisible();
    await expect(dialog.getByText("Rate must be a number")).toBeVisible();
    await dialog.getByLabel("Rate (₹ per running ft)").fill("0");
    await expect(dialog.getByText("Rate must be a positive number")).toBeVisible();

    await dialog.getByLabel("Profile name").fill("Kitchen Top Pencil");
    await dialog.getByLabel("Rate (₹ per running ft)").fill("45");
    await page.screenshot({ path: path.join(RESULTS_DIR, "settings-edge-dialog.png") });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "success", "add SuccessFully...")).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = rowOf(page, "Kitchen Top Pencil");
    await expect(saved).toContainText("Pencil Polish");
    await expect(saved).toContainText("45.00");
    await expect
      .poll(async () =>
        (await savedSettings(request, session)).edgeProfileOption.map((p: { label: string }) => p.label),
      )
      .toEqual(["Flat Polish", "Basin Cut-out", "Kitchen Top Pencil"]);

    // Edit goes through the confirm dialog and comes back prefilled.
    await saved.getByRole("button", { name: "Edit Kitchen Top Pencil" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Edge Profile" });
    await expect(editDialog.getByRole("radio", { name: "Pencil Polish", exact: true })).toBeChecked();
    await expect(editDialog.getByLabel("Profile name")).toHaveValue("Kitchen Top Pencil");
    await editDialog.getByLabel("Rate (₹ per running ft)").fill("48.50");
    await editDialog.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "success", "update SuccessFully...")).toBeVisible();
    await expect(saved).toContainText("48.50");

    // Renaming an edge selection in place: an empty label is refused, a new one is kept.
    await page.getByRole("button", { name: "Rename Edge 4" }).click();
    await page.getByLabel("New label for Edge 4").fill(" ");
    await page.getByLabel("New label for Edge 4").press("Enter");
    await expect(page.getByText("Label is required")).toBeVisible();
    await page.getByLabel("New label for Edge 4").press("Escape");

    await page.getByRole("button", { name: "Rename Edge 3" }).click();
    await page.getByLabel("New label for Edge 3").fill("Left side");
    await page.getByLabel("New label for Edge 3").press("Enter");
    await expect(toast(page, "success", "update SuccessFully...").last()).toBeVisible();
    await expect(page.getByRole("button", { name: "Rename Left side" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: "Rename Left side" })).toBeVisible();
    await shot(page, "settings-edge.png");
    await expect(page.getByRole("button", { name: "Rename Edge 3" })).toHaveCount(0);
    const stored = await savedSettings(request, session);
    expect(stored.edgeSelectionOption[2]).toMatchObject({ value: "edgeSelection3", label: "Left side" });
    expect(errors).toEqual([]);
  });
});

test.describe("general settings", () => {
  test("saves the cutting rate type and a column switch, keeps them after reload, restores defaults", async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const session = await signUp(request, "Sai Glass & Plywood");
    await logIn(page, session);
    await page.goto("/settings/general");

    const squareFoot = page.getByRole("radio", { name: "Square Foot" });
    const runningFoot = page.getByRole("radio", { name: "Running Foot" });
    const hideGst = page.getByRole("switch", { name: "Hide GST column" });
    await expect(squareFoot).toBeChecked();
    await expect(hideGst).not.toBeChecked();
    await expect(page.getByRole("radio", { name: "Inch" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "DD-MM-YYYY" })).toBeChecked();

    // A company with a GSTIN starts with GST on cutting (CGST Act sec. 15(2)(c)); switched off, the page
    // says what the law makes of it.
    const gstOnCutting = page.getByRole("switch", { name: "GST on cutting rate" });
    await expect(gstOnCutting).toBeChecked();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await runningFoot.click();
    await hideGst.click();
    await gstOnCutting.click();
    await expect(page.getByRole("alert")).toContainText(
      "Cutting is charged without GST. Cutting charged with the goods is part of their value (CGST Act sec. 15(2)(c))",
    );
    await page.getByRole("textbox", { name: "Rounding step" }).fill("0.5");
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "success", "Settings saved")).toBeVisible();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    expect((await savedSettings(request, session)).commonSetting).toMatchObject({
      cuttingRateType: { id: 1, label: "Running Foot", value: "runningFt" },
      gstColumnHide: true,
      gstOnCuttingRate: false,
    });

    await page.reload();
    await expect(runningFoot).toBeChecked();
    await expect(squareFoot).not.toBeChecked();
    await expect(hideGst).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Rounding step" })).toHaveValue("0.5");
    await shot(page, "settings-general.png");

    // The material page follows the cutting rate type.
    await page.getByRole("link", { name: "Material" }).click();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByLabel("Cutting rate (₹ per running ft)")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("link", { name: "General" }).click();

    await page.getByRole("button", { name: "Restore defaults" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expect(toast(page, "success", "Default settings restored")).toBeVisible();
    await expect(squareFoot).toBeChecked();
    await expect(hideGst).not.toBeChecked();
    await expect(gstOnCutting).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Rounding step" })).toHaveValue("1");
    expect((await savedSettings(request, session)).commonSetting.cuttingRateType.value).toBe("sqFt");
    expect(errors).toEqual([]);
  });
});
