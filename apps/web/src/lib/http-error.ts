import { TRPCClientError } from "@trpc/client";
import {
  type CallOptions,
  HttpError,
  type HttpFailure,
  httpFetch,
  messageFor,
  SESSION_REFUSED_EVENT,
} from "./http-fetch";

/**
 * httpFetch for a session's calls (the tRPC link, lib/server-fetch). A 401 (the server's answers are
 * JSON, so it comes as a response) is announced to the one place that ends a session
 * (lib/session-refused, listening from the query client's start) as an event rather than imported
 * here: importing the session's modules into this one splits React out of the first page's script.
 */
export async function sessionFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
  call: CallOptions = {},
): Promise<Response> {
  const response = await httpFetch(input, init, call);
  if (response.status === 401 && typeof window !== "undefined")
    window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
  return response;
}

type ServerErrorData = { httpStatus?: unknown; fieldErrors?: unknown } | undefined;

/**
 * The kind of any error a tRPC call rejects with: an HttpError from httpFetch (bare, or as the cause of
 * a TRPCClientError), or the server's own tRPC error with its status and error body. Null for anything
 * else (a cancelled call, a bug in a screen).
 */
export function httpFailureOf(error: unknown): HttpFailure | null {
  if (error instanceof HttpError) return error.failure;
  if (!(error instanceof TRPCClientError)) return null;
  if (error.cause instanceof HttpError) return error.cause.failure;
  const status = (error.data as ServerErrorData)?.httpStatus;
  return typeof status === "number" ? { kind: "HTTP", status, body: error.shape } : null;
}

/** The server's per-field messages, when the refusal is about fields a form shows. */
export function hasFieldErrors(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const fieldErrors = (error.data as ServerErrorData)?.fieldErrors;
  return typeof fieldErrors === "object" && fieldErrors !== null && Object.keys(fieldErrors).length > 0;
}

/**
 * What to tell the user about a failure: the server's message when it sent one (a 429's says when to
 * try again), else the text of the kind (a generic one for a bare 5xx).
 */
export function failureMessage(error: unknown, failure: HttpFailure): string {
  const fromServer = failure.kind === "HTTP" && error instanceof TRPCClientError && error.data !== undefined;
  return fromServer && error.message ? error.message : messageFor(failure);
}
