import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP, signupCompany } from "../../test/clients";
import { createTestApp, type TestApp } from "../../test/test-app";
import { enqueueMail } from "../services/mail/mail-outbox";

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

  it("lists a mail's attachments with name and size, each downloadable as sent", async () => {
    const { id: companyId } = await t.testDb.db
      .selectFrom("companies")
      .select("id")
      .executeTakeFirstOrThrow();
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 1)]);
    await enqueueMail(t.testDb.db, {
      companyId,
      kind: "quotation",
      to: "buyer@example.com",
      subject: "Quotation QT-7",
      html: "<p>Quotation</p>",
      text: "Quotation",
      attachments: [{ filename: "QT-7.pdf", contentType: "application/pdf", content: pdf }],
    });
    const mail = (await t.app.inject("/dev/mail.json"))
      .json()
      .find((m: { subject: string }) => m.subject === "Quotation QT-7");
    expect(mail.attachments).toEqual([
      {
        id: expect.any(String),
        filename: "QT-7.pdf",
        contentType: "application/pdf",
        size: 2057,
        url: expect.any(String),
      },
    ]);
    const page = await t.app.inject("/dev/mail");
    expect(page.body).toContain(`<a href="${mail.attachments[0].url}" download>QT-7.pdf</a> (2.0 KB)`);
    const file = await t.app.inject(mail.attachments[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="QT-7.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Another mail's id with this attachment's, or no such file: nothing.
    const welcome = (await t.app.inject("/dev/mail.json"))
      .json()
      .find((m: { subject: string }) => m.subject === "Welcome to Kerf");
    for (const url of [
      `/dev/mail/${welcome.id}/attachments/${mail.attachments[0].id}`,
      `/dev/mail/${mail.id}/attachments/x1`,
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
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
