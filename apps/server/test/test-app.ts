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

/** The whole app on a fresh database of this test file's own; requests go through `app.inject`. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  const env = parseEnv({ LOG_LEVEL: "silent", APP_URL: "http://kerf.test" });
  const app = await buildApp({ db: testDb.db, env, ...overrides });
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}
