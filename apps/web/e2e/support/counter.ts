import type { Locator, Page } from "@playwright/test";
import { example } from "./order-company";
import { expect } from "./server";

// What the counter specs (counter*.spec.ts, issue 14) share.

export const WHOLE = example("whole inches, default settings");

export async function openOrder(page: Page, customerId: string) {
  await page.goto(`/order/${customerId}`);
  await expect(page.getByTestId("piece-grid")).toBeVisible({ timeout: 20_000 });
}

export function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}
