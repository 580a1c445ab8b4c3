import { z } from "zod";
import { ZSignupInput } from "../entities/company";
import { MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import { emailField, passwordField } from "./fields";

const token = () =>
  z
    .string({ error: MESSAGES.tokenRequired })
    .max(MAX_LENGTH.token, MESSAGES.tokenInvalid)
    .trim()
    .min(1, MESSAGES.tokenRequired);

/**
 * Whether a confirmation matches. A blank confirmation is left to the field's own 'required' rule
 * unless `blankMismatches`.
 */
function matches(password: unknown, confirmation: unknown, blankMismatches = false): boolean {
  if (typeof confirmation !== "string" || (confirmation === "" && !blankMismatches)) return true;
  return password === confirmation;
}

/** Runs even when other fields fail, so the form shows every message at once. */
// Runs beside the fields' own messages, but only on an object: a missing body is one 400, never a throw.
const mismatch = (path: string) => ({
  error: MESSAGES.passwordsMustMatch,
  path: [path],
  when: ({ value }: { value: unknown }) => typeof value === "object" && value !== null,
});

export const ZLoginInput = z.object({
  email: emailField(),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .max(MAX_LENGTH.password, MESSAGES.passwordTooLong)
    .min(1, MESSAGES.passwordRequired),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** The sign-up form of the web app (docs/spec/portal-spec.md section 3). */
export const ZRegistrationForm = z
  .object({
    email: ZSignupInput.shape.email,
    company_name: ZSignupInput.shape.companyName,
    password: ZSignupInput.shape.password,
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .max(MAX_LENGTH.password, MESSAGES.passwordTooLong)
      .min(1, MESSAGES.confirmPasswordRequired),
    phone_no: ZSignupInput.shape.phoneNumber,
    address: ZSignupInput.shape.address,
    gstNo: ZSignupInput.shape.gstNo,
  })
  .refine((form) => matches(form.password, form.confirmPassword), mismatch("confirmPassword"));
export type TRegistrationForm = z.infer<typeof ZRegistrationForm>;

const currentPassword = () =>
  z
    .string({ error: MESSAGES.currentPasswordRequired })
    .max(MAX_LENGTH.password, MESSAGES.passwordTooLong)
    .min(1, MESSAGES.currentPasswordRequired);
const newPassword = () => passwordField(8, MESSAGES.passwordMin8);

export const ZChangePasswordForm = z
  .object({
    current_password: currentPassword(),
    new_password: newPassword(),
    confirm_password: z
      .string({ error: MESSAGES.passwordsMustMatch })
      .max(MAX_LENGTH.password, MESSAGES.passwordTooLong),
  })
  .refine((form) => matches(form.new_password, form.confirm_password, true), mismatch("confirm_password"));
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZUpdatePasswordInput = z.object({
  current_password: currentPassword(),
  new_password: newPassword(),
});
export type TUpdatePasswordInput = z.infer<typeof ZUpdatePasswordInput>;

const resetPassword = () => passwordField(6, MESSAGES.passwordMin6);

export const ZResetPasswordForm = z
  .object({
    newPassword: resetPassword(),
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .max(MAX_LENGTH.password, MESSAGES.passwordTooLong)
      .min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((form) => matches(form.newPassword, form.confirmPassword), mismatch("confirmPassword"));
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** The reset itself: the form's confirmation is dropped before sending (docs/spec/portal-spec.md section 3). */
export const ZResetPasswordInput = z.object({ token: token(), newPassword: resetPassword() });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZForgotPasswordInput = z.object({ email: emailField() });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZVerifyTokenInput = z.object({ token: token() });
export type TVerifyTokenInput = z.infer<typeof ZVerifyTokenInput>;
