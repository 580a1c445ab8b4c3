import { useId } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { cx } from "../lib/cx";
import { useFieldError } from "./text-field";

/**
 * A short native select bound to react-hook-form (a payment's mode, a credit note's GST rate): the
 * browser's own list suits a handful of fixed choices; `children` are its <option>s.
 */
export function SelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  containerClassName,
  options,
  placeholder,
  onBlur,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  containerClassName?: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty option ("Choose a rate") while there is a choice to make. */
  placeholder?: string | undefined;
  /** Called as the field is left (a form that saves by itself saves then). */
  onBlur?: () => void;
}) {
  const id = useId();
  const error = useFieldError(control, name);
  return (
    <div className={cx("flex flex-col gap-1", containerClassName)}>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        {...control.register(name, onBlur ? { onBlur } : undefined)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      >
        {placeholder && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
