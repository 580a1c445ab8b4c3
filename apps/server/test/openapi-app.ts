import { afterAll, beforeAll, expect } from "vitest";
import type { OpenApiDocument } from "../src/rest/openapi/document";
import { offlineApp } from "./offline-app";

/**
 * The app as it serves its OpenAPI document and reference page. Neither needs the database: an app on one
 * that cannot be reached serves them.
 */
export async function openApiApp() {
  const { app, close } = await offlineApp();
  const res = await app.inject("/api/openapi.json");
  return { app, res, doc: res.json() as OpenApiDocument, close };
}

/**
 * The served document for a describe block: fetched before its tests (a 200 in JSON), the app closed after.
 * `doc()` is the document, `operations()` each method and path as "GET /api/..." with its operation.
 */
export function servedDocument() {
  let t: Awaited<ReturnType<typeof openApiApp>>;
  beforeAll(async () => {
    t = await openApiApp();
    expect(t.res.statusCode).toBe(200);
    expect(t.res.headers["content-type"]).toContain("application/json");
  });
  afterAll(() => t.close());
  const doc = () => t.doc;
  return {
    app: () => t.app,
    doc,
    operations: () =>
      Object.entries(doc().paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
      ),
  };
}
