import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { GSTIN_INPUT } from "../../ui/field-presets";
import { TextField } from "../../ui/text-field";

/** The company's name, the first field at sign-up and in the profile. */
export function CompanyNameInput<T extends FieldValues & { company_name: string }, O>(props: {
  control: Control<T, unknown, O>;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      {...props}
      name={"company_name" as FieldPath<T>}
      label="Company name"
      autoComplete="organization"
      containerClassName="sm:col-span-2"
    />
  );
}

/** The company's GST number and address, asked the same way at sign-up and in the profile. */
export function GstinAndAddressInputs<T extends FieldValues & { gstNo?: unknown; address: string }, O>({
  control,
}: {
  control: Control<T, unknown, O>;
}) {
  return (
    <>
      <TextField
        control={control}
        name={"gstNo" as FieldPath<T>}
        label="GST number"
        hint="Optional: leave it empty if not registered for GST (bills of supply, no GST)."
        {...GSTIN_INPUT}
        upperCase
        containerClassName="sm:col-span-2"
      />
      <TextField
        control={control}
        name={"address" as FieldPath<T>}
        label="Address"
        multiline
        rows={3}
        autoComplete="street-address"
        containerClassName="sm:col-span-2"
      />
    </>
  );
}
