import { newCompany, signUpViaApi, storeSession } from "./support/accounts";
import { openOrder, WHOLE } from "./support/counter";
import { createInvoice, headerFor, login, MIXED, openDocument, printPdf } from "./support/documents";
import { mehtaOrder } from "./support/mehta-order";
import { companyForExample, serverOrder } from "./support/order-company";
import { expect, test } from "./support/server";

// Issue 14: the counter, all day. Each test names the point of the issue it proves.

test("4 (and issue 33): an unchanged order is not invoiced twice; the clerk is offered the invoice it has", async ({
  page,
  baseURL,
}) => {
  const company = await mehtaOrder(baseURL!, MIXED.input.lines.slice(0, 2));
  const first = await createInvoice(company, company.customerId);
  await login(page, company);
  await openOrder(page, company.customerId);
  await page.getByRole("button", { name: "Create invoice" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(
    `This order is already invoiced as ${first.number} with the same lines. Change the order to invoice it again.`,
  );
  await expect(question.getByRole("button", { name: /another/i })).toHaveCount(0);
  await question.getByRole("button", { name: "Close" }).click();
  await expect(question).toBeHidden();
  expect((await company.api.rest("GET", "/draft/invoice")).body).toMatchObject({ total: 1 });
  await page.getByRole("button", { name: "Create invoice" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: `Open ${first.number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${first.id}$`));
  await expect(page.locator('[data-page="1"]')).toContainText(first.number);
  expect((await company.api.rest("GET", "/draft/invoice")).body).toMatchObject({ total: 1 });
});

test("14: phone fields ignore arrow keys; dates read in the company's format; GSTINs upper-cased as typed", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WHOLE, { customerName: "Rao Kitchens" });
  await login(page, company);
  await openOrder(page, company.customerId);
  await page.keyboard.press("Alt+C");
  const header = page.getByRole("region", { name: "Customer details" });
  await header.getByLabel("Billing address").fill("12 MG Road, Pune");
  await header.getByLabel("Shipping address").fill("Plot 7, Baner, Pune");
  const phone = header.getByLabel("Phone");
  await expect(phone).not.toHaveAttribute("type", "number");
  await phone.fill("9822012345");
  await phone.press("ArrowUp");
  await phone.press("ArrowDown");
  await expect(phone).toHaveValue("9822012345");
  const date = header.getByLabel("Date");
  await expect(date).toHaveValue("21-11-2026");
  await date.fill("5-12-2026");
  await date.press("Tab");
  await expect(date).toHaveValue("05-12-2026");
  const gstin = header.getByLabel("GSTIN");
  await gstin.fill("");
  await gstin.pressSequentially("27aaacm4821k1zg");
  await expect(gstin).toHaveValue("27AAACM4821K1ZG");
  await gstin.press("Tab");
  await expect
    .poll(async () => (await serverOrder(company)).header?.gst_no, { timeout: 15_000 })
    .toBe("27AAACM4821K1ZG");
  await expect.poll(async () => (await serverOrder(company)).header?.date?.slice(0, 10)).toBe("2026-12-05");

  // The dashboard's Create Customer dialog: the same format.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Date")).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await expect(dialog.getByLabel("Phone No")).not.toHaveAttribute("type", "number");
});

