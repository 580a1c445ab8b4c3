import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { createTestDb, type TestDb } from "@kerf/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restOverHttp, SIGNUP } from "./clients";
import { WEB_DIST } from "./frozen-documents";
import { prepareOrder, type RestCall } from "./order-fixture";
import { type RunningServer, spawnServer, waitForHealthy } from "./spawn-server";

// Issue 26, point 7: small leaks, tried on a real server process in production mode (its own log, its
// own sockets): share tokens in the log, a body sent slowly, caching of API answers, framing, HSTS over
// plain HTTP and source maps.

const REQUEST_TIMEOUT_MS = 2000;
let testDb: TestDb;
let server: RunningServer;
let base: string;

let call: RestCall;

beforeAll(async () => {
  expect(WEB_DIST).toBeTruthy();
  testDb = await createTestDb();
  server = await spawnServer({
    NODE_ENV: "production",
    DATABASE_URL: testDb.url,
    LOG_LEVEL: "info",
    SMTP_URL: "",
    SHARE_LINK_KEY: randomBytes(32).toString("hex"),
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    // The test is the proxy: what it says in X-Forwarded-Proto is believed.
    TRUST_PROXY: "127.0.0.1",
  });
  await waitForHealthy(server, 90_000);
  base = `http://127.0.0.1:${server.port}`;
  call = restOverHttp(base);
}, 120_000);
afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
  await testDb.destroy();
}, 60_000);

describe("share tokens in the log", () => {
  it("are cut out of every path that carries one, as a reset token in a query is", async () => {
    const { accessToken } = (await call("POST", "/auth/signup", SIGNUP)).body;
    const { draftId } = await prepareOrder(call, base, accessToken);
    const quote = (await call("POST", "/draft/share", { draftId }, accessToken)).body.data.url;
    const asked = await fetch(`${base}/api/public/quote/${quote.split("/q/")[1]}/changes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Mr Mehta", note: "Two more", revision: 1 }),
    });
    expect(asked.status).toBe(200);
    const invoice = (await call("POST", "/draft/invoice", { draftId }, accessToken)).body.data;
    const bill = (await call("POST", "/draft/invoice/share", { id: invoice.id }, accessToken)).body.data.url;
    const tokens = [quote.split("/q/")[1], bill.split("/i/")[1]];
    const visits = [
      `/q/${tokens[0]}`,
      `/i/${tokens[1]}`,
      `/api/public/quote/${tokens[0]}`,
      `/api/public/quote/${tokens[0]}/pdf`,
      `/api/public/invoice/${tokens[1]}?download=1`,
    ];
    for (const path of visits) expect((await fetch(`${base}${path}`)).status, path).toBeLessThan(500);

    await expect.poll(() => server.output().includes("/api/public/quote/[redacted]/changes")).toBe(true);
    const log = server.output();
    for (const token of tokens) expect(log).not.toContain(token);
    for (const seen of ["/q/[redacted]", "/i/[redacted]", "/api/public/invoice/[redacted]?download=1"]) {
      expect(log).toContain(seen);
    }
  }, 60_000);
});

/** Opens a socket and sends a signup whose body arrives one byte every 250 ms: when the server answers. */
function slowSignup(email: string): Promise<{ answer: string; afterMs: number }> {
  const body = JSON.stringify({ ...SIGNUP, email });
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
    }, 250);
    socket.on("connect", () =>
      socket.write(
        `POST /api/auth/signup HTTP/1.1\r\nHost: kerf\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      ),
    );
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    });
  });
}

describe("a body sent slowly", () => {
  it("is cut off with 408 at the request timeout, stores nothing, and never holds others up", async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `slow-${i}@kerf.test`);
    const slow = Promise.all(emails.map(slowSignup));
    // Meanwhile the server answers everyone else at once.
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(500);
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const { answer, afterMs } of await slow) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // The limit, plus at most the one-second check of open connections and some slack.
      expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
    }
    const stored = await testDb.db.selectFrom("users").select("email").where("email", "in", emails).execute();
    expect(stored).toEqual([]);
  }, 60_000);
});

describe("headers", () => {
  it("API answers are never cached; pages are never framed; HSTS only over HTTPS", async () => {
    for (const path of ["/api/openapi.json", "/api/public/quote/x", "/trpc/auth.session", "/healthz"]) {
      expect((await fetch(`${base}${path}`)).headers.get("cache-control"), path).toBe("no-store");
    }
    const page = await fetch(`${base}/dashboard`);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const overTls = await fetch(`${base}/dashboard`, { headers: { "x-forwarded-proto": "https" } });
    expect(overTls.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("serves no source map, and the scripts name none", async () => {
    const html = await (await fetch(`${base}/`)).text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await fetch(`${base}${script}`)).text()).not.toContain("sourceMappingURL");
      expect((await fetch(`${base}${script}.map`)).status).toBe(404);
    }
  });
});
