import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkFilesPlugin } from "./build/chunk-files";
import { precompress } from "./build/precompress";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

// In development the API runs on its own port (npm run dev -w @kerf/server); in production the same
// Fastify server serves this build, so every call stays same-origin (the CSP allows nothing else).
const api = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkFilesPlugin(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    proxy: { "/trpc": api, "/api": api, "/healthz": api },
  },
  build: {
    outDir: "dist",
    // Written for stack traces read on the server's disk, never referenced from the scripts (nor served:
    // apps/server/src/http/web-app.ts refuses .map files).
    sourcemap: "hidden",
    // Every browser a shop counter runs (Chromium, Firefox 115+, Safari 17+) knows modulepreload:
    // the polyfill would only add to the first page's script.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The service worker is built beside the app, at /sw.js (a worker's scope is its own folder).
      input: { main: "index.html", sw: "src/sw.ts" },
      output: {
        entryFileNames: (chunk) => (chunk.name === "sw" ? "sw.js" : "assets/[name]-[hash].js"),
      },
    },
  },
});
