import { zodResolver } from "@hookform/resolvers/zod";
import { ZRegistrationForm } from "@kerf/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { serverMessage } from "../../lib/server-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { GSTIN_INPUT, PHONE_INPUT } from "../../ui/field-presets";
import { FormError } from "../../ui/form-error";
import { FormInput } from "../../ui/form-input";
import { OrDivider } from "../../ui/or-divider";
import { PasswordInput } from "../../ui/password-input";
import { useEnterSession } from "./use-enter-session";

/**
 * The sign-up half of the auth screen. Unlike other forms, Enter submits it (portal-spec section 2),
 * so it keeps the browser's implicit submission instead of enterMovesFocus.
 */
export function SignupForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const { mutateAsync: signUp } = trpc.auth.signup.useMutation();
  const enterSession = useEnterSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZRegistrationForm),
    mode: "onTouched",
    defaultValues: {
      email: "",
      company_name: "",
      password: "",
      confirmPassword: "",
      phone_no: "",
      address: "",
      gstNo: "",
    },
  });

  // The payload of portal-spec section 3; confirmPassword stays in the browser.
  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    const result = await signUp({
      companyName: form.company_name,
      email: form.email,
      password: form.password,
      phoneNumber: form.phone_no,
      gstNo: form.gstNo,
      address: form.address,
    }).catch((error: unknown) => {
      setServerError(serverMessage(error));
      return null;
    });
    if (result) await enterSession({ ...result, isRegistered: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <FormInput
          label="Company name"
          autoComplete="organization"
          autoFocus
          containerClassName="sm:col-span-2"
          {...register("company_name")}
          error={errors.company_name?.message}
        />
        <FormInput
          label="Email"
          type="email"
          autoComplete="email"
          {...register("email")}
          error={errors.email?.message}
        />
        <FormInput
          label="Phone number"
          {...PHONE_INPUT}
          {...register("phone_no")}
          error={errors.phone_no?.message}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          {...register("password")}
          error={errors.password?.message}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...register("confirmPassword")}
          error={errors.confirmPassword?.message}
        />
        <FormInput
          label="GST number"
          {...GSTIN_INPUT}
          containerClassName="sm:col-span-2"
          {...register("gstNo")}
          error={errors.gstNo?.message}
        />
        <FormInput
          label="Address"
          multiline
          rows={3}
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          {...register("address")}
          error={errors.address?.message}
        />
      </div>
      <FormError message={serverError} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        SIGNUP
      </Button>
      <OrDivider />
      <Link
        href="/login"
        className="inline-flex h-10 w-full items-center justify-center rounded-md bg-white text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
      >
        LOGIN
      </Link>
    </form>
  );
}
