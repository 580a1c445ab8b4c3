import { MESSAGES } from "@kerf/core";
import { check, expectEqual, expectFailure, expectInvalid, expectOk, type Json } from "../harness";
import { type ContractContext, once, type Row, SESSION_ENDED, SIGNUP } from "./context";

/** The sign-up, login, profile and password paths. */
export function authRows({ api, a, email, signup, noToken, latestResetToken }: ContractContext): Row[] {
  /** Company C, signed up, and the token of the reset mail it asked for. */
  const resetToken = once(async () => {
    await signup("c", "Company C Glass");
    expectOk(await api.call("POST", "/api/auth/verifyEmail", { body: { email: email("c") } }));
    return latestResetToken(email("c"));
  });
  return [
    {
      method: "POST",
      path: "/api/auth/signup",
      cases: {
        valid: async () => {
          const res = expectOk(
            await api.call("POST", "/api/auth/signup", { body: { ...SIGNUP, email: email("d") } }),
            201,
          );
          const data = res.data as { accessToken: string; isRegistered: boolean };
          expectEqual(res.accessToken, data.accessToken, "top-level accessToken");
          expectEqual((res.user as Json).email_id, email("d"), "user.email_id");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/signup", {
              body: { ...SIGNUP, email: "not-an-email", phoneNumber: "123" },
            }),
            MESSAGES.emailInvalid,
            { email: MESSAGES.emailInvalid, phoneNumber: MESSAGES.phoneInvalid },
          ),
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/auth/signup", {
              body: { ...SIGNUP, email: email("a").toUpperCase() },
            }),
            409,
          ),
      },
    },
    {
      method: "POST",
      path: "/api/auth/login",
      cases: {
        valid: async () => {
          const res = expectOk(
            await api.call("POST", "/api/auth/login", {
              body: { email: email("a"), password: SIGNUP.password },
            }),
          );
          check(typeof res.accessToken === "string", "accessToken at the top level");
          expectEqual((res.user as Json).company_name, "Company A Glass", "user.company_name");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/login", { body: { email: "", password: "" } }),
            MESSAGES.emailRequired,
            { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired },
          ),
        // 10 failures in 15 minutes lock the address: the 11th try is a 429 with Retry-After.
        more: async () => {
          const body = { email: email("locked"), password: "wrong-password" };
          for (let i = 0; i < 10; i++) {
            expectFailure(
              await api.call("POST", "/api/auth/login", { body }),
              401,
              "Invalid email or password",
            );
          }
          const locked = await api.call("POST", "/api/auth/login", { body });
          expectFailure(locked, 429);
          check(Number(locked.headers.get("retry-after")) > 0, "a Retry-After header on the 429");
        },
      },
    },
    {
      method: "GET",
      path: "/api/auth/user",
      cases: {
        valid: async () =>
          expectEqual(
            (expectOk(await api.call("GET", "/api/auth/user", { token: a })).data as Json).email_id,
            email("a"),
            "email_id",
          ),
        "no token": noToken("GET", "/api/auth/user"),
      },
    },
    {
      method: "POST",
      path: "/api/auth/user",
      cases: {
        valid: async () => {
          const me = expectOk(await api.call("GET", "/api/auth/user", { token: a })).data as Json;
          const res = expectOk(
            await api.call("POST", "/api/auth/user", {
              token: a,
              body: { ...me, address: "14 MIDC Road, Pune", email_id: "someone-else@example.com" },
            }),
          );
          expectEqual((res.data as Json).address, "14 MIDC Road, Pune", "address");
          expectEqual((res.data as Json).email_id, email("a"), "email_id (the login never changes here)");
        },
        invalid: async () => {
          const me = expectOk(await api.call("GET", "/api/auth/user", { token: a })).data as Json;
          expectInvalid(
            await api.call("POST", "/api/auth/user", { token: a, body: { ...me, phone_no: "12" } }),
            MESSAGES.phoneInvalid,
            { phone_no: MESSAGES.phoneInvalid },
          );
        },
        "no token": noToken("POST", "/api/auth/user", { company_name: "x" }),
      },
    },
    {
      method: "POST",
      path: "/api/auth/updatePassword",
      cases: {
        valid: async () => {
          expectOk(
            await api.call("POST", "/api/auth/updatePassword", {
              token: a,
              body: { current_password: SIGNUP.password, new_password: "longer-secret" },
            }),
          );
          expectOk(
            await api.call("POST", "/api/auth/login", {
              body: { email: email("a"), password: "longer-secret" },
            }),
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/updatePassword", {
              token: a,
              body: { current_password: SIGNUP.password, new_password: "short" },
            }),
            MESSAGES.passwordMin8,
            { new_password: MESSAGES.passwordMin8 },
          ),
        "no token": noToken("POST", "/api/auth/updatePassword", {
          current_password: SIGNUP.password,
          new_password: "longer-secret",
        }),
      },
    },
    {
      method: "POST",
      path: "/api/auth/verifyEmail",
      cases: {
        valid: async () => {
          await resetToken();
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/verifyEmail", { body: { email: "not-an-email" } }),
            MESSAGES.emailInvalid,
            { email: MESSAGES.emailInvalid },
          ),
      },
    },
    {
      method: "POST",
      path: "/api/auth/verifyToken",
      cases: {
        valid: async () =>
          expectEqual(
            expectOk(
              await api.call("POST", "/api/auth/verifyToken", {
                body: { token: await resetToken() },
              }),
            ).data,
            { valid: true },
            "data",
          ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/verifyToken", { body: { token: "" } }),
            MESSAGES.tokenRequired,
            { token: MESSAGES.tokenRequired },
          ),
      },
    },
    {
      method: "POST",
      path: "/api/auth/forgotPassword",
      cases: {
        // Both shapes: {email} asks for the mail, {token, newPassword} resets.
        valid: async () => {
          await signup("c", "Company C Glass");
          expectOk(await api.call("POST", "/api/auth/forgotPassword", { body: { email: email("c") } }));
          const token = await latestResetToken(email("c"));
          expectOk(
            await api.call("POST", "/api/auth/forgotPassword", { body: { token, newPassword: "newpass1" } }),
          );
          expectOk(
            await api.call("POST", "/api/auth/login", { body: { email: email("c"), password: "newpass1" } }),
          );
        },
        invalid: async () => {
          expectInvalid(
            await api.call("POST", "/api/auth/forgotPassword", { body: { email: "" } }),
            MESSAGES.emailRequired,
            { email: MESSAGES.emailRequired },
          );
          expectInvalid(
            await api.call("POST", "/api/auth/forgotPassword", {
              body: { token: "anything", newPassword: "123" },
            }),
            MESSAGES.passwordMin6,
            { newPassword: MESSAGES.passwordMin6 },
          );
        },
      },
    },
  ];
}

/** Logout, with a session of company D's own. */
export function logoutRows({ api, signup, noToken }: ContractContext): Row[] {
  return [
    {
      method: "POST",
      path: "/api/auth/logout",
      cases: {
        "no token": noToken("POST", "/api/auth/logout"),
        valid: async () => {
          const token = await signup("d", "Company D Glass");
          expectOk(await api.call("POST", "/api/auth/logout", { token }));
          expectFailure(await api.call("GET", "/api/auth/user", { token }), 401, SESSION_ENDED);
        },
      },
      order: ["no token", "valid"],
    },
  ];
}
