import { formatIndian, priceQuote } from "@kerf/core";
import { storeSession } from "./support/accounts";
import { companyForExample, type PricingExample, serverOrder } from "./support/order-company";
import { bodyRows, linesStatus, openOrder, reloadOrder } from "./support/order-entry";
import { expect, test } from "./support/server";
import { rowOf, toast } from "./support/settings";

// Issue 29 points 1 and 2 on the order page: holes typed into a line's operations cell from the keyboard,
// priced by the band of the toughened material's thickness, the tempering warning shown on the cell as
// typed (amber, never blocking), the line saved with its operations and its figures exact.

const WARNING = "Hole smaller than the glass thickness (8 mm): it may break when toughened";

// A millimetre company (hole sizes in mm), so a 6 mm hole in 8 mm toughened glass is too small.
const SETTINGS = {
  unit: "mm" as const,
  roundingStep: 0,
  minAreaPerPiece: 0,
  cuttingRateType: "sqFt" as const,
  gstOnCuttingRate: true,
  isAddExtraMaterialInRate: false,
};
const MATERIAL = {
  materialName: "Toughened 8mm",
  materialRate: "310",
  cuttingRate: "12.75",
  materialGst: "18",
  materialWastage: "0",
};
const COMPANY: PricingExample = {
  name: "toughened 8 mm with holes",
  input: {
    settings: SETTINGS,
    // Made plain here: the settings page's form marks it toughened, of 8 mm.
    materials: [MATERIAL],
    edgeProfiles: [],
    lines: [],
  },
};
// Up to 10 mm on glass up to 8 mm at 40; anything else at 75: an 8 mm pane's 6 mm hole is 40.
const HOLE_BANDS = [
  { sizeUpTo: "10", thicknessUpTo: "8", rate: "40" },
  { sizeUpTo: null, thicknessUpTo: null, rate: "75" },
];

test("holes typed into the operations cell warn on toughened glass, and the line saves with them priced", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const company = await companyForExample(baseURL!, COMPANY, { customerName: "Shower Works" });
  const { body } = await company.api.rest("GET", "/setting/operation");
  const hole = (body.data as unknown as { _id: string; name: string }[]).find((o) => o.name === "Hole")!;
  const patched = await company.api.rest("PATCH", "/setting/operation", {
    _id: hole._id,
    name: "Hole",
    isHole: true,
    bands: HOLE_BANDS,
  });
  expect(patched.status).toBe(200);

  // The material settings: "Toughened" and "Thickness (mm)" in the material's form.
  await storeSession(page, company.session as Parameters<typeof storeSession>[1]);
  await page.goto("/settings/material");
  const materialRow = rowOf(page, "Toughened 8mm");
  await materialRow.getByRole("button", { name: "Edit Toughened 8mm" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  const form = page.getByRole("dialog", { name: "Edit Material Type" });
  await expect(form.getByLabel("Toughened")).not.toBeChecked();
  await form.getByLabel("Thickness (mm)").fill("8");
  await form.getByLabel("Toughened").check();
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "success", "update SuccessFully...")).toBeVisible();
  const { body: saved } = await company.api.rest("GET", "/setting/material");
  expect(saved.data).toMatchObject([{ materialName: "Toughened 8mm", toughened: true, thicknessMm: "8" }]);

  await openOrder(page, company);
  await page.getByLabel("Width, row 1").focus();
  const k = page.keyboard;
  for (const cell of ["600", "900", "1", "Toughened 8mm", "", ""]) {
    if (cell) await k.type(cell);
    await k.press("Enter");
  }
  // Width, length, quantity, material, no edge, multiplier 1: Enter has walked into the operations.
  const cell = page.getByRole("button", { name: "Operations, row 1" });
  await expect(cell).toBeFocused();

  // A letter opens the picker with it; Enter picks, then count, size, edge and corner distances.
  await k.type("hole");
  await expect(page.getByRole("option", { name: "Hole", exact: true })).toBeVisible();
  await k.press("Enter");
  await expect(page.getByRole("textbox", { name: "Count" })).toBeFocused();
  await k.type("4");
  await k.press("Enter");
  await k.type("6");
  await k.press("Enter");
  await expect(page.getByRole("textbox", { name: "From edge (mm)" })).toBeFocused();
  await k.press("Enter");
  await k.press("Enter");
  // The entry is on the line: the search is ready for the next one.
  await expect(page.getByRole("combobox", { name: "Operation" })).toBeFocused();
  await expect(page.getByRole("combobox", { name: "Operation" })).toHaveValue("");
  // Enter on a blank operation: done, on to the note.
  await k.press("Enter");
  await expect(page.getByRole("textbox", { name: "Note, row 1" })).toBeFocused();

  const row = bodyRows(page).first();
  await expect(cell).toHaveText("4 x Hole 6");
  const warning = row.locator('[data-warning="tempering"]');
  await expect(warning).toHaveText(WARNING);
  await expect(cell).toHaveAttribute("aria-describedby", /.+/);
  // Amber, not red: a warning is not an error, and the line saves.
  await expect(row.getByRole("status")).toHaveClass(/text-amber-700/);
  await expect(cell).not.toHaveAttribute("aria-invalid", "true");
  await expect(linesStatus(page)).toContainText(/saved/i, { timeout: 10_000 });

  // The figures, exactly as core prices the same line: 4 holes at 40 a piece.
  const expected = priceQuote({
    settings: SETTINGS,
    materials: [{ ...MATERIAL, thickness: "8" }],
    edgeProfiles: [],
    edgeSelections: [],
    operations: [{ operationName: "Hole", bands: HOLE_BANDS }],
    lines: [
      {
        widthForDisplay: "600",
        lengthForDisplay: "900",
        quantity: 1,
        materialType: "Toughened 8mm",
        edgeSelection: null,
        edgeProfile: null,
        areaExtras: [],
        multiplier: 1,
        operations: [{ operation: "Hole", count: 4, size: "6" }],
      },
    ],
  }).lines[0]!;
  expect(expected.operationsAmount).toBe("160.00");
  const figure = (id: string) => row.locator(`[data-figure="${id}"]`);
  await expect(figure("operationsAmount")).toHaveText("160.00");
  for (const id of ["materialAmount", "cuttingAmount", "gstAmount", "total"] as const) {
    await expect(figure(id)).toHaveText(formatIndian(expected[id]));
  }
  await expect(page.getByTestId("order-totals").locator('[data-total="operationsAmount"]')).toHaveText(
    "₹ 160.00",
  );
  const cents = (s: string) => Math.round(Number(s) * 100);
  expect(cents(expected.total)).toBe(
    cents(expected.materialAmount) +
      cents(expected.cuttingAmount) +
      cents(expected.edgeAmount) +
      160_00 +
      cents(expected.gstAmount),
  );

  // The server holds the line with its operations and prices it the same.
  await expect.poll(async () => (await serverOrder(company)).lines.length).toBe(1);
  const [stored] = (await serverOrder(company)).lines;
  expect(stored!.operations).toEqual([
    { name: "Hole", count: 4, size: "6", edgeDistance: null, cornerDistance: null },
  ]);
  expect(stored!.priced).toEqual(expected);

  // Opened again: the operations and the warning are there from what the server holds.
  await reloadOrder(page);
  await expect(cell).toHaveText("4 x Hole 6");
  await expect(row.locator('[data-warning="tempering"]')).toHaveText(WARNING);
  await page.screenshot({ path: "/tmp/opcell29-order-operations.png" });
});
