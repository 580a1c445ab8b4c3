import { zodResolver } from "@hookform/resolvers/zod";
import { defaultHsnFor, type TMaterialForm, ZMaterialForm } from "@kerf/core";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { Button } from "../../ui/button";
import { FormInput } from "../../ui/form-input";
import { Modal } from "../../ui/modal";
import { derivedGstCharges, FIELDS, valuesOf } from "./material-form-values";
import type { MaterialRecord } from "./settings-records";

/** Saves; a refused field's message goes back under the field through `setFieldError`. */
export type MaterialSubmit = (
  values: TMaterialForm,
  setFieldError: (field: string, message: string) => void,
) => Promise<void>;

export type MaterialFormDialogProps = {
  open: boolean;
  /** null adds a material; a material edits it. */
  material: MaterialRecord | null;
  busy: boolean;
  /** Per the cutting rate type of the general settings: "sq ft" or "running ft". */
  cuttingUnit: string;
  onClose: () => void;
  onSubmit: MaterialSubmit;
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
  const formId = useId();
  const editing = material !== null;
  const { register, handleSubmit, reset, setValue, getValues, setError, formState } = useForm({
    resolver: zodResolver(ZMaterialForm),
    mode: "onTouched",
    defaultValues: valuesOf(material),
  });
  const { errors, isSubmitted } = formState;

  // Each opening starts from the material being edited, or blank.
  useEffect(() => {
    if (open) reset(valuesOf(material));
  }, [open, material, reset]);

  const updateGstCharges = () => {
    const charges = derivedGstCharges(String(getValues("materialRate")), String(getValues("materialGst")));
    setValue("gstCharges", charges, { shouldValidate: charges !== "" || isSubmitted });
  };

  const submit = handleSubmit((values) =>
    onSubmit(values, (field, message) => {
      const known = FIELDS.find((f) => f === field);
      if (known) setError(known, { type: "server", message });
    }),
  );

  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onClose}
      title={editing ? "Edit Material Type" : "Add Material Type"}
      onReset={() => reset(valuesOf(material))}
      resetLabel={editing ? "Undo changes" : "Clear form"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {editing ? "Update" : "Save"}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        onKeyDown={enterMovesFocus}
        aria-label={editing ? "Edit Material Type" : "Add Material Type"}
        className="grid grid-cols-2 gap-x-4 gap-y-1.5"
      >
        <FormInput
          label="Material name"
          autoFocus
          autoComplete="off"
          placeholder="e.g. Clear Float 5mm"
          containerClassName="col-span-2"
          {...register("materialName", {
            // Glass and stone have known HSN codes (7005 float, 7007 toughened or laminated, 6802 stone):
            // filled in for the user to check, never over one already there.
            onBlur: () => {
              const suggested = defaultHsnFor(String(getValues("materialName") ?? ""));
              if (suggested && !String(getValues("hsnCode") ?? "").trim()) {
                setValue("hsnCode", suggested, { shouldDirty: true });
              }
            },
          })}
          error={errors.materialName?.message}
        />
        <FormInput
          label="Material rate (₹ per sq ft)"
          inputMode="decimal"
          autoComplete="off"
          {...register("materialRate", { onChange: updateGstCharges })}
          error={errors.materialRate?.message}
        />
        <FormInput
          label={`Cutting rate (₹ per ${cuttingUnit})`}
          inputMode="decimal"
          autoComplete="off"
          {...register("cuttingRate")}
          error={errors.cuttingRate?.message}
        />
        <FormInput
          label="GST %"
          inputMode="decimal"
          autoComplete="off"
          {...register("materialGst", { onChange: updateGstCharges })}
          error={errors.materialGst?.message}
        />
        <FormInput
          label="Wastage %"
          inputMode="decimal"
          autoComplete="off"
          {...register("materialWastage")}
          error={errors.materialWastage?.message}
          hint="Extra area charged for offcuts"
        />
        <FormInput
          label="GST charges (₹ per sq ft)"
          readOnly
          tabIndex={-1}
          {...register("gstCharges")}
          error={errors.gstCharges?.message}
          hint="Worked out from the rate and GST %"
        />
        <FormInput
          label="HSN code (optional)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 7005"
          {...register("hsnCode")}
          error={errors.hsnCode?.message}
          hint="Printed on tax invoices and in the GST files (glass 7005/7007, stone 6802)"
        />
      </form>
    </Modal>
  );
}
