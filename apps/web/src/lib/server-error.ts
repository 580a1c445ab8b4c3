import { TRPCClientError } from "@trpc/client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { failureMessage, httpFailureOf } from "./http-error";

/**
 * What a screen tells the user about a failed call: the server's message (portal-spec section 8), or the
 * text of the failure's kind (server unreachable, answer unreadable, a bare 5xx).
 */
export function serverMessage(error: unknown): string {
  return failureMessage(error, httpFailureOf(error) ?? { kind: "FETCH_ERROR" });
}

/** The server's per-field messages ({ current_password: "Current password is incorrect" }), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors = (error.data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  return typeof fieldErrors === "object" && fieldErrors !== null
    ? (fieldErrors as Record<string, string>)
    : {};
}

/**
 * Puts the server's per-field messages under the form's own fields; answers false when none of them
 * belongs to this form, so the caller shows the message under the form instead.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const messages = serverFieldErrors(error);
  let shown = false;
  for (const field of fields) {
    const message = messages[field];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * A `(field, message)` callback for a form's own save handler: the server's message goes under the
 * field when it is one of the form's, and is dropped otherwise (the handler shows it elsewhere).
 */
export function fieldErrorSetter<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): (field: string, message: string) => void {
  return (field, message) => {
    const known = fields.find((f) => f === field);
    if (known) setError(known, { type: "server", message });
  };
}
