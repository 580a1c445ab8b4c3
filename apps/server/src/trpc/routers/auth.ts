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
import { authedProcedure, companyMutation, limitedProcedure, router } from "../init";

export const authRouter = router({
  signup: limitedProcedure("signup")
    .input(ZSignupInput)
    .mutation(({ ctx, input }) => signup(ctx, input)),
  login: limitedProcedure("login")
    .input(ZLoginInput)
    .mutation(({ ctx, input }) => login(ctx.db, input, ctx.limits)),
  logout: authedProcedure.mutation(({ ctx }) => logout(ctx.db, ctx.session)),
  me: authedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.session)),
  updateProfile: companyMutation(ZProfileInput, updateProfile),
  changePassword: companyMutation(ZUpdatePasswordInput, changePassword),
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
