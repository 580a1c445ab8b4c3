import { Radio, RadioGroup } from "@headlessui/react";
import { cx } from "../../lib/cx";

export type Choice<V extends string> = { label: string; value: V };

export type SegmentedChoiceProps<V extends string> = {
  options: readonly Choice<V>[];
  /** null when nothing is chosen (then no segment is pressed). */
  value: V | null;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** The id of the text naming the group. */
  labelledBy: string;
  invalid?: boolean;
};

/** Two or three exclusive options side by side, as radios: arrows move between them. */
export function SegmentedChoice<V extends string>({
  options,
  value,
  onChange,
  onBlur,
  labelledBy,
  invalid,
}: SegmentedChoiceProps<V>) {
  return (
    <RadioGroup
      value={value ?? undefined}
      onChange={onChange}
      onBlur={onBlur}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      className={cx(
        "inline-flex rounded-md bg-slate-100 p-0.5 ring-1",
        invalid ? "ring-red-500" : "ring-slate-200",
      )}
    >
      {options.map((option) => (
        <Radio
          key={option.value}
          value={option.value}
          className={cx(
            "h-8 cursor-pointer rounded px-3 text-xs font-medium leading-8 whitespace-nowrap text-slate-600 transition-colors select-none",
            "hover:text-slate-900 data-checked:bg-white data-checked:text-brand-700 data-checked:shadow-sm data-checked:ring-1 data-checked:ring-slate-200",
            "focus:outline-none data-focus:outline-2 data-focus:outline-offset-1 data-focus:outline-brand-600",
          )}
        >
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
