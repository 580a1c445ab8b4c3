import type { APIRequestContext, Page } from "@playwright/test";

export const STATE_KEY = "kerf.state";

export const SHARMA_GLASS = {
  company_name: "Sharma Glass",
  email_id: "accounts@sharmaglass.in",
  phone_no: "9876543210",
  address: "14 Industrial Area, Phase 2, Jaipur",
  gstNo: "08AAPFU0939F1ZV",
};

let signups = 0;

/**
 * Signs up a real "Sharma Glass" company on the test server (a fresh e-mail each time) and answers its
 * token and user detail, for seedLoggedIn.
 */
export async function signUpSharmaGlass(request: APIRequestContext) {
  const res = await request.post("/api/auth/signup", {
    data: {
      companyName: SHARMA_GLASS.company_name,
      email: `sharma-${process.pid}-${Date.now()}-${++signups}@sharmaglass.in`,
      password: "secret123",
      phoneNumber: SHARMA_GLASS.phone_no,
      gstNo: SHARMA_GLASS.gstNo,
      address: SHARMA_GLASS.address,
    },
  });
  if (res.status() !== 201) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string; user: Record<string, unknown> };
  return { accessToken: body.accessToken, user: body.user };
}

/**
 * Starts the page logged in, as if a login had just succeeded: pass a real session from signUpSharmaGlass
 * (pages call the server, which refuses a made-up token). Seeds once
 * per tab, so reloads and logouts see what the app itself stored.
 */
export async function seedLoggedIn(page: Page, state: Record<string, unknown> = {}) {
  const value = JSON.stringify({ isLogin: true, accessToken: "e2e.token", user: SHARMA_GLASS, ...state });
  await page.addInitScript(
    ({ key, value }) => {
      try {
        if (sessionStorage.getItem("kerf.e2e.seeded")) return;
        sessionStorage.setItem("kerf.e2e.seeded", "1");
        localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { key: STATE_KEY, value },
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
