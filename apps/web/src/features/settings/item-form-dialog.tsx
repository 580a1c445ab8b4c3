import { zodResolver } from "@hookform/resolvers/zod";
import { GST_RATES, ITEM_UNITS, type TItemInput, ZItemInput } from "@kerf/core";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { fieldErrorSetter } from "../../lib/server-error";
import { SelectField } from "../../ui/select-field";
import { TextField } from "../../ui/text-field";
import { type SettingsDialogProps, SettingsFormDialog, type SettingsSubmit } from "./settings-form-dialog";
import type { ItemRecord } from "./settings-records";

export type ItemSubmit = SettingsSubmit<TItemInput>;

type ItemFormValues = {
  name: string;
  unit: (typeof ITEM_UNITS)[number];
  rate: string;
  gstRate: string;
  hsnCode: string;
  isService: boolean;
};

const EMPTY: ItemFormValues = {
  name: "",
  unit: "nos",
  rate: "",
  gstRate: "18",
  hsnCode: "",
  isService: false,
};
const FIELDS = Object.keys(EMPTY) as (keyof ItemFormValues)[];

const UNIT_LABELS: Record<(typeof ITEM_UNITS)[number], string> = {
  nos: "nos (each)",
  set: "set",
  pair: "pair",
  rft: "rft (running foot)",
  kg: "kg",
  job: "job",
};

function valuesOf(item: ItemRecord | null): ItemFormValues {
  if (!item) return EMPTY;
  const { name, unit, rate, gstRate, isService } = item;
  return { name, unit, rate, gstRate: gstRate.replace(/\.?0+$/, ""), hsnCode: item.hsnCode ?? "", isService };
}

/** 'Add Item' / 'Edit Item': a fitting, consumable or service with its unit, rate, HSN or SAC and GST %. */
export function ItemFormDialog({
  open,
  item,
  busy,
  onClose,
  onSubmit,
}: SettingsDialogProps<TItemInput> & { item: ItemRecord | null }) {
  const { control, handleSubmit, reset, setError, register } = useForm({
    resolver: zodResolver(ZItemInput),
    mode: "onTouched",
    defaultValues: valuesOf(item),
  });

  useEffect(() => {
    if (open) reset(valuesOf(item));
  }, [open, item, reset]);

  const submit = handleSubmit((values) => onSubmit(values, fieldErrorSetter(FIELDS, setError)));
  const field = { control, autoComplete: "off", inputMode: "decimal" } as const;
  return (
    <SettingsFormDialog
      open={open}
      editing={item !== null}
      busy={busy}
      noun="Item"
      onClose={onClose}
      onReset={() => reset(valuesOf(item))}
      onSubmit={submit}
      className="grid grid-cols-2 gap-x-4 gap-y-1.5"
    >
      <TextField
        control={control}
        name="name"
        label="Item name"
        autoFocus
        autoComplete="off"
        placeholder="e.g. Shower hinge, Transport"
        containerClassName="col-span-2"
      />
      <SelectField
        control={control}
        name="unit"
        label="Unit"
        options={ITEM_UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] }))}
      />
      <TextField {...field} name="rate" label="Rate (₹ per unit)" />
      <SelectField
        control={control}
        name="gstRate"
        label="GST %"
        options={GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
      />
      <TextField
        {...field}
        name="hsnCode"
        label="HSN / SAC (optional)"
        inputMode="numeric"
        placeholder="8302 or 996511"
        hint="Goods: HSN (hinges 8302); services: SAC from 99 (road transport 996511)"
      />
      <label className="col-span-2 flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4" {...register("isService")} />A service (transport, fitting,
        labour): SAC on invoices, never on an e-way bill
      </label>
    </SettingsFormDialog>
  );
}
