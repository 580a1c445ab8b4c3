import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZProfileInput,
  ZResetPasswordInput,
  ZSignupInput,
  ZUpdatePasswordInput,
  ZVerifyTokenInput,
} from "@kerf/core";
import { login, logout, signup } from "../../services/auth/accounts";
import { requestPasswordReset, resetPassword, verifyResetToken } from "../../services/auth/password-reset";
import { changePassword, getProfile, updateProfile } from "../../services/auth/profile";
import { companyMutation, limitedProcedure, permitted, router } from "../init";

export const authRouter = router({
  signup: limitedProcedure("signup")
    .input(ZSignupInput)
    .mutation(({ ctx, input }) => signup(ctx, input)),
  login: limitedProcedure("login")
    .input(ZLoginInput)
    .mutation(({ ctx, input }) => login(ctx.db, input, ctx.limits)),
  logout: permitted("signedIn").mutation(({ ctx }) => logout(ctx.db, ctx.session)),
  me: permitted("signedIn").query(({ ctx }) => getProfile(ctx.db, ctx.session)),
  updateProfile: companyMutation("company.profile", ZProfileInput, updateProfile),
  changePassword: companyMutation("signedIn", ZUpdatePasswordInput, changePassword),
  forgotPassword: limitedProcedure("forgot")
    .input(ZForgotPasswordInput)
    .mutation(async ({ ctx, input }) => ({ message: await requestPasswordReset(ctx, input) })),
  verifyResetToken: limitedProcedure("forgot")
    .input(ZVerifyTokenInput)
    .mutation(async ({ ctx, input }) => {
      await verifyResetToken(ctx.db, input.token);
      return { valid: true as const };
    }),
  resetPassword: limitedProcedure("reset")
    .input(ZResetPasswordInput)
    .mutation(async ({ ctx, input }) => ({ message: await resetPassword(ctx.db, input) })),
});