test("14: a shop that signs up without a GST number issues a Bill of Supply with no tax lines", async ({
  page,
  baseURL,
}) => {
  await page.goto("/signup");
  const email = `unregistered-${Date.now().toString(36)}@example.in`;
  await page.getByLabel("Company name").fill("Kumar Glass House");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("9876543210");
  await page.getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByLabel("Confirm password").fill("secret1");
  await page.getByLabel("Address").fill("3 Station Road, Nashik");
  await expect(page.getByLabel(/GST number/)).toHaveValue("");
  await page.getByRole("button", { name: "SIGNUP" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("kerf.state") ?? "{}").accessToken);
  const rest = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseURL}/api${url}`, {
      method,
      headers: { "content-type": "application/json", access_token: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  for (const material of MIXED.input.materials) {
    expect((await rest("POST", "/setting/material", material)).status).toBe(201);
  }
  const customer = await rest("POST", "/draft", {
    customerName: "Walk-in",
    phoneNo: "9822012345",
    date: "2026-11-21",
  });
  const draftId = customer.body.data._id;
  const line = { ...MIXED.input.lines[2]!, draftId };
  expect((await rest("POST", "/draft/material", line)).status).toBe(201);
  const made = await rest("POST", "/draft/invoice", {
    draftId,
    date: "2026-11-21",
    header: headerFor("Walk-in"),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { totals } = made.body.data.snapshot;
  expect([totals.gst, totals.cgst, totals.sgst, totals.igst]).toEqual(["0.00", "0.00", "0.00", "0.00"]);

  // Nothing of GST anywhere for a shop outside GST (issue 33 point 5): no GST files, no tax columns.
  await page.goto("/invoice-list");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /GSTR-1/ })).toHaveCount(0);
  await page.goto(`/order/${draftId}`);
  await expect(page.getByTestId("order-totals")).toBeVisible();
  expect(await page.locator("main").textContent()).not.toMatch(/CGST|SGST|IGST|GST %|GST files/);

  await openDocument(page, `/invoice/${made.body.data.id}`);
  await expect(page.getByRole("button", { name: /GST files/ })).toHaveCount(0);
  const text = (await printPdf(page, "bill-of-supply")).text();
  expect(text).not.toMatch(/Place of supply\s*\(\)|\(\)/);
  expect(text).toContain("BILL OF SUPPLY");
  expect(text).toContain("Not registered under GST");
  expect(text).not.toContain("TAX INVOICE");
  expect(text).not.toMatch(/CGST|SGST|IGST|GST %/);
  expect(text).toContain("Value of supply");
});

test("14: a failed login answers 401 with the spec's message", async ({ request }) => {
  const company = newCompany("fail");
  await signUpViaApi(request, company);
  for (const body of [
    { email: company.email, password: "wrong-password" },
    { email: "nobody-here@example.in", password: "whatever1" },
  ]) {
    const res = await request.post("/api/auth/login", { data: body });
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ isError: true, message: "Invalid email or password" });
  }
});

test("14: 'Invoice not found' shows no document tabs and no Print", async ({ page, request }) => {
  await storeSession(page, await signUpViaApi(request, newCompany("nf")));
  await page.goto("/invoice/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Invoice not found")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Documents" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
});

test("14: the favicon is served, as /favicon.svg and as /favicon.ico", async ({ page, request }) => {
  for (const url of ["/favicon.svg", "/favicon.ico"]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()["content-type"], url).toContain("image/svg+xml");
  }
  const failed: string[] = [];
  page.on("response", (res) => {
    if (res.status() === 404) failed.push(res.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  expect(failed).toEqual([]);
});

test("15: keyboard only: '?' lists the shortcuts; the invoice list and its invoice are worked without the mouse, focus visible", async ({
  page,
  baseURL,
}) => {
  const company = await mehtaOrder(baseURL!, MIXED.input.lines.slice(0, 1));
  const invoice = await createInvoice(company, company.customerId);
  await login(page, company);
  await page.goto("/invoice-list");
  await expect(page.locator("tbody tr")).toHaveCount(1);

  // The sheet of shortcuts, from the keyboard, closed with Escape.
  await page.locator("body").press("?");
  const sheet = page.getByTestId("shortcuts-sheet");
  await expect(sheet).toBeVisible();
  for (const text of ["Alt+N", "Ctrl+Delete", "Alt+C", "Order page", "Invoice list", "search invoices"]) {
    await expect(sheet).toContainText(text);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // "/" to the search, type, Tab on to the row's Open link, Enter: the invoice.
  await page.keyboard.press("/");
  const search = page.getByRole("textbox", { name: "Search invoices" });
  await expect(search).toBeFocused();
  await page.keyboard.type("0001");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const open = page.getByRole("link", { name: `Open invoice ${invoice.number}` });
  for (let i = 0; i < 15 && !(await open.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(open).toBeFocused();
  // The focus is visible: an outline drawn around the focused control.
  const outline = await open.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/invoice/${invoice.id}$`));
  await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
  // The toolbar grew (PDF, share, GST files, credit note, payments): Print stays reachable by Tab; Ctrl+P prints too.
  const print = page.getByRole("button", { name: "Print" });
  for (let i = 0; i < 20 && !(await print.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(print).toBeFocused();
});
