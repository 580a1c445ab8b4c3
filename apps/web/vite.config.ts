import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

// In development the API runs on its own port (npm run dev -w @kerf/server); in production the same
// Fastify server serves this build, so every call stays same-origin (the CSP allows nothing else).
const api = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    proxy: { "/trpc": api, "/api": api, "/healthz": api },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // One same-origin bundle (~160 kB gzipped: React, zod, react-query); splitting it is not worth a
    // second round trip yet.
    chunkSizeWarningLimit: 800,
  },
});
