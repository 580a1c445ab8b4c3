import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb } from "@kerf/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { buildApp } from "./app";
import { parseEnv } from "./env";

describe("the app", () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "kerf-web-"));
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDist, "index.html"),
      "<!doctype html><title>Kerf</title><div id=root></div>",
    );
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "assets", "app-123.js"), "console.log(1)");
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("answers /healthz 200 with the database reachable", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers /healthz 503 when the database cannot be reached", async () => {
    const deadDb = createDb("postgres://nobody@127.0.0.1:1/none", { max: 1 });
    const app = await buildApp({ db: deadDb, env: parseEnv({ LOG_LEVEL: "silent" }) });
    const res = await app.inject("/healthz");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable" });
    await app.close();
    await deadDb.destroy();
  });

  it("serves the tRPC health query at /trpc", async () => {
    const res = await t.app.inject("/trpc/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { data: { status: "ok" } } });
  });

  it("answers unknown /api paths with a JSON 404 in the legacy envelope", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/no/such/path?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({ isError: true, message: "No such path: POST /api/no/such/path" });
  });

  it("refuses malformed JSON and bodies over 1 MB under /api in the envelope", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/anything",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isError: true });

    const big = await t.app.inject({
      method: "POST",
      url: "/api/anything",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ x: "a".repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ isError: true });
  });

  it("falls back to index.html for the web app's routes, not for missing assets", async () => {
    for (const url of ["/", "/login", "/dashboard", "/mode1?id=abc", "/order/abc", "/settings/material"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Kerf</title>");
    }
    expect((await t.app.inject("/assets/app-123.js")).body).toBe("console.log(1)");
    expect((await t.app.inject("/assets/missing-456.js")).statusCode).toBe(404);
  });

  it("sends a Content-Security-Policy that allows no inline script and no other origin", async () => {
    const res = await t.app.inject("/login");
    const csp = String(res.headers["content-security-policy"]);
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["script-src"]).toEqual(["'self'"]);
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(csp).not.toMatch(/https?:/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
