import { openOrder, WHOLE } from "./support/counter";
import { login } from "./support/documents";
import { companyForExample, serverOrder } from "./support/order-company";
import { expect, test } from "./support/server";

// Issue 14: the counter, all day: saving when the network comes and goes. Each test names the point of the issue it proves.

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
  // Its PIN gives the delivery state (Maharashtra): the place of supply is known.
  await header.getByLabel("Shipping PIN").fill("411045");
  await header.getByLabel("Shipping PIN").press("Tab");
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
  await expect(headerStatus).toHaveText(
    "Not saved — check Billing address, Shipping address, Shipping state",
  );
  await expect(status).toHaveText("Lines saved");
  await page.getByLabel("Width, row 1").focus();
  for (const text of ["12", "24", "2", WHOLE.input.materials[0]!.materialName!]) {
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
  }
  await expect(status).toHaveText("Lines saved");
  await expect(headerStatus).toHaveText(
    "Not saved — check Billing address, Shipping address, Shipping state",
  );
  await page.keyboard.press("Alt+C");
  const header = page.getByRole("region", { name: "Customer details" });
  await header.getByLabel("Billing address").fill("12 MG Road, Pune");
  await header.getByLabel("Shipping address").fill("Plot 7, Baner, Pune");
  // Its PIN gives the delivery state (Maharashtra): the place of supply is known.
  await header.getByLabel("Shipping PIN").fill("411045");
  await header.getByLabel("Shipping PIN").press("Tab");
  await expect(headerStatus).toHaveText("Saved");
  await expect(status).toHaveText("All changes saved");
});
