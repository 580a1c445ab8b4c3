// The size check of `npm test` (issue 18): the JavaScript a browser must fetch before /login and
// /dashboard can show, gzip-compressed, may not exceed the budget. Reads the build's manifest, so run
// it after `vite build`. Prints each page's files; exits 1 past the budget or when a page's module is
// no longer in the build (renamed: update PAGES).

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** kB as Vite prints them: 1000 bytes. */
export const BUDGET_KB = 150;

/** What each first page loads: the entry (index.html) plus the page chunks page-chunks.ts starts. */
const PAGES: Record<string, string[]> = {
  "/login": ["src/features/auth/auth-page.tsx"],
  "/dashboard": ["src/ui/shell/app-shell.tsx", "src/features/customers/dashboard-page.tsx"],
};

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const dist = path.resolve(import.meta.dirname, "../dist");

function readManifest(): Manifest {
  const file = path.join(dist, ".vite/manifest.json");
  if (!fs.existsSync(file)) {
    console.error(`No build manifest at ${file}: run \`npm run build -w @kerf/web\` first.`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
}

/** The files of `keys` and of everything they import statically (what the browser fetches before running them). */
function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

function main(): void {
  const manifest = readManifest();
  let over = false;
  for (const [page, modules] of Object.entries(PAGES)) {
    let files: Set<string>;
    try {
      files = filesOf(manifest, ["index.html", ...modules]);
    } catch (error) {
      console.error(`${page}: ${(error as Error).message}; update PAGES in build/bundle-budget.ts`);
      process.exit(1);
    }
    const sizes = [...files].map((file) => ({ file, bytes: gzipSize(file) }));
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const kb = (bytes: number) => (bytes / 1000).toFixed(2);
    const verdict = total > BUDGET_KB * 1000 ? "OVER BUDGET" : "ok";
    console.log(`${page}: ${kb(total)} kB gzip of JavaScript (budget ${BUDGET_KB} kB) ${verdict}`);
    for (const { file, bytes } of sizes.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(bytes).padStart(8)} kB  ${file}`);
    }
    over ||= total > BUDGET_KB * 1000;
  }
  if (over) process.exit(1);
}

main();
