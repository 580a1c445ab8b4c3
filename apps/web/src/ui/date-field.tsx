import { type DateFormat, formatDate } from "@kerf/core";
import { type Ref, useEffect, useRef, useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useDateFormat } from "../lib/use-date-format";
import { FormInput } from "./form-input";
import { CalendarIcon } from "./icons";

/** "21-11-2026" (DD-MM-YYYY) or "2026-11-21" (YYYY-MM-DD) as typed, also with / or .: the ISO day, or null. */
export function parseTypedDate(text: string, format: DateFormat): string | null {
  const parts = text.trim().split(/[-/.]/);
  if (parts.length !== 3) return null;
  const [a, b, c] = parts as [string, string, string];
  const [y, m, d] = format === "YYYY-MM-DD" ? [a, b, c] : [c, b, a];
  if (!/^\d{4}$/.test(y) || !/^\d{1,2}$/.test(m) || !/^\d{1,2}$/.test(d)) return null;
  return `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}

function shown(value: string, format: DateFormat): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, format) : value;
}

export type DateFieldProps = {
  label: string;
  /** The company's format, the only one shown and read (not the browser's MM/DD/YYYY). */
  format: DateFormat;
  /** The day as YYYY-MM-DD (or what was typed while it is not a date yet). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  containerClassName?: string;
};

/**
 * A day typed in the company's format (DD-MM-YYYY, or YYYY-MM-DD in reverse mode), with a calendar
 * button for those who prefer to pick. The form holds the ISO day; text that is not a date yet is
 * passed on as typed, so the schema's message ('Invalid date') shows under the field.
 */
export function DateField({
  label,
  format,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  containerClassName,
}: DateFieldProps) {
  const [text, setText] = useState(() => shown(value, format));
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, the picker) shows in the company's format.
  useEffect(() => {
    setText((current) =>
      parseTypedDate(current, format) === value || current === value ? current : shown(value, format),
    );
  }, [value, format]);

  return (
    <FormInput
      label={label}
      name={name}
      ref={inputRef}
      inputMode="numeric"
      autoComplete="off"
      placeholder={format}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseTypedDate(e.target.value, format) ?? e.target.value);
      }}
      onBlur={() => {
        const iso = parseTypedDate(text, format);
        if (iso) setText(formatDate(iso, format));
        onBlur?.();
      }}
      error={error}
      containerClassName={containerClassName}
      rightIcon={
        <>
          <button
            type="button"
            tabIndex={-1}
            aria-label="Open calendar"
            onClick={() => picker.current?.showPicker?.()}
            className="flex size-6 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <CalendarIcon className="size-4" />
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
            value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ""}
            onChange={(e) => {
              if (e.target.value) {
                setText(formatDate(e.target.value, format));
                onChange(e.target.value);
              }
            }}
          />
        </>
      }
    />
  );
}

/**
 * A DateField bound to react-hook-form by name, in the company's date format. `onBlur` runs after the
 * form marks the field touched (the quote header saves then).
 */
export function DateFormField<T extends FieldValues, O>({
  control,
  name,
  onBlur,
  ...shown
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  onBlur?: () => void;
  containerClassName?: string;
}) {
  const format = useDateFormat();
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...shown}
      format={format}
      name={field.name}
      inputRef={field.ref}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      error={fieldState.error?.message}
    />
  );
}
