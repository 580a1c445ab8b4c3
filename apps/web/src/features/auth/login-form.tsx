import { zodResolver } from "@hookform/resolvers/zod";
import { ZLoginInput } from "@kerf/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { serverMessage } from "../../lib/server-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormInput } from "../../ui/form-input";
import { OrDivider } from "../../ui/or-divider";
import { PasswordInput } from "../../ui/password-input";
import { useEnterSession } from "./use-enter-session";

/** The one failure message that also offers the Forgot Password link (portal-spec section 2). */
export const INVALID_CREDENTIALS = "Invalid email or password";

/** The login half of the auth screen: e-mail, password, LOGIN, OR, SIGNUP. */
export function LoginForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const { mutateAsync: logIn } = trpc.auth.login.useMutation();
  const enterSession = useEnterSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZLoginInput),
    mode: "onTouched",
    defaultValues: { email: "", password: "" },
  });

  // isSubmitting spans the call and the settings loads: the button spins until the app opens.
  const onSubmit = handleSubmit(async (credentials) => {
    setServerError(null);
    const result = await logIn(credentials).catch((error: unknown) => {
      setServerError(serverMessage(error));
      return null;
    });
    if (result) await enterSession(result);
  });

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} className="flex flex-col gap-4">
      <FormInput
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        {...register("email")}
        error={errors.email?.message}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        {...register("password")}
        error={errors.password?.message}
      />
      <FormError message={serverError}>
        {serverError === INVALID_CREDENTIALS && (
          <>
            {" "}
            <Link href="/forgotPassword" className="font-medium underline">
              Forgot Password?
            </Link>
          </>
        )}
      </FormError>
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        LOGIN
      </Button>
      <OrDivider />
      <Link
        href="/signup"
        className="inline-flex h-10 w-full items-center justify-center rounded-md bg-white text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
      >
        SIGNUP
      </Link>
    </form>
  );
}
