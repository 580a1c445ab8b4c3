import { zodResolver } from "@hookform/resolvers/zod";
import { ZLoginInput } from "@kerf/core";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { trpc } from "../../lib/trpc";
import { TextField } from "../../ui/text-field";
import { AuthFormFoot, useAuthSubmit } from "./auth-form-parts";

/** The one failure message that also offers the Forgot Password link (portal-spec section 2). */
export const INVALID_CREDENTIALS = "Invalid email or password";

/** The login half of the auth screen: e-mail, password, LOGIN, OR, SIGNUP. */
export function LoginForm() {
  const { mutateAsync: logIn } = trpc.auth.login.useMutation();
  const { serverError, enter } = useAuthSubmit();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(ZLoginInput),
    mode: "onTouched",
    defaultValues: { email: "", password: "" },
  });

  // isSubmitting spans the call and the settings loads: the button spins until the app opens.
  const onSubmit = handleSubmit((credentials) => enter(() => logIn(credentials)));

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} className="flex flex-col gap-4">
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
      />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <AuthFormFoot
        serverError={serverError}
        errorExtra={
          serverError === INVALID_CREDENTIALS && (
            <>
              {" "}
              <Link href="/forgotPassword" className="font-medium underline">
                Forgot Password?
              </Link>
            </>
          )
        }
        submitLabel="LOGIN"
        submitting={isSubmitting}
        switchTo={{ href: "/signup", label: "SIGNUP" }}
      />
    </form>
  );
}
