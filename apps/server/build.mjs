// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/index.js;
// everything from node_modules stays external and is loaded by Node as usual.
import { build } from "esbuild";

await build({
  entryPoints: ["src/index.ts"],
  outfile: "dist/index.js",
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
