import { zodResolver } from "@hookform/resolvers/zod";
import { ZChangePasswordForm } from "@kerf/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { serverMessage, showFieldErrors } from "../../lib/server-error";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { CURRENT_PASSWORD, NEW_PASSWORD } from "../../ui/field-presets";
import { FormError } from "../../ui/form-error";
import { TextField } from "../../ui/text-field";
import { SettingsCard } from "../settings/settings-card";

export const PASSWORD_CHANGED = "Password changed successfully";

const EMPTY = { current_password: "", new_password: "", confirm_password: "" };

/**
 * The password change (portal-spec sections 3 and 5). The confirmation stays in the browser; the
 * server ends every other session of the account, this one stays.
 */
export function ChangePasswordForm() {
  const { mutateAsync: changePassword } = trpc.auth.changePassword.useMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(ZChangePasswordForm), mode: "onTouched", defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setServerError(null);
    try {
      await changePassword({ current_password, new_password });
      reset(EMPTY);
      toastSuccess(PASSWORD_CHANGED);
    } catch (error) {
      if (!showFieldErrors(error, ["current_password", "new_password"], setError)) {
        setServerError(serverMessage(error));
      }
    }
  });

  return (
    <SettingsCard
      title="Change password"
      description="Other devices signed in to this account are logged out."
    >
      <form noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} className="flex flex-col gap-3">
        <TextField control={control} name="current_password" label="Current password" {...CURRENT_PASSWORD} />
        <TextField
          control={control}
          name="new_password"
          label="New password"
          {...NEW_PASSWORD}
          hint="At least 8 characters."
        />
        <TextField control={control} name="confirm_password" label="Confirm new password" {...NEW_PASSWORD} />
        <FormError message={serverError} />
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
