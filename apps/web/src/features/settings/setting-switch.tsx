import { Description, Field, Label, Switch } from "@headlessui/react";
import type { ReactNode } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";

export type SettingSwitchProps<T extends FieldValues> = {
  control: Control<T>;
  /** A yes/no field of the form. */
  name: Path<T>;
  label: string;
  help: ReactNode;
};

/** An on/off option of a form with its explanation; the whole row's text names the switch. */
export function SettingSwitch<T extends FieldValues>({ control, name, label, help }: SettingSwitchProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Field className="flex items-start justify-between gap-6 border-b border-slate-100 py-2.5 first:pt-0 last:border-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <Label className="text-sm font-medium text-slate-800">{label}</Label>
        <Description className="mt-0.5 text-xs leading-snug text-slate-500">{help}</Description>
      </div>
      {/* A 48 px target around a 36 x 20 px track: a thumb hits it on a phone (issue 33). */}
      <Switch
        checked={!!field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className="group -my-3 -mr-1.5 inline-flex size-12 shrink-0 cursor-pointer items-center justify-center focus:outline-none"
      >
        <span className="relative inline-flex h-5 w-9 items-center rounded-full bg-slate-300 transition-colors group-data-checked:bg-brand-600 group-data-focus:outline-2 group-data-focus:outline-offset-2 group-data-focus:outline-brand-600">
          <span
            aria-hidden="true"
            className="size-4 translate-x-0.5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform group-data-checked:translate-x-[1.125rem]"
          />
        </span>
      </Switch>
    </Field>
  );
}
