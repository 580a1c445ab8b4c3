import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "../lib/cx";

type CommonProps = {
  label: ReactNode;
  /**
   * The message under the field. Pass react-hook-form's `errors.x?.message` with `mode: "onTouched"`:
   * the form then reports it only once the field is touched (blurred) and invalid, or after a submit.
   */
  error?: string | undefined;
  /** Small grey text under the field when there is no error. */
  hint?: ReactNode;
  /** Inside the field on the right, e.g. <PasswordToggle>; keep it to one small icon or icon button. */
  rightIcon?: ReactNode;
  /** Hides the label visually (still read by screen readers), for dense toolbars like a search box. */
  hideLabel?: boolean;
  /** Classes for the wrapper (width, grid placement); `className` styles the field itself. */
  containerClassName?: string;
};

export type SingleLineInputProps = CommonProps & { multiline?: false } & ComponentPropsWithRef<"input">;
export type MultiLineInputProps = CommonProps & { multiline: true } & ComponentPropsWithRef<"textarea">;
export type FormInputProps = SingleLineInputProps | MultiLineInputProps;

const FIELD =
  "block w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors " +
  "placeholder:text-slate-400 focus:outline-none focus:ring-2 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600";
const OK = "border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:ring-brand-600/20";
const BAD = "border-red-500 focus:border-red-600 focus:ring-red-600/20";

/**
 * A labelled text field, single-line (<input>) or multi-line (`multiline`, a <textarea>). Spread
 * react-hook-form's `register("name")` into it: `ref`, `name`, `onChange` and `onBlur` pass through.
 *
 *   <FormInput label="Email" type="email" autoComplete="email" {...register("email")} error={errors.email?.message} />
 */
export function FormInput(props: FormInputProps) {
  const generatedId = useId();
  const { label, error, hint, rightIcon, hideLabel, containerClassName, className, id, ...field } = props;
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error || hint;

  const shared = {
    id: inputId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": message ? messageId : undefined,
    className: cx(FIELD, error ? BAD : OK, rightIcon ? "pr-10 max-md:pr-13" : undefined, className),
  };

  return (
    <div className={cx("flex flex-col gap-1", containerClassName)}>
      <label htmlFor={inputId} className={cx("text-xs font-medium text-slate-700", hideLabel && "sr-only")}>
        {label}
      </label>
      <div className="relative">
        {field.multiline ? (
          <textarea
            rows={3}
            {...withoutMultiline(field as MultiLineInputProps)}
            {...shared}
            className={cx(shared.className, "min-h-16 resize-y py-2 leading-5")}
          />
        ) : (
          <input
            type="text"
            {...withoutMultiline(field as SingleLineInputProps)}
            {...shared}
            className={cx(shared.className, "h-9")}
          />
        )}
        {rightIcon && (
          <div
            className={cx(
              "absolute right-1 flex items-center text-slate-400 max-md:right-0",
              field.multiline ? "top-1" : "inset-y-0",
            )}
          >
            {rightIcon}
          </div>
        )}
      </div>
      {/* The line is kept even when empty (except in dense toolbars): an error appearing on blur must not
          move the button below it between mousedown and mouseup, which would swallow the click. */}
      {(message || !hideLabel) && (
        <p
          id={messageId}
          className={cx("min-h-4 text-xs leading-4", error ? "text-red-600" : "text-slate-500")}
        >
          {message}
        </p>
      )}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, "multiline"> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
