import { zodResolver } from "@hookform/resolvers/zod";
import { ZRegistrationForm } from "@kerf/core";
import { useForm } from "react-hook-form";
import { trpc } from "../../lib/trpc";
import { PHONE_INPUT } from "../../ui/field-presets";
import { FormInput } from "../../ui/form-input";
import { PasswordInput } from "../../ui/password-input";
import { GstinAndAddressInputs } from "../account/company-inputs";
import { AuthFormFoot, useAuthSubmit } from "./auth-form-parts";

/**
 * The sign-up half of the auth screen. Unlike other forms, Enter submits it (portal-spec section 2),
 * so it keeps the browser's implicit submission instead of enterMovesFocus.
 */
export function SignupForm() {
  const { mutateAsync: signUp } = trpc.auth.signup.useMutation();
  const { serverError, enter } = useAuthSubmit();
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
  const onSubmit = handleSubmit((form) =>
    enter(async () => {
      const result = await signUp({
        companyName: form.company_name,
        email: form.email,
        password: form.password,
        phoneNumber: form.phone_no,
        gstNo: form.gstNo,
        address: form.address,
      });
      return { ...result, isRegistered: true };
    }),
  );

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
        <GstinAndAddressInputs gstNo={register("gstNo")} address={register("address")} errors={errors} />
      </div>
      <AuthFormFoot
        serverError={serverError}
        submitLabel="SIGNUP"
        submitting={isSubmitting}
        switchTo={{ href: "/login", label: "LOGIN" }}
      />
    </form>
  );
}
