import {
  ZAuthResult,
  ZForgotPasswordInput,
  ZLoginInput,
  ZProfileInput,
  ZResetPasswordInput,
  ZSignupInput,
  ZUpdatePasswordInput,
  ZUserDetail,
  ZVerifyTokenInput,
} from "@kerf/core";
import { z } from "zod";
import { isPlainObject } from "../../errors";
import { type AuthResult, login, logout, signup } from "../../services/auth/accounts";
import { requestPasswordReset, resetPassword, verifyResetToken } from "../../services/auth/password-reset";
import { changePassword, getProfile, updateProfile } from "../../services/auth/profile";
import { success } from "../envelope";
import { ok } from "../openapi/route-doc";
import type { RouteGroups } from "../route";
import { shapes } from "../route-body";

// Login and signup also carry accessToken and user beside data (docs/spec/product.md).
export const authAnswer = (message: string, result: AuthResult) => ({
  ...success(message, result),
  accessToken: result.accessToken,
  user: result.user,
});

/** The envelope of login and signup: accessToken and user beside data. */
export const ZAuthAnswer = ok(ZAuthResult, { accessToken: z.string(), user: ZUserDetail });

export function authRoutes(groups: RouteGroups): void {
  const route = groups("Auth");
  route.post(
    "/auth/login",
    {
      summary: "Log in with e-mail and password",
      description:
        "Answers the session token as `accessToken` (top level and in data) and the user detail. Every failure says 'Invalid email or password' (401); past 10 attempts within 15 minutes the address is locked (429 with Retry-After), even with the right password. Each client address may call it 30 times a minute (429).",
      limit: "login",
      body: ZLoginInput,
      bodyRead: "as-sent",
      success: ZAuthAnswer,
      failures: [400, 401, 429],
    },
    async ({ ctx, body }) => authAnswer("Login successful", await login(ctx.db, body, ctx.limits)),
  );
  route.post(
    "/auth/signup",
    {
      summary: "Sign up a company and its user",
      description: "Creates the company with the default settings and logs it in.",
      limit: "signup",
      body: ZSignupInput,
      bodyRead: "as-sent",
      success: { status: 201, schema: ZAuthAnswer },
      failures: [400, 409, 429],
    },
    async ({ ctx, body }) => authAnswer("Signup successful", await signup(ctx, body)),
  );
  route.get(
    "/auth/user",
    { access: "signedIn", summary: "The company's user detail (profile)", success: ok(ZUserDetail) },
    async (c) => success("User detail", await getProfile(c.ctx.db, c.session)),
  );
  route.post(
    "/auth/user",
    {
      access: "company.profile",
      summary: "Update the profile",
      description: "The e-mail is the login and stays as it is: a sent `email_id` is checked, then ignored.",
      body: ZProfileInput,
      bodyRead: "as-sent",
      success: ok(ZUserDetail),
      failures: [400],
    },
    async (c) => success("Profile updated", await updateProfile(c.ctx.db, c.session, c.body)),
  );
  route.post(
    "/auth/updatePassword",
    {
      access: "signedIn",
      summary: "Change the password",
      description: "Checks the current password and ends every other session of the user.",
      body: ZUpdatePasswordInput,
      bodyRead: "as-sent",
      success: ok(z.null()),
      failures: [400],
    },
    async ({ ctx, session, body }) => {
      await changePassword(ctx.db, session, body);
      return success("Password updated", null);
    },
  );

  const resetRequested = ok(z.null());
  route.post(
    "/auth/verifyEmail",
    {
      summary: "Ask for a password-reset mail",
      description: "The same answer whether or not the address has an account.",
      limit: "forgot",
      body: ZForgotPasswordInput,
      bodyRead: "as-sent",
      success: resetRequested,
      failures: [400, 429],
    },
    async ({ ctx, body }) => success(await requestPasswordReset(ctx, body), null),
  );

  // Two shapes (docs/spec/product.md): {email} asks for the mail, {token, newPassword} performs the reset.
  // The shape picks the limit, and which schema checks the body (`token` tells them apart).
  const resetting = (body: unknown) => isPlainObject(body) && "token" in body;
  const asking = ZForgotPasswordInput.extend({ token: z.never().optional() });
  route.post(
    "/auth/forgotPassword",
    {
      summary: "Ask for a reset mail ({email}), or reset the password ({token, newPassword})",
      description:
        "A body with `token` performs the reset (single use; an expired link answers 'jwt expired'); otherwise it asks for the mail like /auth/verifyEmail.",
      limit: (body: unknown) => (resetting(body) ? "reset" : "forgot"),
      body: shapes({ schema: asking }, { when: "token", schema: ZResetPasswordInput }),
      bodyRead: "as-sent",
      success: resetRequested,
      failures: [400, 429],
    },
    async ({ ctx, body }) => {
      const message =
        body.token === undefined ? await requestPasswordReset(ctx, body) : await resetPassword(ctx.db, body);
      return success(message, null);
    },
  );

  route.post(
    "/auth/verifyToken",
    {
      summary: "Check a password-reset token before showing the reset form",
      limit: "forgot",
      body: ZVerifyTokenInput,
      bodyRead: "as-sent",
      success: ok(z.strictObject({ valid: z.literal(true) })),
      failures: [400, 429],
    },
    async ({ ctx, body }) => {
      await verifyResetToken(ctx.db, body.token);
      return success("Token is valid", { valid: true });
    },
  );
  route.post(
    "/auth/logout",
    { access: "signedIn", summary: "End this session", success: ok(z.null()) },
    async ({ ctx, session }) => {
      await logout(ctx.db, session);
      return success("Logged out", null);
    },
  );
}
