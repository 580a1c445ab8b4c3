import { type ReactNode, useState } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { Link } from "wouter";
import { serverMessage } from "../../lib/server-error";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { OrDivider } from "../../ui/or-divider";
import { type AuthResult, useEnterSession } from "./use-enter-session";

/**
 * The login and sign-up forms' react-hook-form, checked by the core schema's resolver (the login form's
 * loads it on first use: zod is not on the first page), and their one way in:
 * the call, its failure as the server words it under the form, or on success the session entered
 * (settings loaded, /dashboard). The button spins until the app opens.
 */
export function useAuthForm<In extends FieldValues, Out>(
  resolver: Resolver<In, unknown, Out>,
  defaultValues: DefaultValues<In>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const enterSession = useEnterSession();
  const form = useForm<In, unknown, Out>({ resolver, mode: "onTouched", defaultValues });
  const submitWith = (call: (values: Out) => Promise<AuthResult>) =>
    form.handleSubmit(async (values) => {
      setServerError(null);
      const result = await call(values).catch((error: unknown) => {
        setServerError(serverMessage(error));
        return null;
      });
      if (result) await enterSession(result);
    });
  return { control: form.control, submitting: form.formState.isSubmitting, serverError, submitWith };
}

const SWITCH_LINK =
  "inline-flex h-10 w-full items-center justify-center rounded-md bg-white text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50";

/**
 * The foot of both forms (portal-spec section 2): the server's message, the current mode's button,
 * OR, and the other mode's button as a link.
 */
export function AuthFormFoot(props: {
  serverError: string | null;
  /** Shown after the message, e.g. the Forgot Password link. */
  errorExtra?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  switchTo: { href: string; label: string };
}) {
  return (
    <>
      <FormError message={props.serverError}>{props.errorExtra}</FormError>
      <Button type="submit" size="lg" loading={props.submitting} className="w-full">
        {props.submitLabel}
      </Button>
      <OrDivider />
      <Link href={props.switchTo.href} className={SWITCH_LINK}>
        {props.switchTo.label}
      </Link>
    </>
  );
}
