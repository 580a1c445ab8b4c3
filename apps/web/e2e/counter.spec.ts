import type { Locator, Page } from "@playwright/test";
import { newCompany, signUpViaApi, storeSession } from "./support/accounts";
import {
  createInvoice,
  fillOrder,
  headerFor,
  login,
  MIXED,
  openDocument,
  printPdf,
  WITH_HSN,
} from "./support/documents";
import { companyForExample, example, HIDE_NOTHING, serverOrder } from "./support/order-company";
import { expect, test } from "./support/server";

// Issue 14: the counter, all day. Each test names the point of the issue it proves.

const WHOLE = example("whole inches, default settings");

async function openOrder(page: Page, customerId: string) {
  await page.goto(`/mode1?id=${customerId}`);
  await expect(page.getByTestId("piece-grid")).toBeVisible({ timeout: 20_000 });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

test("2: the profile's Discard changes restores the saved values", async ({ page, request }) => {
  const company = newCompany("discard");
  await storeSession(page, await signUpViaApi(request, company));
  await page.goto("/settings/user");
  const form = page.getByRole("region", { name: "Company profile" });
  await expect(form.getByLabel("Company name")).toHaveValue(company.companyName);
  await form.getByLabel("Company name").fill("Somebody Else");
  await form.getByLabel("Phone number").fill("9000000001");
  await form.getByRole("button", { name: "Discard changes" }).click();
  await expect(form.getByLabel("Company name")).toHaveValue(company.companyName);
  await expect(form.getByLabel("Phone number")).toHaveValue(company.phoneNumber);
  await expect(form.getByRole("button", { name: "Discard changes" })).toBeDisabled();
});

test("3: 'Hide material type column' hides the Material column; new pieces take the first material", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WHOLE, {
    flags: { ...HIDE_NOTHING, materialListColumnHide: true },
  });
  await login(page, company);
  await openOrder(page, company.customerId);
  await expect(page.getByRole("columnheader", { name: "Material", exact: true })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Material, row 1" })).toHaveCount(0);
  // The material summary stays.
  await expect(page.getByLabel("Width, row 1")).toBeFocused();
  await page.keyboard.type("12");
  await page.keyboard.press("Enter");
  await page.keyboard.type("24");
  await page.keyboard.press("Enter");
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  const first = WHOLE.input.materials[0]!.materialName!;
  await expect
    .poll(async () => (await serverOrder(company)).lines.map((l) => l.materialType), { timeout: 15_000 })
    .toEqual([first]);
});

