import path from "node:path";
import { formatIndian, QUOTE_MESSAGES, shareMessage } from "@kerf/core";
import { expect } from "@playwright/test";
import { type AuthResult, storeSession } from "./support/accounts";
import { RESULTS_DIR } from "./support/paths";
import { api, json, orderFor, received, setUpShops, stateOf, test } from "./support/quote-server";

// A quote's answers and messages: asking for changes, the mail with its PDF (to an SMTP server of this
// test), the wa.me link's text, the shop's toast on acceptance, and an invoice's link.

let shop: AuthResult;

test.beforeAll(async ({ quoteServer }) => {
  ({ shop } = await setUpShops(quoteServer));
});

test("ask for changes, then the mail with the PDF and the link", async ({ browser }) => {
  const { draftId } = await orderFor(shop.accessToken, "Joshi Builders");
  const url = (await json(await api("POST", "/api/draft/share", shop.accessToken, { draftId }))).data.url;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.getByLabel("Your name").fill("Mrs Joshi");
  await page.getByLabel(/Note/).fill("Make the third piece 2 pieces");
  await page.getByRole("button", { name: "Ask for changes" }).click();
  await expect(page.getByTestId("quote-state")).toHaveText("Changes requested");
  expect(await stateOf(shop.accessToken, draftId)).toBe("Changes requested");
  await context.close();

  const mailed = await json(await api("POST", "/api/draft/quotation/email", shop.accessToken, { draftId }));
  expect(mailed.data.to).toBe("mehta@example.in");
  await expect
    .poll(() => received.filter((m) => m.to.includes("mehta@example.in")).length, { timeout: 20_000 })
    .toBe(1);
  const mail = received.find((m) => m.to.includes("mehta@example.in"))!;
  expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=QT-\d\d-\d\d-\d{4}\.pdf/);
  expect(mail.raw.replace(/=\r\n/g, "")).toContain(mailed.data.url);
  // The shop was told of the answer too.
  await expect
    .poll(() => received.some((m) => /asked for changes to QT/.test(m.raw)), { timeout: 20_000 })
    .toBe(true);
});

test("Send on WhatsApp opens wa.me with the company, number, total and link", async ({ page }) => {
  const { draftId, payable } = await orderFor(shop.accessToken, "Rao Kitchens");
  await storeSession(page, shop);
  // This machine reaches no outside site: wa.me answers from here, so the tab keeps its address.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp" }));
  await page.goto(`/quotation/${draftId}`);
  await expect(page.getByText(/QT\/\d\d-\d\d\/\d{4} · revision 1/)).toBeVisible();
  const number = (await page.getByText(/QT\/\d\d-\d\d\/\d{4} · revision 1/).textContent())!.split(" ·")[0]!;
  await page.screenshot({ path: path.join(RESULTS_DIR, "quotation-page.png") });
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Send on WhatsApp" }).click();
  const tab = await popup;
  await expect.poll(() => tab.url(), { timeout: 10_000 }).toMatch(/^https:\/\/wa\.me\//);
  const wa = new URL(tab.url());
  expect(wa.pathname).toBe("/919822012345");
  const link = await page.getByLabel("Share link").inputValue();
  expect(wa.searchParams.get("text")).toBe(
    shareMessage({ company: "Sharma Glass Works", document: "Quotation", number, payable, url: link }),
  );
  expect(wa.searchParams.get("text")).toBe(
    `Sharma Glass Works: Quotation ${number}, total ₹${formatIndian(payable)}. View and accept: ${link}`,
  );
});

test("the shop sees a toast when its customer accepts, and an invoice's link shows the invoice and its PDF", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { draftId } = await orderFor(shop.accessToken, "Verma Studio");
  await storeSession(page, shop);
  await page.goto("/dashboard");
  await expect(page.getByRole("row", { name: /Verma Studio/ })).toContainText("Draft");

  const url = (await json(await api("POST", "/api/draft/share", shop.accessToken, { draftId }))).data.url;
  const customer = await browser.newContext();
  const link = await customer.newPage();
  await link.goto(url);
  await link.getByLabel("Your name").fill("Mr Verma");
  await link.getByLabel("Note (optional to accept)").fill("Deliver on Monday please");
  await link.getByRole("button", { name: "Accept" }).click();
  await expect(link.getByRole("status")).toContainText("Accepted by Mr Verma");

  // The shop's open page polls every 20 s: the toast with the customer's note, and the row's state.
  const toast = page.getByText(
    /Mr Verma accepted QT\/\d\d-\d\d\/\d{4} \(revision 1\): Deliver on Monday please/,
  );
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("row", { name: /Verma Studio/ })).toContainText("Accepted");
  await page.getByLabel("Filter by state").selectOption("Accepted");
  await expect(page.getByRole("row", { name: /Verma Studio/ })).toBeVisible();
  await page.getByLabel("Filter by state").selectOption("Invoiced");
  await expect(page.getByRole("row", { name: /Verma Studio/ })).toHaveCount(0);
  // It stays until dismissed (well past an ordinary toast's 5 s), and opens the order.
  await page.waitForTimeout(5_500);
  await expect(toast).toBeVisible();
  await page.getByRole("button", { name: "Open order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${draftId}$`));

  // Invoiced: the invoice's own link.
  const invoice = await json(await api("POST", "/api/draft/invoice", shop.accessToken, { draftId }));
  expect(await stateOf(shop.accessToken, draftId)).toBe("Invoiced");
  const shared = await json(
    await api("POST", "/api/draft/invoice/share", shop.accessToken, { id: invoice.data._id }),
  );
  expect(shared.data.url).toMatch(/\/i\/[A-Za-z0-9_-]{43}$/);
  await link.goto(shared.data.url);
  await expect(link.getByRole("heading", { name: `Invoice ${invoice.data.number}` })).toBeVisible();
  await expect(link.getByText("TAX INVOICE").first()).toBeVisible();
  const pdf = await customer.request.get(`${shared.data.url.replace("/i/", "/api/public/invoice/")}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // A quotation's link is not an invoice's.
  await link.goto(url.replace("/q/", "/i/"));
  await expect(link.getByRole("alert")).toContainText(QUOTE_MESSAGES.notFound);
  await customer.close();
});
