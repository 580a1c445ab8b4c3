import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest, SIGNUP } from "../../../test/clients";
import { createTestApp, type TestApp } from "../../../test/test-app";

describe("REST /api/auth", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.testDb.db;

  it("refuses an invalid signup with the spec's messages and stores nothing", async () => {
    const res = await rest(t.app, "POST", "/auth/signup", {
      companyName: "",
      email: "not-an-email",
      password: "12345",
      phoneNumber: "98765",
      gstNo: "27AAPFU0939F1ZW",
      address: "",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      isError: true,
      message: "Company name is required",
      errors: {
        companyName: "Company name is required",
        email: "Invalid email address",
        password: "Password must be at least 6 characters",
        phoneNumber: "Invalid phone number",
        gstNo: "Invalid GST number",
        address: expect.any(String),
      },
    });
    expect(await db().selectFrom("companies").select("id").execute()).toEqual([]);
  });

  it("signs up: company, user with an argon2id hash, default settings, 9 edge selections, welcome mail", async () => {
    const res = await rest(t.app, "POST", "/auth/signup", SIGNUP);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isError: false,
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      user: {
        company_name: "Sharma Glass Works",
        email_id: "owner@sharmaglass.in",
        phone_no: "9876543210",
        gstNo: "27AAPFU0939F1ZV",
        address: "12 MIDC Road, Pune",
      },
      data: { accessToken: res.body.accessToken, isRegistered: true },
    });
    const user = await db().selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(SIGNUP.password);
    const settings = await db().selectFrom("generalSettings").selectAll().executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ unit: "inch", roundingStep: "1.000", minAreaPerPiece: "0.00" });
    expect(settings.commonSetting).toMatchObject({
      cuttingRateType: { id: 2, label: "Square Foot", value: "sqFt" },
      // With a GSTIN: cutting charged with the goods is part of their value (CGST Act sec. 15(2)(c)).
      gstOnCuttingRate: true,
    });
    const selections = await db()
      .selectFrom("edgeSelections")
      .select(["value", "label"])
      .orderBy("position")
      .execute();
    expect(selections.map((s) => s.label)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Edge ${n}`));
    const mail = await db().selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      kind: "welcome",
      toAddress: "owner@sharmaglass.in",
      subject: "Welcome to Kerf",
    });
  });

  it("refuses a second account with the same e-mail (409)", async () => {
    const res = await rest(t.app, "POST", "/auth/signup", { ...SIGNUP, email: "OWNER@sharmaglass.in" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ isError: true, message: "An account with this email already exists" });
  });

  it("logs in, answers the same message for an unknown e-mail and a wrong password", async () => {
    const wrong = await rest(t.app, "POST", "/auth/login", { email: SIGNUP.email, password: "wrong-pass" });
    const unknown = await rest(t.app, "POST", "/auth/login", { email: "nobody@example.com", password: "x" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ isError: true, message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);

    const ok = await rest(t.app, "POST", "/auth/login", {
      email: "Owner@SharmaGlass.in",
      password: SIGNUP.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      isError: false,
      accessToken: expect.any(String),
      user: { company_name: "Sharma Glass Works" },
      data: { accessToken: ok.body.accessToken, user: { company_name: "Sharma Glass Works" } },
    });
  });

  it("validates the login payload with the spec's messages", async () => {
    const res = await rest(t.app, "POST", "/auth/login", { email: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: "Email is required", password: "Password is required" });
  });

  it("needs a valid token for the user detail, and logout ends the session", async () => {
    expect((await rest(t.app, "GET", "/auth/user")).status).toBe(401);
    expect((await rest(t.app, "GET", "/auth/user", undefined, "bogus.token")).status).toBe(401);
    const { body } = await rest(t.app, "POST", "/auth/login", {
      email: SIGNUP.email,
      password: SIGNUP.password,
    });
    const me = await rest(t.app, "GET", "/auth/user", undefined, body.accessToken);
    expect(me.body.data.company_name).toBe("Sharma Glass Works");

    const out = await rest(t.app, "POST", "/auth/logout", {}, body.accessToken);
    expect(out.status).toBe(200);
    const after = await rest(t.app, "GET", "/auth/user", undefined, body.accessToken);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ isError: true, message: "Your session has ended. Please log in again." });
  });

  it("updates the profile but never the login e-mail", async () => {
    const { body } = await rest(t.app, "POST", "/auth/login", {
      email: SIGNUP.email,
      password: SIGNUP.password,
    });
    const res = await rest(
      t.app,
      "POST",
      "/auth/user",
      {
        company_name: "Sharma Glass & Mirrors",
        email_id: "someone-else@example.com",
        phone_no: "9123456780",
        gstNo: "27AAPFU0939F1ZV",
        address: "14 MIDC Road, Pune",
      },
      body.accessToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      company_name: "Sharma Glass & Mirrors",
      email_id: "owner@sharmaglass.in",
      phone_no: "9123456780",
    });
    const bad = await rest(
      t.app,
      "POST",
      "/auth/user",
      { ...res.body.data, phone_no: "12" },
      body.accessToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ phone_no: "Invalid phone number" });
  });

  it("changes the password: checks the current one and ends every other session", async () => {
    const a = (await rest(t.app, "POST", "/auth/login", { email: SIGNUP.email, password: SIGNUP.password }))
      .body;
    const b = (await rest(t.app, "POST", "/auth/login", { email: SIGNUP.email, password: SIGNUP.password }))
      .body;
    const update = (current_password: string, new_password: string) =>
      rest(t.app, "POST", "/auth/updatePassword", { current_password, new_password }, a.accessToken);
    for (const [current, next, message] of [
      [SIGNUP.password, "short", "Password must be at least 8 characters"],
      ["not-it", "longer-secret", "Current password is incorrect"],
    ] as const) {
      const refused = await update(current, next);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }

    const ok = await update(SIGNUP.password, "longer-secret");
    expect(ok.status).toBe(200);
    expect((await rest(t.app, "GET", "/auth/user", undefined, a.accessToken)).status).toBe(200);
    expect((await rest(t.app, "GET", "/auth/user", undefined, b.accessToken)).status).toBe(401);
    const relogin = await rest(t.app, "POST", "/auth/login", {
      email: SIGNUP.email,
      password: "longer-secret",
    });
    expect(relogin.status).toBe(200);
  });
});
