import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("the built web app", () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "kerf-web-"));
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  const html = `<!doctype html><title>Kerf</title><div id=root></div>${"<!-- -->".repeat(200)}`;
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, "assets"));
    const files = { "index.html": html, "assets/app-123.js": script };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(webDist, name);
      fs.writeFileSync(file, text);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
    }
    fs.writeFileSync(path.join(webDist, "assets/app-123.js.map"), '{"version":3,"sources":["secret.ts"]}');
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("sends hashed assets as brotli or gzip, cached for a year", async () => {
    const br = await t.app.inject({ url: "/assets/app-123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: "/assets/app-123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({
      url: "/assets/app-123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends index.html compressed and revalidated on every route of the app", async () => {
    for (const url of ["/", "/login", "/dashboard"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it("never serves a source map, whatever it is asked with", async () => {
    for (const encoding of ["identity", "gzip, br"]) {
      const res = await t.app.inject({
        url: "/assets/app-123.js.map",
        headers: { "accept-encoding": encoding },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("secret.ts");
    }
  });
});
