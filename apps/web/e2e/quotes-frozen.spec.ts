import path from "node:path";
import { formatIndian, QUOTE_MESSAGES } from "@kerf/core";
import { expect } from "@playwright/test";
import { type AuthResult, storeSession } from "./support/accounts";
import { RESULTS_DIR } from "./support/paths";
import { api, json, orderFor, setUpShops, test } from "./support/quote-server";

// Issue 26: what the customer was shown stays as shown, and the link the shop shares is one link. The
// share page asks for its document once per view; the shop's quotation page offers Quote again when rates
// or settings changed, and a new link only after saying the old one stops working.

let shop: AuthResult;

test.beforeAll(async ({ quoteServer }) => {
  ({ shop } = await setUpShops(quoteServer));
});

test("the share page asks for its JSON once per view, and an answer does not ask again", async ({
  browser,
}) => {
  const { draftId, payable } = await orderFor(shop.accessToken, "Bhatt Homes");
  const url = (await json(await api("POST", "/api/draft/share", shop.accessToken, { draftId }))).data.url;
  const token = url.split("/q/")[1];
  const context = await browser.newContext();
  const page = await context.newPage();
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/public/quote/${token}`) reads.push(request.method());
  });
  await page.goto(url);
  await expect(page.getByText(`₹${formatIndian(payable)}`).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(reads).toEqual(["GET"]);

  await page.getByLabel("Your name").fill("Mr Bhatt");
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("status")).toContainText("Accepted by Mr Bhatt");
  await page.waitForLoadState("networkidle");
  expect(reads).toEqual(["GET"]);

  await page.reload();
  await expect(page.getByRole("status")).toContainText("Accepted by Mr Bhatt");
  await page.waitForLoadState("networkidle");
  expect(reads).toEqual(["GET", "GET"]);
  await context.close();
});

test("Quote again after a rate change; Share reuses the link, a new one only once confirmed", async ({
  page,
}) => {
  const { draftId, payable } = await orderFor(shop.accessToken, "Nair Traders");
  await storeSession(page, shop);
  await page.goto(`/quotation/${draftId}`);
  await expect(page.getByText(/QT\/\d\d-\d\d\/\d{4} · revision 1/)).toBeVisible();

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link made and copied")).toBeVisible();
  const first = await page.getByLabel("Share link").inputValue();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  expect(await page.getByLabel("Share link").inputValue()).toBe(first);

  // The material's rate doubles: revision 1 stays as shown, and the shop is offered Quote again.
  const material = (await json(await api("GET", "/api/setting/material", shop.accessToken))).data[0];
  const changed = await api("PATCH", "/api/setting/material", shop.accessToken, {
    ...material,
    materialRate: "125",
  });
  expect(changed.status).toBe(200);
  await page.reload();
  const notice = page.getByText(/Prices, terms or company details have changed since revision 1 was shown/);
  await expect(notice).toBeVisible();
  await expect(page.getByText(formatIndian(payable)).first()).toBeVisible();
  await page.screenshot({ path: path.join(RESULTS_DIR, "quotation-outdated.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(RESULTS_DIR, "quotation-outdated-phone.png") });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole("button", { name: "Quote again" }).click();
  await expect(page.getByText(/QT\/\d\d-\d\d\/\d{4} · revision 2/)).toBeVisible();
  await expect(notice).toHaveCount(0);
  const shown = await json(await api("GET", first.replace(/^.*\/q\//, "/api/public/quote/"), null));
  expect(shown.data.revision).toBe(2);
  expect(shown.data.payable).not.toBe(payable);

  // After the reload, Share still gives the same link: the server shows the live one again.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  expect(await page.getByLabel("Share link").inputValue()).toBe(first);

  // A new link is asked first; Cancel keeps the link, Confirm replaces it and the old one stops working.
  await page.getByRole("button", { name: "New link", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(QUOTE_MESSAGES.newLinkQuestion);
  await page.screenshot({ path: path.join(RESULTS_DIR, "new-link-question.png") });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.getByLabel("Share link").inputValue()).toBe(first);
  await page.getByRole("button", { name: "New link", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Make a new link" }).click();
  await expect(page.getByText("Link made and copied")).toBeVisible();
  const second = await page.getByLabel("Share link").inputValue();
  expect(second).not.toBe(first);
  expect((await api("GET", first.replace(/^.*\/q\//, "/api/public/quote/"), null)).status).toBe(410);
  expect((await api("GET", second.replace(/^.*\/q\//, "/api/public/quote/"), null)).status).toBe(200);
});
