import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { formatIndian, QUOTE_MESSAGES } from "@kerf/core";
import { expect } from "@playwright/test";
import { type AuthResult, storeSession } from "./support/accounts";
import { RESULTS_DIR } from "./support/paths";
import { api, json, orderFor, setUpShops, stateOf, test } from "./support/quote-server";

// Quotes that leave the shop, end to end against the real built server: the quotation PDF read back with
// pdftotext, and the share link opened in fresh browser contexts without a session (accept, revoked,
// tampered, another company's order).

let shop: AuthResult;
let other: AuthResult;

test.beforeAll(async ({ quoteServer }) => {
  ({ shop, other } = await setUpShops(quoteServer));
});

test("the quotation PDF has the order page's figures", async () => {
  const { draftId, payable } = await orderFor(shop.accessToken, "Mehta Interiors");
  const started = Date.now();
  const res = await api("GET", `/api/draft/quotation.pdf?draftId=${draftId}`, shop.accessToken);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const dir = await mkdtemp(path.join(os.tmpdir(), "kerf-quote-pdf-"));
  try {
    const file = path.join(dir, "q.pdf");
    await writeFile(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("QUOTATION");
    expect(text).toMatch(/QT\/\d\d-\d\d\/0001/);
    expect(text).toContain(formatIndian(payable));
    expect(text).toContain("Mehta Interiors");
    test.info().annotations.push({
      type: "quotation PDF (first, Chromium starting)",
      description: `${Date.now() - started} ms`,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("the order page downloads its quotation PDF in one click", async ({ page }) => {
  const { draftId } = await orderFor(shop.accessToken, "Iyer Residency");
  await storeSession(page, shop);
  await page.goto(`/order/${draftId}`);
  const button = page.getByRole("button", { name: "Download the quotation PDF" });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^QT-\d\d-\d\d-\d{4}\.pdf$/);
  const file = await download.path();
  const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
  expect(text).toContain("QUOTATION");
  expect(text).toContain("Iyer Residency");
});

test("a share link without a session: accept, revoked, tampered", async ({ browser }) => {
  const { draftId, payable } = await orderFor(shop.accessToken, "Kapoor Homes");
  // Another company can neither share nor revoke it.
  expect((await api("POST", "/api/draft/share", other.accessToken, { draftId })).status).toBe(404);
  expect((await api("DELETE", "/api/draft/share", other.accessToken, { draftId })).status).toBe(404);

  const share = await json(await api("POST", "/api/draft/share", shop.accessToken, { draftId }));
  const url = share.data.url as string;
  expect(url).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);

  const context = await browser.newContext();
  const page = await context.newPage();
  const opened = Date.now();
  await page.goto(url);
  await expect(page.getByRole("heading", { name: new RegExp(share.data.quotationNo) })).toBeVisible();
  test.info().annotations.push({ type: "link page shown", description: `${Date.now() - opened} ms` });
  await expect(page.getByText(`₹${formatIndian(payable)}`).first()).toBeVisible();
  await page.screenshot({ path: path.join(RESULTS_DIR, "quote-link.png") });
  await page.getByLabel("Your name").fill("Mr Kapoor");
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("status")).toContainText("Accepted by Mr Kapoor");
  expect(await stateOf(shop.accessToken, draftId)).toBe("Accepted");

  // The PDF from the link.
  const pdf = await context.request.get(`${url.replace("/q/", "/api/public/quote/")}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // Tampered: 404; revoked (after acceptance): 410, said so.
  const token = url.split("/q/")[1]!;
  await page.goto(url.replace(token, `${token.slice(0, -2)}xx`));
  await expect(page.getByRole("alert")).toContainText(QUOTE_MESSAGES.notFound);
  expect((await api("DELETE", "/api/draft/share", shop.accessToken, { draftId })).status).toBe(200);
  await page.goto(url);
  await expect(page.getByRole("alert")).toContainText(QUOTE_MESSAGES.linkRevoked);
  await context.close();
});