test("4: a second invoice of the same lines asks first; Cancel issues nothing, confirming issues it", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Mehta Interiors" });
  await fillOrder(company, company.customerId, headerFor("Mehta Interiors"), MIXED.input.lines.slice(0, 2));
  const first = await createInvoice(company, company.customerId);
  await login(page, company);
  await openOrder(page, company.customerId);
  await page.getByRole("button", { name: "Create invoice" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(
    `This order is already invoiced as ${first.number} with the same lines. Issue another invoice for it?`,
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect((await company.api.rest("GET", "/draft/invoice")).body).toMatchObject({ total: 1 });
  await page.getByRole("button", { name: "Create invoice" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Issue another invoice" }).click();
  await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]+$/);
  await expect(page.locator('[data-page="1"]')).toContainText("INV/26-27/0002");
});

test("10: general settings ask before unsaved changes are left; Stay keeps them, Leave goes", async ({
  page,
  request,
}) => {
  await storeSession(page, await signUpViaApi(request, newCompany("leave")));
  await page.goto("/settings/general");
  const nav = page.getByRole("navigation", { name: "Main" });
  // Nothing changed: no question.
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/general");
  const minArea = page.getByLabel("Minimum area per piece");
  await minArea.fill("2.5");
  await nav.getByRole("link", { name: "Dashboard" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(
    "Leave without saving? Your changes to the general settings will be lost.",
  );
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(minArea).toHaveValue("2.5");
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("7: switching inches to mm with open orders says what it changes and asks; Cancel keeps inches", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Mehta Interiors" });
  await fillOrder(company, company.customerId, headerFor("Mehta Interiors"), MIXED.input.lines.slice(0, 2));
  const before = (await serverOrder(company)).totals.payable;
  await login(page, company);
  await page.goto("/settings/general");
  await page.getByRole("radio", { name: "Millimetre" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(
    "1 open order has its sizes typed in inches. Switching to millimetres reads those sizes as millimetres and reprices the orders. Issued invoices do not change. Switch anyway?",
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  // Nothing saved, nothing repriced.
  const general = await company.api.rest("GET", "/setting/general");
  expect((general.body.data as { pricingSettings: { unit: string } }).pricingSettings.unit).toBe("inch");
  expect((await serverOrder(company)).totals.payable).toBe(before);
  // Said yes: switched.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Switch and reprice" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  const after = await company.api.rest("GET", "/setting/general");
  expect((after.body.data as { pricingSettings: { unit: string } }).pricingSettings.unit).toBe("mm");
});

test("8: a material or edge profile that open orders use is not deleted: the message says how many", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Mehta Interiors" });
  await fillOrder(company, company.customerId, headerFor("Mehta Interiors"), MIXED.input.lines.slice(0, 2));
  await login(page, company);
  await page.goto("/settings/material");
  await page.getByRole("button", { name: "Delete Granite Black" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(
    'Material "Granite Black" is used by 1 open order: change or clear those lines first, then delete it.',
  );
  await expect(page.getByRole("row").filter({ hasText: "Granite Black" })).toHaveCount(1);
  // The order still prices as before.
  await openOrder(page, company.customerId);
  await expect(page.getByRole("combobox", { name: "Material, row 2" })).toHaveValue("Granite Black");
  await expect(
    page.getByTestId("piece-grid").locator("tbody tr").nth(1).locator('[data-figure="total"]'),
  ).not.toHaveText("");
});

test("9: offline, the order says what waits; back online it saves at once, not after the backoff", async ({
  page,
  context,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WHOLE, { customerName: "Rao Kitchens" });
  await page.clock.install();
  await login(page, company);
  await openOrder(page, company.customerId);
  const status = page.getByTestId("lines-save-status");
  const headerStatus = page.getByTestId("header-save-status");
  await context.setOffline(true);
  await page.getByLabel("Width, row 1").focus();
  for (const text of ["12", "24", "2", WHOLE.input.materials[0]!.materialName!]) {
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
  }
  await page.keyboard.press("Alt+C");
  const header = page.getByRole("region", { name: "Customer details" });
  await header.getByLabel("Billing address").fill("12 MG Road, Pune");
  await header.getByLabel("Shipping address").fill("Plot 7, Baner, Pune");
  await header.getByLabel("Shipping address").press("Tab");
  await expect(status).toHaveText("Offline — 1 line waiting, kept on this device; saved when back online");
  await expect(headerStatus).toHaveText("Offline — kept on this device; saved when back online");
  // Several failed tries: the next one is seconds away.
  await page.clock.runFor(20_000);
  await expect(status).toContainText("Offline — 1 line waiting");
  const typed = await page.getByLabel("Width, row 1").inputValue();
  expect(typed).toBe("12");

  // From here the page's clock only moves in 5 ms steps: a save that waited for its backoff never comes.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(5);
        return [await status.textContent(), await headerStatus.textContent()];
      },
      { timeout: 15_000 },
    )
    .toEqual(["All changes saved", "Saved"]);
  const saved = await serverOrder(company);
  expect(saved.lines.map((l) => [l.widthForDisplay, l.lengthForDisplay, l.quantity])).toEqual([
    ["12", "24", 2],
  ]);
  expect(saved.header?.billing_address).toBe("12 MG Road, Pune");
});

test("9: on a new order the two save badges never contradict each other", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, WHOLE, { customerName: "Rao Kitchens" });
  await login(page, company);
  await openOrder(page, company.customerId);
  const status = page.getByTestId("lines-save-status");
  const headerStatus = page.getByTestId("header-save-status");
  await expect(headerStatus).toHaveText("Not saved — fill in the required fields");
  await expect(status).toHaveText("Lines saved");
  await page.getByLabel("Width, row 1").focus();
  for (const text of ["12", "24", "2", WHOLE.input.materials[0]!.materialName!]) {
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
  }
  await expect(status).toHaveText("Lines saved");
  await expect(headerStatus).toHaveText("Not saved — fill in the required fields");
  await page.keyboard.press("Alt+C");
  const header = page.getByRole("region", { name: "Customer details" });
  await header.getByLabel("Billing address").fill("12 MG Road, Pune");
  await header.getByLabel("Shipping address").fill("Plot 7, Baner, Pune");
  await header.getByLabel("Shipping address").press("Tab");
  await expect(headerStatus).toHaveText("Saved");
  await expect(status).toHaveText("All changes saved");
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`13: the order grid at ${viewport.width} x ${viewport.height}: 12-digit amounts fit their columns, long names have a tooltip`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const longName = "Toughened Low-Iron Extra Clear 12mm Premium";
    const dear = {
      materialName: longName,
      materialRate: "9999999.99",
      cuttingRate: "99999",
      materialGst: "18",
      materialWastage: "10",
    };
    const company = await companyForExample(baseURL!, WHOLE, { customerName: "Big Projects Pvt Ltd" });
    expect((await company.api.rest("POST", "/setting/material", dear)).status).toBe(201);
    const lines = [
      {
        ...WHOLE.input.lines[0]!,
        materialType: longName,
        widthForDisplay: "120",
        lengthForDisplay: "120",
        quantity: 100,
      },
      ...Array.from({ length: 9 }, (_, i) => ({ ...WHOLE.input.lines[0]!, quantity: i + 1 })),
    ];
    for (const line of lines) {
      const res = await company.api.rest("POST", "/draft/material", { draftId: company.customerId, ...line });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await login(page, company);
    await openOrder(page, company.customerId);
    const row = page.getByTestId("piece-grid").locator("tbody tr").first();
    const total = row.locator('[data-figure="total"]');
    // 1,30,79,99,89,870.20: twelve digits before the paisa.
    await expect(total).toHaveText(/^\d,\d{2},\d{2},\d{2},\d{2},\d{3}\.\d{2}$/);
    // Every figure cell shows all of its text: nothing runs past its cell.
    const overflowing = await page
      .getByTestId("piece-grid")
      .evaluate((grid) =>
        [...grid.querySelectorAll<HTMLElement>("[data-figure]")]
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => `${cell.dataset.figure}: ${cell.textContent}`),
      );
    expect(overflowing).toEqual([]);
    // The panels under the grid: the payable and each material's amount inside their boxes.
    const clipped = await page.evaluate(() => {
      const out: string[] = [];
      const inside = (el: Element, box: Element | null) =>
        !box || el.getBoundingClientRect().right <= box.getBoundingClientRect().right + 1;
      const payable = document.querySelector('[data-total="payable"]');
      if (payable && !inside(payable, payable.parentElement)) out.push(`payable ${payable.textContent}`);
      const summary = document.querySelector('[aria-label="By material"]');
      for (const cell of summary?.querySelectorAll("td:last-child") ?? []) {
        if (!inside(cell, summary)) out.push(`by material ${cell.textContent}`);
      }
      // Every figure of the totals card is on screen with room to show itself (ordinary amounts whole).
      for (const fig of document.querySelectorAll<HTMLElement>('[aria-label="Totals"] [data-total]')) {
        const key = fig.dataset.total!;
        if (fig.getBoundingClientRect().width < 40) out.push(`totals ${key} has no room`);
        else if (
          key !== "amountInWords" &&
          fig.textContent!.length <= 12 &&
          fig.scrollWidth > fig.clientWidth + 1
        )
          out.push(`totals ${key} cut: ${fig.textContent}`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth) out.push("the page scrolls sideways");
      return out;
    });
    expect(clipped).toEqual([]);
    await expect(
      page.locator('[data-total="grandTotal"], [data-total="taxableValue"]').first(),
    ).toHaveAttribute("title", /^₹ /);
    const material = page.getByRole("combobox", { name: "Material, row 1", exact: true });
    await expect(material).toHaveAttribute("title", longName);
    // The Total column stays in view at the right edge, the pieces keep most of the screen.
    const totalBox = await box(total);
    expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(viewport.width);
    const grid = await box(page.getByTestId("piece-grid"));
    expect(grid.height).toBeGreaterThan(viewport.height * 0.35);
    await page.screenshot({ path: `test-results/order-grid-${viewport.width}x${viewport.height}.png` });
  });
}

test("14: toasts stay clear of Logout and Print", async ({ page, baseURL }) => {
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Mehta Interiors" });
  await fillOrder(company, company.customerId, headerFor("Mehta Interiors"), MIXED.input.lines.slice(0, 1));
  await login(page, company);
  await openOrder(page, company.customerId);
  await page.getByRole("button", { name: "Create invoice" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "created" });
  await expect(toast).toBeVisible();
  const print = page.getByRole("button", { name: "Print" });
  expect(overlaps(await box(toast), await box(print)), "toast over Print").toBe(false);
  await page.goto("/settings/material");
  await page.getByRole("button", { name: "Delete Mirror 4mm" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  const deleted = page.locator("[data-sonner-toast]").first();
  await expect(deleted).toBeVisible();
  const logout = page.getByRole("button", { name: "Logout" });
  expect(overlaps(await box(deleted), await box(logout)), "toast over Logout").toBe(false);
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

  await openDocument(page, `/invoice/${made.body.data.id}`);
  const text = (await printPdf(page, "bill-of-supply")).text();
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
  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Mehta Interiors" });
  await fillOrder(company, company.customerId, headerFor("Mehta Interiors"), MIXED.input.lines.slice(0, 1));
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
