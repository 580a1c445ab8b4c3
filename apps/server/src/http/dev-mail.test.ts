import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP, signupCompany } from "../../test/clients";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("mail with no SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailIntervalMs: 60_000 });
    await signupCompany(t.app);
  });
  afterAll(() => t.close());

  it("is delivered by the outbox: logged, and listed at /dev/mail with its HTML", async () => {
    // The worker is kicked right after sign-up: no tick of the interval is needed.
    await expect
      .poll(async () => (await t.testDb.db.selectFrom("outbox").select(["status"]).execute())[0]?.status)
      .toBe("logged");

    const list = await t.app.inject("/dev/mail.json");
    expect(list.statusCode).toBe(200);
    const [mail] = list.json();
    expect(mail).toMatchObject({ to: SIGNUP.email, subject: "Welcome to Kerf" });
    const page = await t.app.inject("/dev/mail");
    expect(page.body).toContain(`<a href="/dev/mail/${mail.id}">Welcome to Kerf</a>`);
    const html = await t.app.inject(`/dev/mail/${mail.id}`);
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain("Welcome to Kerf, Sharma Glass Works!");
  });
});

describe("the outbox page", () => {
  it("answers only loopback sockets, whatever X-Forwarded-For says", async () => {
    const t = await createTestApp({ mailIntervalMs: 60_000 }, { TRUST_PROXY: "true" });
    try {
      for (const url of ["/dev/mail", "/dev/mail.json"]) {
        const outside = await t.app.inject({
          url,
          remoteAddress: "203.0.113.5",
          headers: { "x-forwarded-for": "127.0.0.1" },
        });
        expect(outside.statusCode, url).toBe(404);
        expect(outside.body).not.toContain("Outbox");
        expect((await t.app.inject({ url, remoteAddress: "::ffff:127.0.0.1" })).statusCode, url).toBe(200);
        expect((await t.app.inject({ url, remoteAddress: "::1" })).statusCode, url).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it("does not exist in production, even without SMTP_URL", async () => {
    const t = await createTestApp({ mailIntervalMs: 60_000 }, { NODE_ENV: "production" });
    try {
      await signupCompany(t.app);
      for (const url of ["/dev/mail", "/dev/mail.json"]) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).not.toBe(200);
        expect(res.body).not.toContain(SIGNUP.email);
      }
    } finally {
      await t.close();
    }
  });
});

describe("mail with SMTP_URL", () => {
  it("has no /dev/mail", async () => {
    const t = await createTestApp({ mailTransport: { send: async () => {}, close: () => {} } });
    expect((await t.app.inject("/dev/mail")).statusCode).not.toBe(200);
    await t.close();
  });
});
