import { zodResolver } from "@hookform/resolvers/zod";
import { routes, ZRegistrationForm } from "@kerf/core";
import { trpc } from "../../lib/trpc";
import { NEW_PASSWORD, PHONE_INPUT } from "../../ui/field-presets";
import { TextField } from "../../ui/text-field";
import { CompanyNameInput, GstinAndAddressInputs } from "../account/company-inputs";
import { AuthFormFoot, useAuthForm } from "./auth-form-parts";

/**
 * The sign-up half of the auth screen. Unlike other forms, Enter submits it (portal-spec section 2),
 * so it keeps the browser's implicit submission instead of enterMovesFocus.
 */
export function SignupForm() {
  const { mutateAsync: signUp } = trpc.auth.signup.useMutation();
  const { control, submitting, serverError, submitWith } = useAuthForm(zodResolver(ZRegistrationForm), {
    email: "",
    company_name: "",
    password: "",
    confirmPassword: "",
    phone_no: "",
    address: "",
    gstNo: "",
  });

  // The payload of portal-spec section 3; confirmPassword stays in the browser.
  const onSubmit = submitWith(async (form) => {
    const result = await signUp({
      companyName: form.company_name,
      email: form.email,
      password: form.password,
      phoneNumber: form.phone_no,
      gstNo: form.gstNo,
      address: form.address,
    });
    return { ...result, isRegistered: true };
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <CompanyNameInput control={control} autoFocus />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <TextField control={control} name="phone_no" label="Phone number" {...PHONE_INPUT} />
        <TextField control={control} name="password" label="Password" {...NEW_PASSWORD} />
        <TextField control={control} name="confirmPassword" label="Confirm password" {...NEW_PASSWORD} />
        <GstinAndAddressInputs control={control} />
      </div>
      <AuthFormFoot
        serverError={serverError}
        submitLabel="SIGNUP"
        submitting={submitting}
        switchTo={{ href: routes.login(), label: "LOGIN" }}
      />
    </form>
  );
}
