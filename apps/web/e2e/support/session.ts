import type { Page } from "@playwright/test";

export const STATE_KEY = "kerf.state";

export const SHARMA_GLASS = {
  company_name: "Sharma Glass",
  email_id: "accounts@sharmaglass.in",
  phone_no: "9876543210",
  address: "14 Industrial Area, Phase 2, Jaipur",
  gstNo: "08AAPFU0939F1ZV",
};

/**
 * Starts the page logged in, as if a login had just succeeded: pass a real session (accounts.ts's
 * signUpViaApi), since pages call the server, which refuses a made-up token. Seeds once
 * per tab, so reloads and logouts see what the app itself stored.
 */
export async function seedLoggedIn(page: Page, state: Record<string, unknown> = {}) {
  const value = JSON.stringify({ isLogin: true, accessToken: "e2e.token", user: SHARMA_GLASS, ...state });
  await seedStateOnce(page, "kerf.e2e.seeded", value);
}

/**
 * Stores `value` as the app's state before the page's scripts run, once per tab (`marker` in
 * sessionStorage says it was done), so reloads and logouts see what the app itself stored.
 */
export async function seedStateOnce(page: Page, marker: string, value: string) {
  await page.addInitScript(
    ({ key, marker, value }) => {
      try {
        if (sessionStorage.getItem(marker)) return;
        sessionStorage.setItem(marker, "1");
        localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { key: STATE_KEY, marker, value },
  );
}

/** Collects console errors and uncaught exceptions (a CSP violation shows up as a console error). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
