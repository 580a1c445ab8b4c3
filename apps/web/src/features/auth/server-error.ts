import { TRPCClientError } from "@trpc/client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Shown when the call never got an answer (offline, server down): there is no server message to show. */
export const UNREACHABLE = "Could not reach the server. Check your connection and try again.";

/** The server's message for a failed call (portal-spec section 8), or UNREACHABLE. */
export function serverMessage(error: unknown): string {
  if (error instanceof TRPCClientError && error.data) return error.message;
  return UNREACHABLE;
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
