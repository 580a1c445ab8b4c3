import { randomBytes } from "node:crypto";
import { createTestDb, type TestDb } from "@kerf/db/testing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import type { AppDeps } from "../src/context";
import { parseEnv } from "../src/env";

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database of this test file's own; requests go through `app.inject`. Every
 * request of a test comes from 127.0.0.1, so the per-address limit is raised unless `vars` sets it.
 */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  vars: Record<string, string> = {},
): Promise<TestApp> {
  const testDb = await createTestDb();
  const env = parseEnv({
    LOG_LEVEL: "silent",
    APP_URL: "http://kerf.test",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    // A key of the test's own: no key file is written into ./data.
    SHARE_LINK_KEY: randomBytes(32).toString("hex"),
    ...vars,
  });
  // Tests send payment reminders themselves, on a clock of their own (services/billing/reminders.test.ts).
  const app = await buildApp({ db: testDb.db, env, remindersEveryMs: null, ...overrides });
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}
