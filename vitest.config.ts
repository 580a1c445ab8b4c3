import { defineConfig } from "vitest/config";

// Lets one file run from the root: npx vitest run packages/core/src/size.test.ts
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/server", "apps/web"],
  },
});
