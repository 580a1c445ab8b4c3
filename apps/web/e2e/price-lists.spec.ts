import { todayInIndia } from "@kerf/core";
import type { APIRequestContext, Page } from "@playwright/test";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";
import { api, logIn, type Session, signUp, toast } from "./support/settings";

// Issue 29 point 4: a price list made in the browser, given to a contractor, prices the contractor's
// order lower than a walk-in's; the walk-in's stays at the company's rates.

const CLEAR = {
  materialName: "Clear 5mm",
  materialRate: "62.50",
  cuttingRate: "4",
  materialGst: "18",
  materialWastage: "5",
};
const LINE = { widthForDisplay: "12", lengthForDisplay: "24", quantity: 2, materialType: "Clear 5mm" };

/** A customer dated today with one line of 2 pieces of 12 x 24: its order's id. */
async function orderOf(request: APIRequestContext, session: Session, customerName: string) {
  const headers = { access_token: session.accessToken };
  const made = await request.post("/api/draft", {
    data: { customerName, phoneNo: "9876543210", date: todayInIndia() },
    headers,
  });
  expect(made.status(), await made.text()).toBe(201);
  const draftId = (await made.json()).data._id as string;
  await api(request, session, "/api/draft/material", { draftId, ...LINE });
  return draftId;
}

const payable = (page: Page) => page.getByTestId("order-totals").locator('[data-total="payable"]');

test.describe("price lists", () => {
  test("a list made in the browser prices the contractor's order lower than a walk-in's", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const session = await signUp(request, "Contractor Glass Works");
    await api(request, session, "/api/setting/material", CLEAR);
    const walkIn = await orderOf(request, session, "Walk-in");
    const contractor = await orderOf(request, session, "Sharma Builders");
    await logIn(page, session);

    await page.goto("/settings/material");
    await page.getByRole("button", { name: "Add price list" }).click();
    const dialog = page.getByRole("dialog", { name: "Add price list" });
    await dialog.getByLabel("Price list name").fill("Contractors");
    await dialog.getByLabel("Material", { exact: true }).selectOption("Clear 5mm");
    await dialog.getByLabel("Material rate").fill("50");
    // A hole's band table for this list: picked from the catalogue, its first band at 30, a band added.
    await dialog.getByRole("button", { name: "Add operation" }).click();
    await dialog.getByLabel("Operation", { exact: true }).selectOption("Hole");
    await dialog.getByLabel("Hole band 1 rate").fill("30");
    await dialog.getByRole("button", { name: "Add band" }).click();
    const last = await dialog.getByLabel(/^Hole band \d+ rate$/).count();
    await dialog.getByLabel(`Hole band ${last} thickness up to`).fill("19");
    await dialog.getByLabel(`Hole band ${last} rate`).fill("95");
    await page.screenshot({ path: `${RESULTS_DIR}/price-list-dialog-1366.png` });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "success", "add SuccessFully...")).toBeVisible();
    const [year, month, day] = todayInIndia().split("-");
    const from = `${day}-${month}-${year}`;
    await expect(page.getByTestId("price-list")).toContainText(`Contractors`);
    await expect(page.getByTestId("price-list")).toContainText(`from ${from}: Clear 5mm 50.00`);
    await expect(page.getByTestId("price-list")).toContainText("Hole bands");
    const lists = await request.get("/api/priceList", { headers: { access_token: session.accessToken } });
    const hole = (await lists.json()).data[0].versions[0].overrides.operations[0];
    expect(hole.name).toBe("Hole");
    expect(hole.bands[0].rate).toBe("30.00");
    expect(hole.bands.at(-1)).toEqual({ sizeUpTo: null, thicknessUpTo: "19", rate: "95.00" });

    // The walk-in's order: the company's rates, no list shown.
    await page.goto(`/order/${walkIn}`);
    await expect(payable(page)).toHaveText("₹ 329.00");
    await expect(page.getByTestId("price-list-in-force")).toHaveCount(0);

    // The contractor's: given the list in its header, repriced at once.
    await page.goto(`/order/${contractor}`);
    await expect(payable(page)).toHaveText("₹ 329.00");
    await page.getByRole("button", { name: "Customer details" }).click();
    await page.getByLabel("Customer's price list").selectOption("Contractors");
    await expect(toast(page, "success", "Price list saved")).toBeVisible();
    await expect(page.getByTestId("price-list-in-force")).toHaveText(
      `Price list: Contractors (from ${from})`,
    );
    // 4 sq ft at 50 with 5 % wastage (210.00) + cutting 16.00, GST 18 %: 266.68, rounded.
    await expect(payable(page)).toHaveText("₹ 267.00");
    await page.reload();
    await expect(payable(page)).toHaveText("₹ 267.00");
    await expect(page.getByTestId("price-list-in-force")).toHaveText(
      `Price list: Contractors (from ${from})`,
    );

    await page.goto(`/order/${walkIn}`);
    await expect(payable(page)).toHaveText("₹ 329.00");
    expect(errors).toEqual([]);
  });
});
