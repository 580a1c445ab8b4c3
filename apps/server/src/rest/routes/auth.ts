import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZProfileInput,
  ZResetPasswordInput,
  ZSignupInput,
  ZUpdatePasswordInput,
  ZVerifyTokenInput,
} from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { parseInput } from "../../errors";
import { type AuthResult, login, logout, signup } from "../../services/accounts";
import { requestPasswordReset, resetPassword, verifyResetToken } from "../../services/password-reset";
import { changePassword, getProfile, updateProfile } from "../../services/profile";
import { success } from "../envelope";
import type { RouteKit } from "../route-kit";

// Login and signup also carry accessToken and user beside data (product.md).
const authAnswer = (message: string, result: AuthResult) => ({
  ...success(message, result),
  accessToken: result.accessToken,
  user: result.user,
});

export async function authRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.post("/auth/login", async (request) => {
    const ctx = kit.context(request);
    return authAnswer("Login successful", await login(ctx.db, parseInput(ZLoginInput, request.body)));
  });

  app.post("/auth/signup", async (request, reply) => {
    const ctx = kit.context(request);
    const result = await signup(ctx.db, parseInput(ZSignupInput, request.body), ctx.env.APP_URL);
    ctx.mail.kick();
    return reply.code(201).send(authAnswer("Signup successful", result));
  });

  app.get("/auth/user", async (request) => {
    const { ctx, session } = await kit.session(request);
    return success("User detail", await getProfile(ctx.db, session));
  });

  app.post("/auth/user", async (request) => {
    const { ctx, session } = await kit.session(request);
    return success(
      "Profile updated",
      await updateProfile(ctx.db, session, parseInput(ZProfileInput, request.body)),
    );
  });

  app.post("/auth/updatePassword", async (request) => {
    const { ctx, session } = await kit.session(request);
    await changePassword(ctx.db, session, parseInput(ZUpdatePasswordInput, request.body));
    return success("Password updated", null);
  });

  const requestReset = async (body: unknown, ctx: ReturnType<RouteKit["context"]>) => {
    const message = await requestPasswordReset(
      ctx.db,
      parseInput(ZForgotPasswordInput, body),
      ctx.env.APP_URL,
    );
    ctx.mail.kick();
    return success(message, null);
  };

  app.post("/auth/verifyEmail", async (request) => requestReset(request.body, kit.context(request)));

  // Two shapes (product.md): {email} asks for the mail, {token, newPassword} performs the reset.
  app.post("/auth/forgotPassword", async (request) => {
    const ctx = kit.context(request);
    const body = request.body as Record<string, unknown> | undefined;
    if (body && typeof body === "object" && "token" in body) {
      const message = await resetPassword(ctx.db, parseInput(ZResetPasswordInput, body));
      return success(message, null);
    }
    return requestReset(body, ctx);
  });

  app.post("/auth/verifyToken", async (request) => {
    const ctx = kit.context(request);
    await verifyResetToken(ctx.db, parseInput(ZVerifyTokenInput, request.body).token);
    return success("Token is valid", { valid: true });
  });

  app.post("/auth/logout", async (request) => {
    const { ctx, session } = await kit.session(request);
    await logout(ctx.db, session);
    return success("Logged out", null);
  });
}
