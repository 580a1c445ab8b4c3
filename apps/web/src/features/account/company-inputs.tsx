import type { UseFormRegisterReturn } from "react-hook-form";
import { GSTIN_INPUT, upperCased } from "../../ui/field-presets";
import { FormInput } from "../../ui/form-input";

/** The company's GST number and address, asked the same way at sign-up and in the profile. */
export function GstinAndAddressInputs(props: {
  gstNo: UseFormRegisterReturn;
  address: UseFormRegisterReturn;
  errors: { gstNo?: { message?: string }; address?: { message?: string } };
}) {
  return (
    <>
      <FormInput
        label="GST number"
        hint="Optional: leave it empty if not registered for GST (bills of supply, no GST)."
        {...GSTIN_INPUT}
        containerClassName="sm:col-span-2"
        {...upperCased(props.gstNo)}
        error={props.errors.gstNo?.message}
      />
      <FormInput
        label="Address"
        multiline
        rows={3}
        autoComplete="street-address"
        containerClassName="sm:col-span-2"
        {...props.address}
        error={props.errors.address?.message}
      />
    </>
  );
}
