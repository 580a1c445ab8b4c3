import { z } from "zod";
import { MAX_ADDRESS_LENGTH, MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import { emailField, gstinField, passwordField, phoneField, requiredText } from "./fields";

const companyName = () => requiredText(MESSAGES.companyNameRequired);
const address = () => requiredText(MESSAGES.addressRequired, MAX_ADDRESS_LENGTH);
const signupPassword = () => passwordField(6, MESSAGES.passwordMin6, MESSAGES.passwordRequired);
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
const mismatch = (path: string) => ({ error: MESSAGES.passwordsMustMatch, path: [path], when: () => true });

export const ZLoginInput = z.object({
  email: emailField(),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .max(MAX_LENGTH.password, MESSAGES.passwordTooLong)
    .min(1, MESSAGES.passwordRequired),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** The sign-up form of the web app (portal-spec section 3). */
export const ZRegistrationForm = z
  .object({
    email: emailField(),
    company_name: companyName(),
    password: signupPassword(),
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .max(MAX_LENGTH.password, MESSAGES.passwordTooLong)
      .min(1, MESSAGES.confirmPasswordRequired),
    phone_no: phoneField(),
    address: address(),
    gstNo: gstinField(),
  })
  .refine((form) => matches(form.password, form.confirmPassword), mismatch("confirmPassword"));
export type TRegistrationForm = z.infer<typeof ZRegistrationForm>;

/** The sign-up payload (POST /auth/signup and tRPC). */
export const ZSignupInput = z.object({
  companyName: companyName(),
  email: emailField(),
  password: signupPassword(),
  phoneNumber: phoneField(),
  gstNo: gstinField(),
  address: address(),
});
export type TSignupInput = z.infer<typeof ZSignupInput>;

export const ZProfileInput = z.object({
  company_name: companyName(),
  email_id: emailField(),
  phone_no: phoneField(),
  gstNo: gstinField(),
  address: address(),
});
export type TProfileInput = z.infer<typeof ZProfileInput>;

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

/** The reset itself: the form's confirmation is dropped before sending (portal-spec section 3). */
export const ZResetPasswordInput = z.object({ token: token(), newPassword: resetPassword() });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZForgotPasswordInput = z.object({ email: emailField() });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZVerifyTokenInput = z.object({ token: token() });
export type TVerifyTokenInput = z.infer<typeof ZVerifyTokenInput>;
