import { Radio, RadioGroup } from "@headlessui/react";
import type { EdgeProfileDefinition } from "@kerf/core";
import { cx } from "../../lib/cx";
import { EXTRA_WORK, SIDE_FINISHES } from "./edge-profile-catalogue";
import { EdgeProfileDrawing } from "./edge-profile-drawing";

export type EdgeProfilePickerProps = {
  /** The catalogue id (edgeProfile1..36), or "" for none yet. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Names the radio group (the visible heading above it). */
  labelledBy: string;
};

/** The 36 catalogue profiles as drawn tiles, in two groups; arrows move between them. */
export function EdgeProfilePicker({ value, onChange, onBlur, error, labelledBy }: EdgeProfilePickerProps) {
  return (
    <div>
      <RadioGroup
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-labelledby={labelledBy}
        aria-invalid={error ? true : undefined}
        className={cx(
          "max-h-[46vh] overflow-y-auto rounded-md border bg-slate-50/60 p-2",
          error ? "border-red-500" : "border-slate-200",
        )}
      >
        <Group title="Along the sides" profiles={SIDE_FINISHES} />
        <Group title="Extra work, in running inches per piece" profiles={EXTRA_WORK} />
      </RadioGroup>
      {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}

function Group({ title, profiles }: { title: string; profiles: readonly EdgeProfileDefinition[] }) {
  return (
    <div className="mb-2 last:mb-0">
      <p className="px-1 pt-1 pb-1.5 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </p>
      <div className="grid grid-cols-4 gap-1.5">
        {profiles.map((profile) => (
          <Radio
            key={profile.id}
            value={profile.id}
            className={cx(
              "group flex cursor-pointer flex-col items-center gap-1 rounded-md bg-white px-1.5 pt-1.5 pb-2 ring-1 ring-slate-200 transition",
              "hover:ring-brand-300 focus:outline-none data-checked:bg-brand-50 data-checked:ring-2 data-checked:ring-brand-600",
              "data-focus:outline-2 data-focus:outline-offset-1 data-focus:outline-brand-600",
            )}
          >
            <EdgeProfileDrawing shape={profile.shape} className="w-20" />
            <span className="text-center text-[11px] leading-tight text-slate-700 group-data-checked:font-medium group-data-checked:text-brand-800">
              {profile.label}
            </span>
          </Radio>
        ))}
      </div>
    </div>
  );
}
