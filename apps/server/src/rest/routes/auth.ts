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
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isPlainObject, parseInput } from "../../errors";
import { type AuthResult, login, logout, signup } from "../../services/accounts";
import { requestPasswordReset, resetPassword, verifyResetToken } from "../../services/password-reset";
import { changePassword, getProfile, updateProfile } from "../../services/profile";
import { success } from "../envelope";
import { doc, ok } from "../openapi/route-doc";
import type { RouteKit } from "../route-kit";

// Login and signup also carry accessToken and user beside data (docs/spec/product.md).
const authAnswer = (message: string, result: AuthResult) => ({
  ...success(message, result),
  accessToken: result.accessToken,
  user: result.user,
});

/** The envelope of login and signup: accessToken and user beside data. */
const ZAuthAnswer = ok(ZAuthResult, { accessToken: z.string(), user: ZUserDetail });

export async function authRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.post(
    "/auth/login",
    doc({
      tag: "Auth",
      summary: "Log in with e-mail and password",
      description:
        "Answers the session token as `accessToken` (top level and in data) and the user detail. Every failure says 'Invalid email or password' (401); past 10 attempts within 15 minutes the address is locked (429 with Retry-After), even with the right password. Each client address may call it 30 times a minute (429).",
      auth: false,
      body: ZLoginInput,
      success: { status: 200, schema: ZAuthAnswer },
      failures: [400, 401, 429],
    }),
    async (request) => {
      const ctx = await kit.limited(request, "login");
      return authAnswer(
        "Login successful",
        await login(ctx.db, parseInput(ZLoginInput, request.body), ctx.limits),
      );
    },
  );

  app.post(
    "/auth/signup",
    doc({
      tag: "Auth",
      summary: "Sign up a company and its user",
      description: "Creates the company with the default settings and logs it in.",
      auth: false,
      body: ZSignupInput,
      success: { status: 201, schema: ZAuthAnswer },
      failures: [400, 409, 429],
    }),
    async (request, reply) => {
      const ctx = await kit.limited(request, "signup");
      const result = await signup(ctx, parseInput(ZSignupInput, request.body));
      return reply.code(201).send(authAnswer("Signup successful", result));
    },
  );

  app.get(
    "/auth/user",
    doc({
      tag: "Auth",
      summary: "The company's user detail (profile)",
      auth: true,
      success: { status: 200, schema: ok(ZUserDetail) },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success("User detail", await getProfile(ctx.db, session));
    },
  );

  app.post(
    "/auth/user",
    doc({
      tag: "Auth",
      summary: "Update the profile",
      description: "The e-mail is the login and stays as it is: a sent `email_id` is checked, then ignored.",
      auth: true,
      body: ZProfileInput,
      success: { status: 200, schema: ok(ZUserDetail) },
      failures: [400],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success(
        "Profile updated",
        await updateProfile(ctx.db, session, parseInput(ZProfileInput, request.body)),
      );
    },
  );

  app.post(
    "/auth/updatePassword",
    doc({
      tag: "Auth",
      summary: "Change the password",
      description: "Checks the current password and ends every other session of the user.",
      auth: true,
      body: ZUpdatePasswordInput,
      success: { status: 200, schema: ok(z.null()) },
      failures: [400],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      await changePassword(ctx.db, session, parseInput(ZUpdatePasswordInput, request.body));
      return success("Password updated", null);
    },
  );

  const requestReset = async (body: unknown, ctx: ReturnType<RouteKit["context"]>) => {
    const message = await requestPasswordReset(ctx, parseInput(ZForgotPasswordInput, body));
    return success(message, null);
  };

  const resetRequested = ok(z.null());
  app.post(
    "/auth/verifyEmail",
    doc({
      tag: "Auth",
      summary: "Ask for a password-reset mail",
      description: "The same answer whether or not the address has an account.",
      auth: false,
      body: ZForgotPasswordInput,
      success: { status: 200, schema: resetRequested },
      failures: [400, 429],
    }),
    async (request) => requestReset(request.body, await kit.limited(request, "forgot")),
  );

  // Two shapes (docs/spec/product.md): {email} asks for the mail, {token, newPassword} performs the reset.
  app.post(
    "/auth/forgotPassword",
    doc({
      tag: "Auth",
      summary: "Ask for a reset mail ({email}), or reset the password ({token, newPassword})",
      description:
        "A body with `token` performs the reset (single use; an expired link answers 'jwt expired'); otherwise it asks for the mail like /auth/verifyEmail.",
      auth: false,
      body: z.xor([ZForgotPasswordInput, ZResetPasswordInput]),
      success: { status: 200, schema: resetRequested },
      failures: [400, 429],
    }),
    async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const resetting = isPlainObject(body) && "token" in body;
      const ctx = await kit.limited(request, resetting ? "reset" : "forgot");
      if (resetting) {
        const message = await resetPassword(ctx.db, parseInput(ZResetPasswordInput, body));
        return success(message, null);
      }
      return requestReset(body, ctx);
    },
  );

  app.post(
    "/auth/verifyToken",
    doc({
      tag: "Auth",
      summary: "Check a password-reset token before showing the reset form",
      auth: false,
      body: ZVerifyTokenInput,
      success: { status: 200, schema: ok(z.strictObject({ valid: z.literal(true) })) },
      failures: [400, 429],
    }),
    async (request) => {
      const ctx = await kit.limited(request, "forgot");
      await verifyResetToken(ctx.db, parseInput(ZVerifyTokenInput, request.body).token);
      return success("Token is valid", { valid: true });
    },
  );

  app.post(
    "/auth/logout",
    doc({
      tag: "Auth",
      summary: "End this session",
      auth: true,
      success: { status: 200, schema: ok(z.null()) },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      await logout(ctx.db, session);
      return success("Logged out", null);
    },
  );
}
