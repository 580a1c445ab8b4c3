import path from "node:path";

/** apps/web. */
export const WEB_DIR = path.resolve(import.meta.dirname, "../..");
/** The monorepo root: the server is started from here, as `npm start` does. */
export const REPO_ROOT = path.resolve(WEB_DIR, "../..");
export const WEB_DIST_INDEX = path.join(WEB_DIR, "dist/index.html");
export const SERVER_ENTRY = path.join(REPO_ROOT, "apps/server/dist/index.js");
/** Where specs save the screenshots people look at (test-results/login.png, …). */
export const RESULTS_DIR = path.join(WEB_DIR, "test-results");

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
