import { routes, ZLoginInput } from "@kerf/core";
import { Link } from "wouter";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { trpc } from "../../lib/trpc";
import { CURRENT_PASSWORD } from "../../ui/field-presets";
import { TextField } from "../../ui/text-field";
import { AuthFormFoot, useAuthForm } from "./auth-form-parts";

/** The one failure message that also offers the Forgot Password link (portal-spec section 2). */
export const INVALID_CREDENTIALS = "Invalid email or password";

/** The login half of the auth screen: e-mail, password, LOGIN, OR, SIGNUP. */
export function LoginForm() {
  const { mutateAsync: logIn } = trpc.auth.login.useMutation();
  const { control, submitting, serverError, submitWith } = useAuthForm(ZLoginInput, {
    email: "",
    password: "",
  });
  const onSubmit = submitWith((credentials) => logIn(credentials));

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
      <TextField control={control} name="password" label="Password" {...CURRENT_PASSWORD} />
      <AuthFormFoot
        serverError={serverError}
        errorExtra={
          serverError === INVALID_CREDENTIALS && (
            <>
              {" "}
              <Link href={routes.forgotPassword()} className="font-medium underline">
                Forgot Password?
              </Link>
            </>
          )
        }
        submitLabel="LOGIN"
        submitting={submitting}
        switchTo={{ href: routes.signup(), label: "SIGNUP" }}
      />
    </form>
  );
}
