import type { ZLoginInput } from "@kerf/core";
import { routes } from "@kerf/core";
import { useEffect } from "react";
import type { Resolver } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { prefetchFiles } from "../../lib/prefetch";
import { trpc } from "../../lib/trpc";
import { whenIdle } from "../../lib/when-idle";
import { CURRENT_PASSWORD } from "../../ui/field-presets";
import { TextField } from "../../ui/text-field";
import { AuthFormFoot, useAuthForm } from "./auth-form-parts";

/** The one failure message that also offers the Forgot Password link (portal-spec section 2). */
export const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * The login schema's resolver, loaded when the form is first checked (a field left, or LOGIN): zod is a
 * sixth of the first page's script, and the form can show without it.
 */
const loginResolver: Resolver<z.input<typeof ZLoginInput>, unknown, z.output<typeof ZLoginInput>> = async (
  ...args
) => (await import("./login-resolver")).loginResolver(...args);

/** The login half of the auth screen: e-mail, password, LOGIN, OR, SIGNUP. */
export function LoginForm() {
  // Its files fetched (not run) once the form shows, so the first check does not wait on the network.
  useEffect(
    () => whenIdle(() => prefetchFiles("__KERF_CHUNK_FILES__:src/features/auth/login-resolver.ts")),
    [],
  );
  const { mutateAsync: logIn } = trpc.auth.login.useMutation();
  const { control, submitting, serverError, submitWith } = useAuthForm(loginResolver, {
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
