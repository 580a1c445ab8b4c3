import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH } from "./e2e/support/paths";

// Browser tests run Debian's Chromium (never `playwright install`) against the real built server;
// e2e/support/global-setup.ts fails loudly when Chromium or a build is missing.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  globalSetup: "./e2e/support/global-setup.ts",
  // Each worker has its own server and embedded PostgreSQL; a browser test mostly waits, so two on two
  // cores took the suite from 15 to under 7 minutes.
  workers: 2,
  reporter: "list",
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    browserName: "chromium",
    viewport: { width: 1366, height: 768 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    trace: "retain-on-failure",
    // The built app registers a service worker (issue 33); tests that stub the network need every
    // request to reach them, so only the PWA spec lets it run.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Without the background-networking flags Chromium keeps dialing out on this closed network.
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
