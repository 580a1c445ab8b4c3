import path from "node:path";
import { newCompany, signUpViaApi, storeSession } from "./support/accounts";
import { openOrder, WHOLE } from "./support/counter";
import { login } from "./support/documents";
import {
  collectUncaught,
  dialog,
  dialogTitle,
  errorToasts,
  expectTypedTextKept,
  fillNewCustomer,
  openDashboard,
  procedure,
  refuse,
  SERVER_FAULT,
  SESSION_ENDED,
  TRPC,
  UNREACHABLE,
  UNREADABLE,
} from "./support/http-errors";
import { companyForExample } from "./support/order-company";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { STATE_KEY } from "./support/session";

// The HTTP error kinds of portal-spec section 8 against the real server: each provoked (the server
// made unreachable, slow, or answering a bad body or a refusal by page.route; a session really ended)
// and the app's one reaction to it checked.

// The tests that check a toast is not repeated run the page's timers on Playwright's clock, installed
// before the page opens: clock.runFor fires every timer due in that time at once (and the frames in it),
// so a second toast on its way has been made when the count is read, however slow the machine.

test("server down: saving a customer shows one 'could not reach' toast and keeps what was typed", async ({
  page,
  request,
}) => {
  await page.clock.install();
  const uncaught = collectUncaught(page);
  await openDashboard(page, request, "http-down");
  await fillNewCustomer(page);

  await page.route(TRPC, (route) => route.abort("connectionrefused"));
  await dialog(page).getByRole("button", { name: "Save" }).click();

  // The global reaction and the dialog's own toast carry the same text: one toast, not two.
  await expect(errorToasts(page)).toHaveText(UNREACHABLE);
  await expectTypedTextKept(page);
  await page.clock.runFor(300);
  await expect(errorToasts(page)).toHaveCount(1);
  await page.screenshot({ path: path.join(RESULTS_DIR, "http-error-network.png"), animations: "disabled" });

  // The server is back: the same typed values go out again with one click.
  await page.unroute(TRPC);
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialogTitle(page)).toBeHidden();
  await expect(page.getByRole("table")).toContainText("Oberoi Glass House");
  expect(uncaught).toEqual([]);
});

test("server down at login: a toast, and the e-mail and password stay in the form", async ({
  page,
  request,
}) => {
  const company = newCompany("http-login-down");
  await signUpViaApi(request, company);
  await page.goto("/login");
  await page.getByLabel("Email").fill(company.email);
  await page.getByLabel("Password", { exact: true }).fill(company.password);

  await page.route(TRPC, (route) => route.abort("failed"));
  await page.getByRole("button", { name: "LOGIN" }).click();

  await expect(errorToasts(page)).toHaveText(UNREACHABLE);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(company.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(company.password);

  await page.unroute(TRPC);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("server down while screens load: a burst of failed queries is one toast", async ({ page, request }) => {
  await page.clock.install();
  await openDashboard(page, request, "http-burst");
  const calls: string[] = [];
  await page.route(TRPC, (route) => {
    calls.push(route.request().url());
    return route.abort("connectionrefused");
  });

  // Each screen loads its own lists, each failing (queries retried once): every failure renews one toast.
  for (const link of ["General", "Material", "Edge"]) {
    await page.getByRole("link", { name: link, exact: true }).click();
    await expect(errorToasts(page)).toHaveText(UNREACHABLE);
  }
  const edgeLoads = () => calls.filter((url) => url.includes("settings.edgeProfiles.list")).length;
  await expect.poll(edgeLoads).toBe(2);
  await page.clock.runFor(300);
  await expect(errorToasts(page)).toHaveCount(1);
});

test("a slow server: after the timeout the call is given up with the 'could not reach' toast", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await openDashboard(page, request, "http-slow");
  // Read at each call (lib/http-error): 1.5 s instead of 15 s, for this page only.
  const TIMEOUT_MS = 1500;
  await page.evaluate((ms) => {
    (window as { __KERF_HTTP_TIMEOUT_MS__?: number }).__KERF_HTTP_TIMEOUT_MS__ = ms;
  }, TIMEOUT_MS);
  await fillNewCustomer(page);
  const abandoned = page.waitForEvent("requestfailed", (r) => procedure("customers.create").test(r.url()));
  // The server never answers; once the page has given up there is nothing left to answer.
  await page.route(procedure("customers.create"), async (route) => {
    await abandoned;
    await route.continue().catch(() => {});
  });
  let sent = false;
  page.on("request", (r) => {
    if (procedure("customers.create").test(r.url())) sent = true;
  });
  // The page's timers run on the clock from here: its time moves only by runFor.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const pageNow = () => page.evaluate(() => Date.now());

  const clickedAt = await pageNow();
  await dialog(page).getByRole("button", { name: "Save" }).click();
  // The mutation goes out on a timer of its own: the clock is moved a step at a time until it has.
  await expect(async () => {
    await page.clock.runFor(1);
    expect(sent).toBe(true);
  }).toPass();
  const sentBy = await pageNow();
  // The timeout started between the click and now: just before it is due, nothing has been given up.
  await page.clock.runFor(clickedAt + TIMEOUT_MS - 1 - sentBy);
  await expect(errorToasts(page)).toHaveCount(0);
  await page.clock.runFor(sentBy - clickedAt + 1);
  // The app aborted the request itself (the AbortController of the timeout), not the route.
  expect((await abandoned).failure()?.errorText).toBe("net::ERR_ABORTED");
  // Sonner adds the toast on a timer tick after the failure has reached it.
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(errorToasts(page)).toHaveText(UNREACHABLE, { timeout: 250 });
  }).toPass();
  await expectTypedTextKept(page);
  await expect(dialog(page).getByRole("button", { name: "Save" })).toBeEnabled();
});

