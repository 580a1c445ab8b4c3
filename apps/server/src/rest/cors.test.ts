import { createDb, type Db } from "@kerf/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { parseEnv } from "../env";

const SHOP = "https://shop.example.com";
const OTHER = "https://evil.example.com";

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((h) => h.toLowerCase().startsWith("access-control-"));

const preflight = (app: FastifyInstance, origin: string, url = "/api/setting/material") =>
  app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": "PATCH",
      "access-control-request-headers": "access_token,content-type",
    },
  });

describe("CORS for REST clients on other origins", () => {
  // No route here reaches the database: an app on one that cannot be reached is enough.
  let db: Db;
  const apps: FastifyInstance[] = [];
  const appWith = async (CORS_ORIGINS?: string) => {
    const app = await buildApp({
      db,
      env: parseEnv({ LOG_LEVEL: "silent", ...(CORS_ORIGINS === undefined ? {} : { CORS_ORIGINS }) }),
      mailTransport: null,
      mailIntervalMs: 3_600_000,
    });
    apps.push(app);
    return app;
  };
  let app: FastifyInstance;
  beforeAll(async () => {
    db = createDb("postgres://nobody@127.0.0.1:1/none", { max: 1 });
    app = await appWith(`${SHOP}, http://localhost:5173`);
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await db.destroy();
  });

  it("answers an allowed origin's preflight with its origin, the methods and the headers", async () => {
    const res = await preflight(app, SHOP);
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(SHOP);
    expect(String(res.headers["access-control-allow-methods"]).split(/,\s*/)).toEqual([
      "GET",
      "POST",
      "PATCH",
      "DELETE",
    ]);
    expect(String(res.headers["access-control-allow-headers"]).split(/,\s*/)).toEqual([
      "access_token",
      "content-type",
    ]);
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("gives an allowed origin's real requests the header, failures included", async () => {
    const denied = await app.inject({
      method: "GET",
      url: "/api/setting/material",
      headers: { origin: SHOP },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers["access-control-allow-origin"]).toBe(SHOP);
    expect(denied.headers["access-control-expose-headers"]).toBe("retry-after");
    const doc = await app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { origin: "http://localhost:5173" },
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(doc.headers.vary).toContain("Origin");
  });

  it("gives another origin no CORS header at all, on a preflight or a real request", async () => {
    const pre = await preflight(app, OTHER);
    expect(corsHeaders(pre.headers)).toEqual([]);
    expect(pre.statusCode).toBe(404);
    const real = await app.inject({
      method: "GET",
      url: "/api/setting/material",
      headers: { origin: OTHER },
    });
    expect(real.statusCode).toBe(401);
    expect(corsHeaders(real.headers)).toEqual([]);
  });

  it("applies to /api only, never to /trpc", async () => {
    const pre = await preflight(app, SHOP, "/trpc/settings.materials.list");
    expect(corsHeaders(pre.headers)).toEqual([]);
    const real = await app.inject({
      method: "GET",
      url: "/trpc/settings.materials.list",
      headers: { origin: SHOP },
    });
    expect(real.statusCode).toBe(401);
    expect(corsHeaders(real.headers)).toEqual([]);
  });

  it("sends no CORS header at all when CORS_ORIGINS is not set", async () => {
    for (const none of [await appWith(), await appWith("")]) {
      const pre = await preflight(none, SHOP);
      expect(corsHeaders(pre.headers)).toEqual([]);
      const real = await none.inject({ method: "GET", url: "/api/openapi.json", headers: { origin: SHOP } });
      expect(real.statusCode).toBe(200);
      expect(corsHeaders(real.headers)).toEqual([]);
    }
  });
});
