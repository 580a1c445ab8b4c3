import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { type CompanySession, signUpCompany } from "./company";
import { RESULTS_DIR } from "./paths";
import { expect } from "./server";
import { STATE_KEY } from "./session";

// What the settings specs (settings*.spec.ts) share: a company of their own, signed up through the REST
// API and put into the browser's session store.

export type Session = CompanySession;

export const signUp = (request: APIRequestContext, name: string): Promise<Session> =>
  signUpCompany(request, { companyName: name, prefix: "settings", address: "Plot 7, MIDC Bhosari, Pune" });

/** Starts the tab logged in as `session`; seeded once, so reloads see what the app itself stored. */
export async function logIn(page: Page, session: Session) {
  const value = JSON.stringify({ isLogin: true, isRegistered: true, ...session });
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem("kerf.e2e.seeded")) return;
      sessionStorage.setItem("kerf.e2e.seeded", "1");
      localStorage.setItem(key, value);
    },
    { key: STATE_KEY, value },
  );
}

export async function api(request: APIRequestContext, session: Session, url: string, data: object) {
  const response = await request.post(url, { data, headers: { access_token: session.accessToken } });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * The settings as the server now holds them, in the client's option names. The app keeps no copy of
 * its own beside React Query's cache, which the screens above show.
 */
export async function savedSettings(request: APIRequestContext, session: Session) {
  const get = async (procedure: string) => {
    const response = await request.get(`/trpc/${procedure}`, {
      headers: { access_token: session.accessToken },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).result.data;
  };
  const [materials, edges, general] = await Promise.all([
    get("settings.materials.list"),
    get("settings.edgeProfiles.list"),
    get("settings.general.get"),
  ]);
  return {
    materialOptions: materials,
    edgeProfileOption: edges.edgeProfiles,
    edgeSelectionOption: edges.edgeSelections,
    commonSetting: general.commonSetting,
  };
}

export const toast = (page: Page, type: "success" | "error", text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({ hasText: text });

export const rowOf = (scope: Page | Locator, name: string) =>
  scope.getByRole("row").filter({ hasText: name });

export const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, name) });
