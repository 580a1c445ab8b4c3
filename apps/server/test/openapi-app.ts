import { createDb } from "@kerf/db";
import { buildApp } from "../src/app";
import { parseEnv } from "../src/env";
import type { OpenApiDocument } from "../src/rest/openapi/document";

/**
 * The app as it serves its OpenAPI document and reference page. Neither needs the database: an app on one
 * that cannot be reached serves them.
 */
export async function openApiApp() {
  const db = createDb("postgres://nobody@127.0.0.1:1/none", { max: 1 });
  const app = await buildApp({
    db,
    env: parseEnv({ LOG_LEVEL: "silent" }),
    mailTransport: null,
    mailIntervalMs: 3_600_000,
  });
  const res = await app.inject("/api/openapi.json");
  return {
    app,
    res,
    doc: res.json() as OpenApiDocument,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
