import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "@kerf/server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["../../packages/db/src/testing/global-setup.ts"],
    // Most of a test here waits on PostgreSQL or a socket: three files at a time on two cores, and one
    // module graph per worker (no test file mocks a module or keeps state in one), cut the run from
    // about 10 minutes to under 3.
    maxWorkers: 3,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
