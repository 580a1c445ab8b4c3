// `npm run check:imports` (part of `npm run check`): no import circle in any workspace, type imports
// included, and no two feature folders of the web app that import each other (directly or round a ring).
// madge reads the graph; the folder rings are found here, on its answer.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

type Graph = Record<string, string[]>;
type MadgeResult = { obj(): Graph; circular(): string[][] };
type Madge = (paths: string[], config: Record<string, unknown>) => Promise<MadgeResult>;
const madge = createRequire(import.meta.url)("madge") as Madge;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const WORKSPACES = [
  { dir: "packages/core", paths: ["src"] },
  { dir: "packages/cutting", paths: ["src"] },
  { dir: "packages/db", paths: ["src"] },
  { dir: "packages/email", paths: ["src"] },
  { dir: "apps/server", paths: ["src", "test", "contract", "scripts"] },
  { dir: "apps/web", paths: ["src", "e2e"] },
];
const withTypes = { skipTypeImports: false, skipAsyncImports: false };

/** Rings in a graph of names (Tarjan's strongly connected components of more than one name). */
function rings(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const ring: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        ring.push(w);
      } while (w !== v);
      if (ring.length > 1) found.push(ring.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** features/<name>/... -> <name>; anything else is not a feature. */
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

let problems = 0;
for (const { dir, paths } of WORKSPACES) {
  const base = join(root, dir);
  const result = await madge(
    paths.map((p) => join(base, p)),
    {
      baseDir: base,
      fileExtensions: ["ts", "tsx"],
      tsConfig: join(base, "tsconfig.json"),
      detectiveOptions: { ts: withTypes, tsx: withTypes },
    },
  );
  for (const circle of result.circular()) {
    problems++;
    console.error(`${dir}: import circle: ${[...circle, circle[0]].join(" > ")}`);
  }
  if (dir !== "apps/web") continue;
  const features = new Map<string, Set<string>>();
  for (const [file, imports] of Object.entries(result.obj())) {
    const from = featureOf(file);
    if (!from) continue;
    const targets = features.get(from) ?? new Set<string>();
    features.set(from, targets);
    for (const imported of imports) {
      const to = featureOf(imported);
      if (to && to !== from) targets.add(to);
    }
  }
  for (const ring of rings(features)) {
    problems++;
    console.error(`${dir}: feature folders that import each other: ${ring.join(", ")}`);
  }
}
if (problems > 0) process.exit(1);
console.log("import graph: no circles, no feature folders importing each other");
