import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "@kerf/server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["../../packages/db/src/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
