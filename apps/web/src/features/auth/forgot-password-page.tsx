import { zodResolver } from "@hookform/resolvers/zod";
import { routes, ZForgotPasswordInput, ZResetPasswordForm } from "@kerf/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearchParams } from "wouter";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { serverMessage } from "../../lib/server-error";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { NEW_PASSWORD } from "../../ui/field-presets";
import { FormError } from "../../ui/form-error";
import { TextField } from "../../ui/text-field";
import { AuthLayout } from "./auth-layout";
import { FormSuccess } from "./form-success";
import { useVerifyResetToken } from "./use-verify-reset-token";

/**
 * /forgotPassword (portal-spec section 2): with ?token= it resets the password ('Reset Password'),
 * without it asks for the e-mail to send the reset link to ('Verify Your Email').
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");

  return (
    <AuthLayout>
      {token ? <ResetPasswordForm token={token} /> : <VerifyEmailForm />}
      <p className="mt-6 text-center text-sm text-slate-500">
        <Link href={routes.login()} className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthLayout>
  );
}

function Heading({ title, children }: { title: string; children: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-500">{children}</p>
    </div>
  );
}

function VerifyEmailForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { mutateAsync: requestReset } = trpc.auth.forgotPassword.useMutation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(ZForgotPasswordInput),
    mode: "onTouched",
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    setSent(null);
    try {
      setSent((await requestReset(input)).message);
    } catch (error) {
      setServerError(serverMessage(error));
    }
  });

  return (
    <>
      <Heading title="Verify Your Email">
        Enter your account's e-mail and we will send you a reset link.
      </Heading>
      <form noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} className="flex flex-col gap-4">
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <FormError message={serverError} />
        {sent && <FormSuccess message={sent} />}
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          SEND RESET LINK
        </Button>
      </form>
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const tokenState = useVerifyResetToken(token);
  const [serverError, setServerError] = useState<string | null>(null);
  const { mutateAsync: reset } = trpc.auth.resetPassword.useMutation();
  const [, navigate] = useLocation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(ZResetPasswordForm),
    mode: "onTouched",
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  // The confirmation is only the form's: the reset sends the token and the new password.
  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    try {
      const { message } = await reset({ token, newPassword });
      // A toast, so the message stays in view on the login screen it leads to.
      toastSuccess(message);
      navigate(routes.login(), { replace: true });
    } catch (error) {
      setServerError(serverMessage(error));
    }
  });

  if (tokenState.status === "invalid") {
    // A used, unknown or expired link resets nothing: no form to fill in vain, a way to a new link.
    return (
      <>
        <Heading title="Reset Password">This reset link cannot be used.</Heading>
        <FormError message={tokenState.message} />
        <p className="text-sm text-slate-600">
          <Link href={routes.forgotPassword()} className="font-medium text-brand-700 hover:underline">
            Request a new link
          </Link>{" "}
          or{" "}
          <Link href={routes.login()} className="font-medium text-brand-700 hover:underline">
            go back to login
          </Link>
          .
        </p>
      </>
    );
  }

  return (
    <>
      <Heading title="Reset Password">Choose a new password of at least 6 characters.</Heading>
      <form
        noValidate
        onSubmit={onSubmit}
        onKeyDown={enterMovesFocus}
        aria-busy={tokenState.status === "checking"}
        className="flex flex-col gap-4"
      >
        <TextField control={control} name="newPassword" label="New password" {...NEW_PASSWORD} autoFocus />
        <TextField control={control} name="confirmPassword" label="Confirm password" {...NEW_PASSWORD} />
        <FormError message={serverError} />
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          disabled={tokenState.status !== "valid"}
          className="w-full"
        >
          RESET PASSWORD
        </Button>
      </form>
    </>
  );
}
