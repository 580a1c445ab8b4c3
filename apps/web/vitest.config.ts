import { defineConfig } from "vitest/config";

// Unit tests only: e2e/*.spec.ts belong to Playwright and must not be collected here.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
