// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/index.js
// (and the cut planner's worker into dist/cutting-worker.js);
// everything from node_modules stays external and is loaded by Node as usual.
import { build } from "esbuild";

await build({
  // The cut planner's worker thread is a file of its own, found beside index.js (cutting-pool.ts).
  entryPoints: { index: "src/index.ts", "cutting-worker": "src/services/cutting/cutting-worker.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  jsx: "automatic",
  plugins: [
    {
      name: "external-node-modules",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@kerf/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
