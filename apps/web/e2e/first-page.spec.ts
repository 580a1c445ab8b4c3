import zlib from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import { newCompany, signUpViaApi, storeSession } from "./support/accounts";
import { expect, test } from "./support/server";

// The size check of `npm test` (issues 18 and 28): the JavaScript Chromium fetches before the first page
// shows, every script it asks for (entry, page chunks, anything they start), each gzip-compressed at level
// 9 as a CDN would send it. A build manifest undercounts: it does not see a chunk the app imports
// dynamically at start-up (the toaster once was).
const BUDGET_KB = 150;

async function scriptsBefore(page: Page, path: string, shown: (page: Page) => Locator, label: string) {
  // The moment the page shows, taken in the page itself: what the app fetches ahead once it is idle
  // afterwards (the order page from the dashboard) is not the first page's.
  await page.addInitScript((label) => {
    // The text as written, whatever case CSS shows it in.
    const seen = () =>
      [...document.querySelectorAll("button")].some(
        (b) => b.textContent?.trim().toLowerCase() === label.toLowerCase(),
      );
    const check = () => {
      if (!seen()) return;
      (window as { shownAt?: number }).shownAt ??= performance.now();
      observer.disconnect();
    };
    const observer = new MutationObserver(check);
    document.addEventListener("DOMContentLoaded", () => {
      observer.observe(document.body, { subtree: true, childList: true });
      check();
    });
  }, label);
  const bodies = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const size = response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length);
    // A script fetched ahead once the page is idle may still be arriving when the test ends: its body is
    // then never read, and must not fail the test (only the scripts before the page showed are counted).
    size.catch(() => undefined);
    bodies.set(response.url(), size);
  });
  await page.goto(path);
  await expect(shown(page)).toBeVisible();
  const before = await page.evaluate(() => {
    const shownAt = (window as { shownAt?: number }).shownAt;
    if (shownAt === undefined) throw new Error("the page never showed its button");
    return performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.endsWith(".js") && e.startTime < shownAt)
      .map((e) => e.name);
  });
  const fetched = await Promise.all(
    before.map(async (url) => ({ file: new URL(url).pathname, bytes: await bodies.get(url)! })),
  );
  const total = fetched.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `${path}: ${(total / 1000).toFixed(2)} kB gzip of JavaScript before it shows (budget ${BUDGET_KB})`,
  );
  for (const { file, bytes } of fetched.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${(bytes / 1000).toFixed(2).padStart(8)} kB  ${file}`);
  }
  return total;
}

test("/login shows after at most 150 kB gzip of JavaScript", async ({ page }) => {
  const total = await scriptsBefore(page, "/login", (p) => p.getByRole("button", { name: "Login" }), "Login");
  expect(total).toBeLessThan(BUDGET_KB * 1000);
});

test("/dashboard shows after at most 150 kB gzip of JavaScript", async ({ page, request }) => {
  await storeSession(page, await signUpViaApi(request, newCompany("first-page")));
  const total = await scriptsBefore(
    page,
    "/dashboard",
    (p) => p.getByRole("button", { name: "Add Customer" }),
    "Add Customer",
  );
  expect(total).toBeLessThan(BUDGET_KB * 1000);
});
