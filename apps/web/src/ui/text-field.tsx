import {
  type Control,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  useFormState,
} from "react-hook-form";
import { upperCased } from "./field-presets";
import { FormInput, type MultiLineInputProps, type SingleLineInputProps } from "./form-input";
import { PasswordInput } from "./password-input";

/** What the form registration sets; everything else is the input's own (label, hint, autoComplete…). */
type Registered = "name" | "ref" | "onChange" | "onBlur" | "error";

type Binding<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** react-hook-form's register options, e.g. `{ onBlur }` to save as the field is left. */
  rules?: RegisterOptions<T, FieldPath<T>>;
  /** Capitals as typed (a GSTIN): the value the form holds is upper-cased, not only its look. */
  upperCase?: boolean;
};

export type TextFieldProps<T extends FieldValues, O = T> = Binding<T, O> &
  (Omit<SingleLineInputProps, Registered> | Omit<MultiLineInputProps, Registered>);

/**
 * A form's labelled field bound to react-hook-form by name: registered, with its message underneath
 * (the schema's, or the server's put there with setError). `type="password"` adds the show/hide toggle.
 *
 *   <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
 */
export function TextField<T extends FieldValues, O = T>({
  control,
  name,
  rules,
  upperCase,
  ...input
}: TextFieldProps<T, O>) {
  const error = useFieldError(control, name);
  const registered = control.register(name, rules);
  const field = { ...(upperCase ? upperCased(registered) : registered), error };

  if (!input.multiline && input.type === "password") {
    const { type: _password, ...rest } = input;
    return <PasswordInput {...rest} {...field} />;
  }
  return <FormInput {...(input as SingleLineInputProps)} {...field} />;
}

/** A field's message (the schema's, or the server's put there with setError); only its own changes re-render. */
export function useFieldError<T extends FieldValues, O>(
  control: Control<T, unknown, O>,
  name: FieldPath<T>,
): string | undefined {
  const { errors } = useFormState({ control, name, exact: true });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}
