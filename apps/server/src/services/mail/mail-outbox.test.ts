import net from "node:net";
import { createSmtpTransport } from "@kerf/email";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest, SIGNUP } from "../../../test/clients";
import { type Received, startSmtp, stopSmtp } from "../../../test/smtp";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { deliverDueMail } from "./mail-outbox";

describe("mail delivery by SMTP", () => {
  let t: TestApp;
  // "Down": a socket that hangs up on every connection, held for the whole test so no one else takes it.
  const down = net.createServer((socket) => socket.destroy());
  let downUrl: string;
  const received: Received[] = [];
  beforeAll(async () => {
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    downUrl = `smtp://127.0.0.1:${(down.address() as net.AddressInfo).port}?tls=off`;
    t = await createTestApp({ mailTransport: createSmtpTransport(downUrl), mailIntervalMs: 60_000 });
  });
  afterAll(async () => {
    down.close();
    await t.close();
  });
  const outbox = () => t.testDb.db.selectFrom("outbox").selectAll().execute();

  it("keeps a mail while the SMTP server is down, retries with backoff, and delivers it once it is up", async () => {
    // Sign up while the SMTP server is down: the welcome mail is stored anyway.
    const before = Date.now();
    const res = await rest(t.app, "POST", "/auth/signup", SIGNUP);
    expect(res.status).toBe(201);
    // The signup kicks the app's own worker, which may take the mail before this call does (a lease:
    // one of them tries, never both). Either way one attempt fails and the mail waits.
    const first = await deliverDueMail(t.testDb.db, createSmtpTransport(downUrl), t.app.log, {
      production: false,
    });
    expect(first.delivered).toBe(0);
    await expect.poll(async () => (await outbox())[0]?.lastError ?? null).toEqual(expect.any(String));
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: expect.any(String) });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 5000);

    const smtp = await startSmtp(received);
    try {
      const notYet = await deliverDueMail(t.testDb.db, createSmtpTransport(smtp.url), t.app.log, {
        production: false,
      });
      expect(notYet).toEqual({ delivered: 0, failed: 0 });
      const later = new Date(Date.now() + 10_000);
      const second = await deliverDueMail(t.testDb.db, createSmtpTransport(smtp.url), t.app.log, {
        production: false,
        now: later,
      });
      expect(second).toEqual({ delivered: 1, failed: 0 });
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual([SIGNUP.email]);
      expect(received[0]!.raw).toContain("Subject: Welcome to Kerf");
      expect(received[0]!.raw).toContain("text/plain");
      expect(received[0]!.raw).toContain("text/html");
      const [sent] = await outbox();
      expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    } finally {
      await stopSmtp(smtp);
    }
  });
});
