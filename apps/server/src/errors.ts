import type { z } from "zod";

export type AppErrorKind =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "GONE"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE";

export const HTTP_STATUS: Record<AppErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

/**
 * What a service throws when the caller is at fault. tRPC and REST each turn it into their own answer,
 * with the same message.
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** For TOO_MANY_REQUESTS: when to try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** What a client is told of a failure on the server's side: never its cause (that goes to the log). */
export const SERVER_FAILED = "Something went wrong on the server. Please try again.";
export const NOT_AN_OBJECT = "The body must be a JSON object";

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Field -> first message, and the first message overall: the legacy envelope's `errors` and `message`. */
export function describeZodError(error: z.ZodError): {
  message: string;
  fieldErrors: Record<string, string>;
} {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? "Invalid input", fieldErrors };
}

export function validationError(error: z.ZodError): AppError {
  const { message, fieldErrors } = describeZodError(error);
  return new AppError("BAD_REQUEST", message, fieldErrors);
}

/** Parses with a shared schema; a failure is a 400 with the schema's own messages. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
