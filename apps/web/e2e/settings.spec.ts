import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors, STATE_KEY } from "./support/session";

// The three settings pages against the real server, each test with a company of its own, signed up
// through the REST API and put into the browser's session store.

type Session = { accessToken: string; user: Record<string, unknown> };

let companies = 0;

async function signUp(request: APIRequestContext, name: string): Promise<Session> {
  companies += 1;
  const response = await request.post("/api/auth/signup", {
    data: {
      companyName: name,
      email: `settings-${companies}-${Date.now()}@kerf.test`,
      password: "secret123",
      phoneNumber: "9876543210",
      gstNo: "27AAPFU0939F1ZV",
      address: "Plot 7, MIDC Bhosari, Pune",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { accessToken: body.accessToken, user: body.user };
}

/** Starts the tab logged in as `session`; seeded once, so reloads see what the app itself stored. */
async function logIn(page: Page, session: Session) {
  const value = JSON.stringify({ isLogin: true, isRegistered: true, ...session });
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem("kerf.e2e.seeded")) return;
      sessionStorage.setItem("kerf.e2e.seeded", "1");
      localStorage.setItem(key, value);
    },
    { key: STATE_KEY, value },
  );
}

async function api(request: APIRequestContext, session: Session, url: string, data: object) {
  const response = await request.post(url, { data, headers: { access_token: session.accessToken } });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * The settings as the server now holds them, in the client's option names. The app keeps no copy of
 * its own beside React Query's cache, which the screens above show.
 */
async function savedSettings(request: APIRequestContext, session: Session) {
  const get = async (procedure: string) => {
    const response = await request.get(`/trpc/${procedure}`, {
      headers: { access_token: session.accessToken },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).result.data;
  };
  const [materials, edges, general] = await Promise.all([
    get("settings.materials.list"),
    get("settings.edgeProfiles.list"),
    get("settings.general.get"),
  ]);
  return {
    materialOptions: materials,
    edgeProfileOption: edges.edgeProfiles,
    edgeSelectionOption: edges.edgeSelections,
    commonSetting: general.commonSetting,
  };
}

const toast = (page: Page, type: "success" | "error", text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({ hasText: text });

const rowOf = (scope: Page | Locator, name: string) => scope.getByRole("row").filter({ hasText: name });

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, name) });

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

    await runningFoot.click();
    await hideGst.click();
    await page.getByRole("switch", { name: "GST on cutting rate" }).click();
    await page.getByRole("textbox", { name: "Rounding step" }).fill("0.5");
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "success", "Settings saved")).toBeVisible();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    expect((await savedSettings(request, session)).commonSetting).toMatchObject({
      cuttingRateType: { id: 1, label: "Running Foot", value: "runningFt" },
      gstColumnHide: true,
      gstOnCuttingRate: true,
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
    await expect(page.getByRole("textbox", { name: "Rounding step" })).toHaveValue("1");
    expect((await savedSettings(request, session)).commonSetting.cuttingRateType.value).toBe("sqFt");
    expect(errors).toEqual([]);
  });
});
