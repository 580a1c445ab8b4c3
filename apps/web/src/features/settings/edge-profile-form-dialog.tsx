import { zodResolver } from "@hookform/resolvers/zod";
import { type TEdgeProfileInput, ZEdgeProfileInput } from "@kerf/core";
import { useEffect, useId } from "react";
import {
  Controller,
  type DefaultValues,
  type UseFormRegisterReturn,
  useForm,
  useWatch,
} from "react-hook-form";
import { cx } from "../../lib/cx";
import { fieldErrorSetter } from "../../lib/server-error";
import { TextField } from "../../ui/text-field";
import { areaInputsText, catalogueEntry } from "./edge-profile-catalogue";
import { EdgeProfileDrawing } from "./edge-profile-drawing";
import { EdgeProfilePicker } from "./edge-profile-picker";
import { type SettingsDialogProps, SettingsFormDialog, type SettingsSubmit } from "./settings-form-dialog";
import type { EdgeProfileRecord } from "./settings-records";

type SaveAs = TEdgeProfileInput["saveAsEdgeProfile"];
type ProfileFormInput = (typeof ZEdgeProfileInput)["_zod"]["input"];

function valuesOf(profile: EdgeProfileRecord | null): DefaultValues<ProfileFormInput> {
  return {
    edgeProfileName: profile?.catalogueValue ?? "",
    // Nothing chosen when adding: the user says how it is named (' Please select any one' otherwise).
    saveAsEdgeProfile: profile?.saveAsEdgeProfile,
    customEdgeProfileName: profile?.saveAsEdgeProfile === "byName" ? (profile.edgeProfileName ?? "") : "",
    edgeProfileRate: profile?.edgeProfileRate ?? "",
  };
}

const FIELDS = ["edgeProfileName", "saveAsEdgeProfile", "customEdgeProfileName", "edgeProfileRate"] as const;

export type EdgeProfileSubmit = SettingsSubmit<TEdgeProfileInput>;

export type EdgeProfileFormDialogProps = SettingsDialogProps<TEdgeProfileInput> & {
  /** null adds a profile; a saved profile edits it. */
  profile: EdgeProfileRecord | null;
};

/** The edge profile form of portal-spec section 3: a catalogue profile, how it is named, its rate. */
export function EdgeProfileFormDialog({
  open,
  profile,
  busy,
  onClose,
  onSubmit,
}: EdgeProfileFormDialogProps) {
  const saveAsErrorId = useId();
  const pickerLabelId = useId();
  const editing = profile !== null;
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    ProfileFormInput,
    unknown,
    TEdgeProfileInput
  >({
    resolver: zodResolver(ZEdgeProfileInput),
    mode: "onTouched",
    defaultValues: valuesOf(profile),
  });
  const { errors } = formState;
  const [catalogueId, saveAs] = useWatch({ control, name: ["edgeProfileName", "saveAsEdgeProfile"] });
  const entry = catalogueEntry(catalogueId);

  useEffect(() => {
    if (open) reset(valuesOf(profile));
  }, [open, profile, reset]);

  const submit = handleSubmit((values) =>
    onSubmit(
      // A custom name only means something when saving by name.
      values.saveAsEdgeProfile === "byName" ? values : { ...values, customEdgeProfileName: undefined },
      fieldErrorSetter(FIELDS, setError),
    ),
  );

  return (
    <SettingsFormDialog
      open={open}
      editing={editing}
      busy={busy}
      noun="Edge Profile"
      size="xl"
      onClose={onClose}
      onReset={() => reset(valuesOf(profile))}
      onSubmit={submit}
      className="grid grid-cols-[minmax(0,1fr)_15rem] gap-5"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p id={pickerLabelId} className="text-xs font-medium text-slate-700">
          Edge profile
        </p>
        <Controller
          name="edgeProfileName"
          control={control}
          render={({ field, fieldState }) => (
            <EdgeProfilePicker
              value={String(field.value ?? "")}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              labelledBy={pickerLabelId}
            />
          )}
        />
      </div>

      <div className="flex flex-col gap-3">
        <SelectedProfile entry={entry} />

        <fieldset aria-describedby={errors.saveAsEdgeProfile ? saveAsErrorId : undefined}>
          <legend className="mb-1.5 text-xs font-medium text-slate-700">Save as</legend>
          <div className="flex flex-col gap-1.5">
            <SaveAsOption
              value="byDefault"
              label="By catalogue name"
              hint={entry ? `Listed as "${entry.label}"` : "Listed under the profile's own name"}
              checked={saveAs === "byDefault"}
              {...register("saveAsEdgeProfile")}
            />
            <SaveAsOption
              value="byName"
              label="By a name of my own"
              hint="e.g. the name your customers use"
              checked={saveAs === "byName"}
              {...register("saveAsEdgeProfile")}
            />
          </div>
          {errors.saveAsEdgeProfile && (
            <p id={saveAsErrorId} className="mt-1 text-xs text-red-600">
              {errors.saveAsEdgeProfile.message}
            </p>
          )}
        </fieldset>

        {saveAs === "byName" && (
          <TextField control={control} name="customEdgeProfileName" label="Profile name" autoComplete="off" />
        )}
        <TextField
          control={control}
          name="edgeProfileRate"
          label="Rate (₹ per running ft)"
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
    </SettingsFormDialog>
  );
}

function SelectedProfile({ entry }: { entry: ReturnType<typeof catalogueEntry> }) {
  if (!entry) {
    return (
      <div className="flex h-[7.25rem] items-center justify-center rounded-md border border-dashed border-slate-300 px-4 text-center text-xs text-slate-500">
        Pick a profile from the catalogue
      </div>
    );
  }
  const inputs = areaInputsText(entry);
  return (
    <div className="flex items-center gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      <EdgeProfileDrawing shape={entry.shape} className="w-20" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{entry.label}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {inputs ? (
            <>
              Extra running inches per piece: <span className="font-medium text-slate-700">{inputs}</span>{" "}
              (defaults)
            </>
          ) : (
            "Runs along the sides of the edge selection"
          )}
        </p>
      </div>
    </div>
  );
}

type SaveAsOptionProps = UseFormRegisterReturn<"saveAsEdgeProfile"> & {
  value: SaveAs;
  label: string;
  hint: string;
  checked: boolean;
};

function SaveAsOption({ value, label, hint, checked, ...field }: SaveAsOptionProps) {
  return (
    <label
      className={cx(
        "flex cursor-pointer items-start gap-2.5 rounded-md px-3 py-2 ring-1 transition-colors",
        checked ? "bg-brand-50 ring-brand-600" : "ring-slate-200 hover:bg-slate-50",
      )}
    >
      <input type="radio" value={value} className="mt-0.5 size-4 accent-brand-600" {...field} />
      <span className="min-w-0">
        <span className="block text-sm text-slate-800">{label}</span>
        <span className="block truncate text-xs text-slate-500">{hint}</span>
      </span>
    </label>
  );
}
