import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH, REPO_ROOT, SERVER_ENTRY, WEB_DIST_INDEX } from "./paths";

/**
 * Checks what the browser tests need before any of them runs, so that a missing piece fails the run
 * with a message saying how to fix it: never a silent skip, never a cryptic launch error.
 */
export default function globalSetup() {
  const problems: string[] = [];

  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    problems.push(`Chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\``);
  }
  try {
    // The invoice tests read the PDFs Chromium prints.
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
  } catch {
    problems.push("pdftotext not found: run `apt-get install -y poppler-utils`");
  }
  for (const [what, file] of [
    ["The web app", WEB_DIST_INDEX],
    ["The server", SERVER_ENTRY],
  ] as const) {
    if (!existsSync(file)) {
      problems.push(`${what} is not built (${path.relative(REPO_ROOT, file)} is missing): run npm run build`);
    }
  }

  if (problems.length > 0) throw new Error(problems.join("\n"));
}
