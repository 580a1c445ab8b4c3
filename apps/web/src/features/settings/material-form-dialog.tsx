import { zodResolver } from "@hookform/resolvers/zod";
import { defaultHsnFor, GST_RATES, type TMaterialForm, ZMaterialForm } from "@kerf/core";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { fieldErrorSetter } from "../../lib/server-error";
import { TextField } from "../../ui/text-field";
import { derivedGstCharges, FIELDS, valuesOf } from "./material-form-values";
import { type SettingsDialogProps, SettingsFormDialog, type SettingsSubmit } from "./settings-form-dialog";
import type { MaterialRecord } from "./settings-records";

export type MaterialSubmit = SettingsSubmit<TMaterialForm>;

export type MaterialFormDialogProps = SettingsDialogProps<TMaterialForm> & {
  /** null adds a material; a material edits it. */
  material: MaterialRecord | null;
  /** Per the cutting rate type of the general settings: "sq ft" or "running ft". */
  cuttingUnit: string;
};

/** 'Add Material Type' / 'Edit Material Type' (portal-spec section 2); gstCharges follows rate and GST. */
export function MaterialFormDialog({
  open,
  material,
  busy,
  cuttingUnit,
  onClose,
  onSubmit,
}: MaterialFormDialogProps) {
  const editing = material !== null;
  const { control, register, handleSubmit, reset, setValue, getValues, setError, formState } = useForm({
    resolver: zodResolver(ZMaterialForm),
    mode: "onTouched",
    defaultValues: valuesOf(material),
  });
  const { isSubmitted } = formState;

  // Each opening starts from the material being edited, or blank.
  useEffect(() => {
    if (open) reset(valuesOf(material));
  }, [open, material, reset]);

  const updateGstCharges = () => {
    const charges = derivedGstCharges(String(getValues("materialRate")), String(getValues("materialGst")));
    setValue("gstCharges", charges, { shouldValidate: charges !== "" || isSubmitted });
  };

  const submit = handleSubmit((values) => onSubmit(values, fieldErrorSetter(FIELDS, setError)));

  const field = { control, autoComplete: "off", inputMode: "decimal" } as const;
  return (
    <SettingsFormDialog
      open={open}
      editing={editing}
      busy={busy}
      noun="Material Type"
      onClose={onClose}
      onReset={() => reset(valuesOf(material))}
      onSubmit={submit}
      className="grid grid-cols-2 gap-x-4 gap-y-1.5"
    >
      <TextField
        control={control}
        name="materialName"
        label="Material name"
        autoFocus
        autoComplete="off"
        placeholder="e.g. Clear Float 5mm"
        containerClassName="col-span-2"
        rules={{
          // Glass, stone and boards have known tariff codes of 6 or 8 digits (gst/hsn.ts), as e-invoices
          // and e-way bills need them: filled in for the user to check, never over one already there.
          onBlur: () => {
            const suggested = defaultHsnFor(String(getValues("materialName") ?? ""));
            if (suggested && !String(getValues("hsnCode") ?? "").trim()) {
              setValue("hsnCode", suggested, { shouldDirty: true });
            }
          },
        }}
      />
      <TextField
        {...field}
        name="materialRate"
        label="Material rate (₹ per sq ft)"
        rules={{ onChange: updateGstCharges }}
      />
      <TextField {...field} name="cuttingRate" label={`Cutting rate (₹ per ${cuttingUnit})`} />
      <TextField
        {...field}
        name="materialGst"
        label="GST %"
        rules={{ onChange: updateGstCharges }}
        hint={`A GST rate: ${GST_RATES.join(", ")}`}
      />
      <TextField {...field} name="materialWastage" label="Wastage %" hint="Extra area charged for offcuts" />
      <TextField
        control={control}
        name="gstCharges"
        label="GST charges (₹ per sq ft)"
        readOnly
        tabIndex={-1}
        hint="Worked out from the rate and GST %"
      />
      <TextField
        {...field}
        name="hsnCode"
        label="HSN code (optional)"
        inputMode="numeric"
        placeholder="e.g. 700529"
        hint="On invoices and GST files; e-invoices need 6 or 8 digits (float 700529, toughened 70071900)"
      />
      <TextField
        {...field}
        name="thicknessMm"
        label="Thickness (mm)"
        placeholder="e.g. 8"
        hint="Operation rates by thickness use it"
      />
      <label className="flex items-center gap-2 self-center text-sm text-slate-700">
        <input type="checkbox" className="size-4" {...register("toughened")} />
        Toughened
        <span className="text-xs text-slate-500">(holes checked as typed)</span>
      </label>
    </SettingsFormDialog>
  );
}
