type ErrorWithFields = { message?: unknown; data?: { fieldErrors?: unknown } | null };

/** The rule's message the server answered with (tRPC keeps it on `.message`). */
export function serverMessage(error: unknown): string {
  const message = (error as ErrorWithFields | null)?.message;
  return typeof message === "string" && message ? message : "Something went wrong. Please try again.";
}

/** field -> message from a tRPC error, or {} (the server sends null when it has none). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = (error as ErrorWithFields | null)?.data?.fieldErrors;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}
