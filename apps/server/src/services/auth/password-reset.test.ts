import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest, SIGNUP, signupCompany } from "../../../test/clients";
import { createTestApp, type TestApp } from "../../../test/test-app";

const resetLinkIn = (text: string) => text.match(/http:\/\/kerf\.test\/forgotPassword\?token=([\w%-]+)/)?.[1];

describe("password recovery", () => {
  let t: TestApp;
  let firstToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    firstToken = (await signupCompany(t.app)).accessToken;
  });
  afterAll(() => t.close());
  const db = () => t.testDb.db;
  const resetMails = () =>
    db().selectFrom("outbox").selectAll().where("kind", "=", "password-reset").orderBy("createdAt").execute();

  it("answers the same for an unknown address and sends nothing", async () => {
    const unknown = await rest(t.app, "POST", "/auth/forgotPassword", { email: "nobody@example.com" });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      isError: false,
      message: "Request sent successfully. Please check your email for a password reset.",
      data: null,
    });
    const known = await rest(t.app, "POST", "/auth/verifyEmail", { email: SIGNUP.email });
    expect(known.body).toEqual(unknown.body);
    // Both requests are queued; the mail worker makes one mail, for the address with an account.
    await expect.poll(async () => (await resetMails()).length).toBe(1);
    await expect.poll(async () => db().selectFrom("resetRequests").selectAll().execute()).toEqual([]);
    expect(await resetMails()).toHaveLength(1);
  });

  it("stores only a hash of the token, and the mail carries the link on APP_URL", async () => {
    const [mail] = await resetMails();
    const token = decodeURIComponent(resetLinkIn(mail!.text)!);
    expect(mail!.html).toContain(`http://kerf.test/forgotPassword?token=${token}`);
    const rows = await db().selectFrom("passwordResets").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash.toString("hex")).not.toContain(Buffer.from(token).toString("hex"));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeCloseTo(3600_000, -3);
  });

  it("verifies, resets once, ends the sessions, and refuses the reused token", async () => {
    const [mail] = await resetMails();
    const token = decodeURIComponent(resetLinkIn(mail!.text)!);
    const verified = await rest(t.app, "POST", "/auth/verifyToken", { token });
    expect(verified.status).toBe(200);

    const short = await rest(t.app, "POST", "/auth/forgotPassword", { token, newPassword: "12345" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 6 characters");

    const done = await rest(t.app, "POST", "/auth/forgotPassword", { token, newPassword: "new-secret" });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Password reset successful");
    expect((await rest(t.app, "GET", "/auth/user", undefined, firstToken)).status).toBe(401);

    const again = await rest(t.app, "POST", "/auth/forgotPassword", { token, newPassword: "other-secret" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      "This password reset link has already been used. Please request a new one.",
    );
    const login = await rest(t.app, "POST", "/auth/login", { email: SIGNUP.email, password: "new-secret" });
    expect(login.status).toBe(200);
  });

  it("answers 'jwt expired' for a token older than an hour", async () => {
    await rest(t.app, "POST", "/auth/forgotPassword", { email: SIGNUP.email });
    await expect.poll(async () => (await resetMails()).length).toBe(2);
    const mails = await resetMails();
    const token = decodeURIComponent(resetLinkIn(mails.at(-1)!.text)!);
    await db()
      .updateTable("passwordResets")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("usedAt", "is", null)
      .execute();
    for (const res of [
      await rest(t.app, "POST", "/auth/verifyToken", { token }),
      await rest(t.app, "POST", "/auth/forgotPassword", { token, newPassword: "whatever1" }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ isError: true, message: "jwt expired" });
    }
  });

  it("refuses an unknown token", async () => {
    const res = await rest(t.app, "POST", "/auth/verifyToken", { token: "made-up" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This password reset link is not valid. Please request a new one.");
  });
});
