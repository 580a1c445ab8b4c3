import { zodResolver } from "@hookform/resolvers/zod";
import { ZProfileInput } from "@kerf/core";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { serverMessage, showFieldErrors } from "../../lib/server-error";
import { setUser, type User, useSession } from "../../lib/session";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { PHONE_INPUT } from "../../ui/field-presets";
import { FormError } from "../../ui/form-error";
import { LoadingBlock } from "../../ui/spinner";
import { TextField } from "../../ui/text-field";
import { SettingsCard } from "../settings/settings-card";
import { CompanyNameInput, GstinAndAddressInputs } from "./company-inputs";

export const PROFILE_SAVED = "Profile updated successfully";

const FIELDS = ["company_name", "email_id", "phone_no", "gstNo", "address", "pinCode", "city"] as const;

function toValues(user: User) {
  return {
    company_name: user.company_name,
    email_id: user.email_id,
    phone_no: user.phone_no,
    gstNo: user.gstNo,
    address: user.address,
    // A session stored before the GST files has none of these.
    pinCode: user.pinCode ?? "",
    city: user.city ?? "",
  };
}

/**
 * The company profile (portal-spec section 2): the details printed on invoices. The e-mail is the
 * login and read-only. Prefilled from the server, or from the session until the server answers.
 */
export function ProfileForm() {
  const storedUser = useSession((s) => s.user);
  const me = trpc.auth.me.useQuery();
  const user = me.data ?? storedUser;

  useEffect(() => {
    // Keep the header's company name in step with a profile changed from another browser.
    if (me.data) setUser(me.data);
  }, [me.data]);

  return (
    <SettingsCard title="Company profile" description="Your company's details as they appear on invoices.">
      {user ? <ProfileFields user={user} /> : <LoadingBlock label="Loading profile" />}
    </SettingsCard>
  );
}

function ProfileFields({ user }: { user: User }) {
  const utils = trpc.useUtils();
  const { mutateAsync: save } = trpc.auth.updateProfile.useMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const values = useMemo(() => toValues(user), [user]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(ZProfileInput),
    mode: "onTouched",
    values,
    // A late server answer must not wipe what the user already typed.
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const saved = await save(input);
      utils.auth.me.setData(undefined, saved);
      setUser(saved);
      reset(toValues(saved));
      toastSuccess(PROFILE_SAVED);
    } catch (error) {
      if (!showFieldErrors(error, FIELDS, setError)) setServerError(serverMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} className="flex flex-col gap-4">
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <CompanyNameInput control={control} />
        <TextField
          control={control}
          name="email_id"
          label="Email"
          type="email"
          readOnly
          hint="Your login; it cannot be changed here."
        />
        <TextField control={control} name="phone_no" label="Phone number" {...PHONE_INPUT} />
        <GstinAndAddressInputs control={control} />
        <TextField
          control={control}
          name="city"
          label="City"
          autoComplete="address-level2"
          hint="For the e-invoice and e-way bill"
        />
        <TextField
          control={control}
          name="pinCode"
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
        />
      </div>
      <FormError message={serverError} />
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          disabled={!isDirty || isSubmitting}
          onClick={() => reset(values, { keepDirtyValues: false })}
        >
          Discard changes
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
