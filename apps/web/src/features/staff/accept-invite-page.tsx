import { zodResolver } from "@hookform/resolvers/zod";
import { ZAcceptInviteInput } from "@kerf/core";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { NEW_PASSWORD } from "../../ui/field-presets";
import { FormError } from "../../ui/form-error";
import { TextField } from "../../ui/text-field";
import { useAuthForm } from "../auth/auth-form-parts";
import { AuthLayout } from "../auth/auth-layout";

/** /invite?token=...: an invited person sets their name and password and joins the company (issue 27). */
export function AcceptInvitePage() {
  const token = new URLSearchParams(window.location.search).get("token") ?? "";
  const { mutateAsync: accept } = trpc.staff.accept.useMutation();
  const { control, submitting, serverError, submitWith } = useAuthForm(zodResolver(ZAcceptInviteInput), {
    token,
    name: "",
    password: "",
  });
  const onSubmit = submitWith((values) => accept(values));
  return (
    <AuthLayout>
      <form noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} className="flex flex-col gap-4">
        <h1 className="text-lg font-semibold text-slate-900">Join your team on Kerf</h1>
        <p className="text-sm text-slate-600">Set your name and a password to accept the invite.</p>
        <TextField control={control} name="name" label="Your name" autoComplete="name" autoFocus />
        <TextField control={control} name="password" label="Password" {...NEW_PASSWORD} />
        <FormError
          message={serverError ?? (token ? null : "This invite link is not valid: ask for a new one")}
        />
        <Button type="submit" size="lg" loading={submitting} disabled={!token} className="w-full">
          JOIN
        </Button>
      </form>
    </AuthLayout>
  );
}
