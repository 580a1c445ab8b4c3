import os from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { createServer, type ViteDevServer } from "vite";
import { WEB_DIR } from "./paths";

type WorkerFixtures = { harness: { url: string } };

/**
 * `test` whose baseURL is Vite's dev server showing e2e/harness: the shared components on one page,
 * tested without a route of the app having to use them. Nothing is built to disk.
 */
export const test = base.extend<{ harnessPath: string }, WorkerFixtures>({
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const vite: ViteDevServer = await createServer({
        root: WEB_DIR,
        configFile: path.join(WEB_DIR, "vite.config.ts"),
        // Outside the repo: the harness must leave nothing behind in the workspace.
        cacheDir: path.join(os.tmpdir(), "kerf-web-harness-vite"),
        logLevel: "error",
        server: { host: "127.0.0.1", port: 0, strictPort: false, hmr: false, watch: null },
      });
      await vite.listen();
      const address = vite.httpServer?.address();
      if (!address || typeof address !== "object") throw new Error("Vite did not start listening");
      try {
        await use({ url: `http://127.0.0.1:${address.port}` });
      } finally {
        await vite.close();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ harness }, use) => {
    await use(harness.url);
  },
  harnessPath: "/e2e/harness/index.html",
});

export { expect } from "@playwright/test";
