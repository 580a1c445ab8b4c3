import { storeSession } from "./support/accounts";
import { createInvoice, fillOrder, headerFor, MIXED, WITH_HSN } from "./support/documents";
import { companyForExample } from "./support/order-company";
import { expect, test } from "./support/server";

// issue 33 point 1: installable (a manifest with icons, a service worker) and the worker keeps only the
// built app: hashed assets and the app's page, never an API answer.

test.use({ serviceWorkers: "allow" });

test("the portal is installable and its worker never keeps an API answer", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  const m = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(m).toMatchObject({ start_url: "/dashboard", display: "standalone" });
  expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of m.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);

  const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Worker Check Traders" });
  await fillOrder(company, company.customerId, headerFor("Worker Check Traders"), [MIXED.input.lines[0]!]);
  await createInvoice(company, company.customerId);
  await storeSession(page, company.session);
  await page.goto("/dashboard");
  await expect(page.locator("link[rel=manifest]")).toHaveAttribute("href", "/manifest.webmanifest");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Under the worker now: the app's pages and their data.
  await page.reload();
  await page.goto("/invoice-list");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    }
    return urls;
  });
  expect(kept.some((u) => u.startsWith("/assets/"))).toBe(true);
  expect(kept.filter((u) => /^\/(api|trpc)/.test(u))).toEqual([]);
});
