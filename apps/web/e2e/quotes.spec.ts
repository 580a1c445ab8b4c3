import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { formatIndian, QUOTE_MESSAGES, shareMessage } from "@kerf/core";
import { test as base, expect } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { type AuthResult, newCompany, storeSession } from "./support/accounts";
import { RESULTS_DIR } from "./support/paths";
import { type RunningServer, startServer } from "./support/server";

// Quotes that leave the shop, end to end against the real built server with an SMTP server of this test:
// the quotation PDF read back with pdftotext, the share link opened in fresh browser contexts without a
// session (accept, ask for changes, revoked, tampered, another company's order), the mail with its PDF,
// and the wa.me link's text.

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let server: RunningServer;
let shop: AuthResult;
let other: AuthResult;

/** The server of this file: mail goes to the SMTP server above. */
const test = base.extend<Record<never, never>, { quoteServer: RunningServer }>({
  quoteServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const port = await freePort();
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          let raw = "";
          stream.on("data", (c: Buffer) => (raw += c.toString()));
          stream.on("end", () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", () => resolve()));
      const running = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}?tls=off` });
      try {
        await use(running);
      } finally {
        await running.stop();
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ quoteServer }, use) => use(quoteServer.baseURL),
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => resolve(port));
    });
  });
}

async function api(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: {
      ...(token ? { access_token: token } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res;
}
// biome-ignore lint/suspicious/noExplicitAny: the envelope is read loosely
const json = async (res: Response): Promise<any> => res.json();

async function orderFor(token: string, name: string): Promise<{ draftId: string; payable: string }> {
  const customer = await json(
    await api("POST", "/api/draft", token, { customerName: name, phoneNo: "9822012345", date: "2026-11-21" }),
  );
  const draftId = customer.data._id as string;
  const header = await api("POST", "/trpc/orders.saveHeader", token, {
    customerId: draftId,
    header: {
      customer_name: name,
      date: "2026-11-21",
      phone_no: "9822012345",
      email_id: "mehta@example.in",
      billing_address: "12 MG Road, Pune",
      shipping_address: "Site 9, Baner, Pune",
    },
  });
  expect(header.status).toBe(200);
  for (const [w, l, q] of [
    ["12", "24", 2],
    ["18#4", "36", 1],
    ["30", "48", 3],
  ] as const) {
    const line = await api("POST", "/api/draft/material", token, {
      draftId,
      widthForDisplay: w,
      lengthForDisplay: l,
      quantity: q,
      materialType: "Clear 5mm",
      edgeSelection: null,
      edgeProfile: null,
      areaExtras: [],
      multiplier: 1,
    });
    expect(line.status).toBe(201);
  }
  const order = await json(await api("GET", `/api/draft/material?draftId=${draftId}`, token));
  return { draftId, payable: order.data.totals.payable };
}

async function signUp(prefix: string, name: string): Promise<AuthResult> {
  const res = await json(
    await api("POST", "/api/auth/signup", null, newCompany(prefix, { companyName: name })),
  );
  const token = res.data.accessToken as string;
  await api("POST", "/api/setting/material", token, {
    materialName: "Clear 5mm",
    materialRate: "62.50",
    cuttingRate: "4",
    materialGst: "18",
    materialWastage: "5",
    hsnCode: "7005",
  });
  return res.data;
}

const stateOf = async (token: string, draftId: string) =>
  (await json(await api("GET", "/api/draft", token))).data.find((c: { _id: string }) => c._id === draftId)
    .state;

test.beforeAll(async ({ quoteServer }) => {
  server = quoteServer;
  shop = await signUp("quote-shop", "Sharma Glass Works");
  other = await signUp("quote-other", "Other Glass");
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
  await page.goto(`/mode1?id=${draftId}`);
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
  await link.getByRole("button", { name: "Accept" }).click();
  await expect(link.getByRole("status")).toContainText("Accepted by Mr Verma");

  // The shop's open page polls every 20 s: the toast, and the row's state.
  await expect(page.getByText(/Mr Verma accepted QT\/\d\d-\d\d\/\d{4} \(revision 1\)/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("row", { name: /Verma Studio/ })).toContainText("Accepted");
  await page.getByLabel("Filter by state").selectOption("Accepted");
  await expect(page.getByRole("row", { name: /Verma Studio/ })).toBeVisible();
  await page.getByLabel("Filter by state").selectOption("Invoiced");
  await expect(page.getByRole("row", { name: /Verma Studio/ })).toHaveCount(0);

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
