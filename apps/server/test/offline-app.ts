import { createDb } from "@kerf/db";
import { buildApp } from "../src/app";
import { parseEnv } from "../src/env";

/**
 * The whole app on a database that cannot be reached: every query fails with a driver error, and what
 * needs no database (the OpenAPI document, its reference page) is still served. Requests by `app.inject`.
 */
export async function offlineApp() {
  const db = createDb("postgres://nobody@127.0.0.1:1/none", { max: 1 });
  const app = await buildApp({
    db,
    env: parseEnv({ LOG_LEVEL: "silent" }),
    mailTransport: null,
    mailIntervalMs: 3_600_000,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
