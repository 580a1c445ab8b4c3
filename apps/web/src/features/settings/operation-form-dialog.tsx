import { zodResolver } from "@hookform/resolvers/zod";
import { type TOperationInput, ZOperationInput } from "@kerf/core";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { fieldErrorSetter } from "../../lib/server-error";
import { Button } from "../../ui/button";
import { PlusIcon, TrashIcon } from "../../ui/icons";
import { TextField } from "../../ui/text-field";
import { type SettingsDialogProps, SettingsFormDialog, type SettingsSubmit } from "./settings-form-dialog";
import type { OperationRecord } from "./settings-records";

export type OperationSubmit = SettingsSubmit<TOperationInput>;

type Band = { sizeUpTo: string; thicknessUpTo: string; rate: string };
type OperationFormValues = { name: string; isHole: boolean; bands: Band[] };

const EMPTY_BAND: Band = { sizeUpTo: "", thicknessUpTo: "", rate: "" };
const EMPTY: OperationFormValues = { name: "", isHole: false, bands: [EMPTY_BAND] };

function valuesOf(operation: OperationRecord | null): OperationFormValues {
  if (!operation) return EMPTY;
  return {
    name: operation.name,
    isHole: operation.isHole,
    bands: operation.bands.map((b) => ({
      sizeUpTo: b.sizeUpTo ?? "",
      thicknessUpTo: b.thicknessUpTo ?? "",
      rate: b.rate,
    })),
  };
}

/**
 * 'Add Operation' / 'Edit Operation': a name and its rate bands, one row each (size up to, thickness up
 * to, rate); a blank bound is no limit. A count is priced at the first band that fits (pricing.md).
 */
export function OperationFormDialog({
  open,
  operation,
  busy,
  sizeUnit,
  onClose,
  onSubmit,
}: SettingsDialogProps<TOperationInput> & { operation: OperationRecord | null; sizeUnit: string }) {
  const { control, handleSubmit, reset, setError, register, getValues, setValue } = useForm({
    resolver: zodResolver(ZOperationInput),
    mode: "onTouched",
    defaultValues: valuesOf(operation),
  });
  // The bands as rows of registered fields. Not useFieldArray: it grows the form library's chunk that
  // /login loads too, past the first page's 150 kB budget, for a dialog few open.
  const [rows, setRows] = useState(() => valuesOf(operation).bands.length);
  const setBands = (bands: Band[]) => {
    setValue("bands", bands);
    setRows(bands.length);
  };
  const restart = () => {
    const values = valuesOf(operation);
    reset(values);
    setRows(values.bands.length);
  };

  useEffect(() => {
    if (!open) return;
    const values = valuesOf(operation);
    reset(values);
    setRows(values.bands.length);
  }, [open, operation, reset]);

  const submit = handleSubmit((values) => onSubmit(values, fieldErrorSetter(["name", "bands"], setError)));
  const field = { control, autoComplete: "off", inputMode: "decimal" } as const;
  return (
    <SettingsFormDialog
      open={open}
      editing={operation !== null}
      busy={busy}
      noun="Operation"
      size="lg"
      onClose={onClose}
      onReset={restart}
      onSubmit={submit}
      className="grid grid-cols-3 gap-x-4 gap-y-1.5"
    >
      <TextField
        control={control}
        name="name"
        label="Operation name"
        autoFocus
        autoComplete="off"
        placeholder="e.g. Hole, Hinge cut-out"
        containerClassName="col-span-2"
      />
      <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4" {...register("isHole")} />A round hole
      </label>
      {Array.from({ length: rows }, (_, i) => (
        // A band is its place in the table: removing one moves the values below it up.
        <div key={i} className="col-span-3 grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-x-3">
          <TextField
            {...field}
            name={`bands.${i}.sizeUpTo`}
            label={`Size up to (${sizeUnit})`}
            placeholder="any"
          />
          <TextField
            {...field}
            name={`bands.${i}.thicknessUpTo`}
            label="Thickness up to (mm)"
            placeholder="any"
          />
          <TextField {...field} name={`bands.${i}.rate`} label="Rate (₹ each)" />
          <Button
            variant="ghost"
            icon={<TrashIcon />}
            aria-label={`Remove band ${i + 1}`}
            disabled={rows === 1}
            onClick={() => setBands((getValues("bands") as Band[]).filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <div className="col-span-3">
        <Button
          variant="secondary"
          icon={<PlusIcon />}
          onClick={() => setBands([...(getValues("bands") as Band[]), EMPTY_BAND])}
        >
          Add band
        </Button>
      </div>
    </SettingsFormDialog>
  );
}