test("a bad body: a 200 that is not JSON shows 'the server's answer could not be read'", async ({
  page,
  request,
}) => {
  const session = await signUpViaApi(request, newCompany("http-parse"));
  await storeSession(page, session);
  await page.route(procedure("customers.list"), (route) =>
    route.fulfill({ status: 200, contentType: "text/plain", body: "not json" }),
  );
  await page.goto("/dashboard");

  await expect(errorToasts(page)).toHaveText(UNREADABLE);
  // The session is untouched: only this answer was unreadable.
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a session ended elsewhere: the next call (a search) logs out to /login and clears local storage", async ({
  page,
  request,
}) => {
  const session = await openDashboard(page, request, "http-401");
  expect(await page.evaluate((key) => localStorage.getItem(key), STATE_KEY)).not.toBeNull();

  // Logged out through the API with the same token: the server deletes the session.
  const logout = await request.post("/api/auth/logout", { headers: { access_token: session.accessToken } });
  expect(logout.status(), await logout.text()).toBe(200);

  await page.getByLabel("Search customers").fill("Oberoi");
  await expect(page).toHaveURL(/\/login$/);
  await expect(errorToasts(page)).toHaveText(SESSION_ENDED);
  await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test("a session ended elsewhere: a save (a mutation) also ends it here", async ({ page, request }) => {
  const session = await openDashboard(page, request, "http-401-save");
  await fillNewCustomer(page);
  await request.post("/api/auth/logout", { headers: { access_token: session.accessToken } });

  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // The dialog's own toast of the same message merged into the global one.
  await expect(errorToasts(page)).toHaveText(SESSION_ENDED);
});

test("429 on login (ten real failures): when to try again, under the form and never twice", async ({
  page,
  request,
}) => {
  await page.clock.install();
  const company = newCompany("http-429");
  await signUpViaApi(request, company);
  for (let i = 0; i < 10; i++) {
    await request.post("/api/auth/login", { data: { email: company.email, password: "wrong-password" } });
  }

  await page.goto("/login");
  await page.getByLabel("Email").fill(company.email);
  await page.getByLabel("Password", { exact: true }).fill(company.password);
  await page.getByRole("button", { name: "LOGIN" }).click();

  await expect(page.getByRole("alert")).toContainText(/Try again in \d+ minutes?\./);
  // A mutation's refusal is its form's to show: no toast repeats it.
  await page.clock.runFor(500);
  await expect(errorToasts(page)).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveValue(company.email);
});

test("429 on a list: a toast with the server's message saying when to try again", async ({
  page,
  request,
}) => {
  const session = await signUpViaApi(request, newCompany("http-429-list"));
  await storeSession(page, session);
  const message = "Too many requests. Try again in 2 minutes.";
  await page.route(procedure("customers.list"), (route) => refuse(route, 429, "TOO_MANY_REQUESTS", message));
  await page.goto("/dashboard");

  await expect(errorToasts(page)).toHaveText(message);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("500 on a list: a toast with the server's message, or a generic one when it sent none", async ({
  page,
  request,
}) => {
  const session = await signUpViaApi(request, newCompany("http-500"));
  await storeSession(page, session);
  let bare = false;
  await page.route(procedure("customers.list"), (route) =>
    bare
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
      : refuse(route, 500, "INTERNAL_SERVER_ERROR", "The database is being restarted"),
  );
  await page.goto("/dashboard");
  await expect(errorToasts(page)).toHaveText("The database is being restarted");

  bare = true;
  await page.getByLabel("Search customers").fill("Oberoi");
  await expect(errorToasts(page).filter({ hasText: SERVER_FAULT })).toBeVisible();
});

test("500 on a save: the dialog's toast with the server's message, once, and the form kept", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await openDashboard(page, request, "http-500-save");
  await fillNewCustomer(page);
  await page.route(procedure("customers.create"), (route) =>
    refuse(route, 500, "INTERNAL_SERVER_ERROR", "The database is being restarted"),
  );
  await dialog(page).getByRole("button", { name: "Save" }).click();

  await expect(errorToasts(page)).toHaveText("The database is being restarted");
  await page.clock.runFor(500);
  await expect(errorToasts(page)).toHaveCount(1);
  await expectTypedTextKept(page);
});

test("a session ended elsewhere: the order page's save (outside React Query) ends it here the same way", async ({
  page,
  baseURL,
}) => {
  const company = await companyForExample(baseURL!, WHOLE, { customerName: "Ended Elsewhere" });
  await login(page, company);
  await openOrder(page, company.customerId);
  const ended = await page.request.post("/api/auth/logout", { headers: { access_token: company.api.token } });
  expect(ended.status(), await ended.text()).toBe(200);

  await page.getByLabel("Width, row 1").focus();
  for (const text of ["12", "24", "2", WHOLE.input.materials[0]!.materialName!]) {
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(/\/login$/);
  await expect(errorToasts(page)).toHaveText(SESSION_ENDED);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
