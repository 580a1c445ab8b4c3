// The one fetch of the app, without imports: the public pages (no session, no tRPC) take it alone,
// so that reaching it does not pull the session's modules into their chunk or out of the first page's.

/**
 * What went wrong with a call, in the kinds of portal-spec section 8: no answer in time, no answer at
 * all, an answer that is not the expected JSON, or a status outside 200-299 with its body.
 */
export type HttpFailure =
  | { kind: "TIMEOUT_ERROR" }
  | { kind: "FETCH_ERROR" }
  | { kind: "PARSING_ERROR" }
  | { kind: "HTTP"; status: number; body: unknown };

/** The event a session's call that was answered 401 raises on window (lib/http-error, lib/session-refused). */
export const SESSION_REFUSED_EVENT = "kerf:session-refused";

/** How long a call may go unanswered before it counts as a TIMEOUT_ERROR. */
export const DEFAULT_HTTP_TIMEOUT_MS = 15_000;

/**
 * Timeout or network failure. Screens show it through lib/server-error too: one text, so that a screen
 * toasting it and the global handler make one toast.
 */
export const UNREACHABLE_MESSAGE = "Could not reach the server. Check your connection and try again.";
/** A 2xx whose body could not be read: the call may have done its work, so reloading beats repeating it. */
export const UNREADABLE_MESSAGE =
  "The server's answer could not be read. Reload the page to see what was saved.";
/** A 5xx that carries no message of its own. */
export const SERVER_FAULT_MESSAGE = "Something went wrong on the server. Please try again in a moment.";

export function messageFor(failure: HttpFailure): string {
  switch (failure.kind) {
    case "TIMEOUT_ERROR":
    case "FETCH_ERROR":
      return UNREACHABLE_MESSAGE;
    case "PARSING_ERROR":
      return UNREADABLE_MESSAGE;
    case "HTTP":
      return failure.status >= 500
        ? SERVER_FAULT_MESSAGE
        : `The server refused the request (HTTP ${failure.status}).`;
  }
}

/** A failed call, thrown by httpFetch; tRPC passes it on as the `cause` of its TRPCClientError. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly failure: HttpFailure,
    options?: ErrorOptions,
  ) {
    super(messageFor(failure), options);
  }
}

/**
 * Read at every call, so a browser test can shorten it on a page it has open (Playwright's evaluate or
 * addInitScript, which the CSP does not block, unlike an inline script); the built app never sets it.
 */
function timeoutMs(): number {
  const override = (globalThis as { __KERF_HTTP_TIMEOUT_MS__?: unknown }).__KERF_HTTP_TIMEOUT_MS__;
  return typeof override === "number" && override > 0 ? override : DEFAULT_HTTP_TIMEOUT_MS;
}

/** Objects and arrays only: a bare string or number is not an answer any procedure gives. */
function isExpectedJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null;
  } catch {
    return false;
  }
}

/** What a call expects back. */
export type CallOptions = {
  /** A file (a PDF): a 2xx body is passed on unread; a refusal is still JSON. */
  file?: boolean;
};

/**
 * window.fetch for every call of the app (the tRPC link, lib/server-fetch, the public pages): gives up
 * after the timeout and turns every failure into an HttpError of its kind. A non-2xx answer in JSON is
 * passed on untouched, so tRPC still builds its error from it (the rule's message, data.httpStatus,
 * data.fieldErrors); one that is not JSON (a proxy's error page) becomes an HTTP HttpError with the text
 * as its body. A session's calls go through lib/http-error's sessionFetch, which adds the 401.
 */
export async function httpFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
  call: CallOptions = {},
): Promise<Response> {
  const controller = new AbortController();
  // The caller may still cancel (a query nobody waits for any more): that stays an abort, not a failure.
  const caller = init.signal;
  const followCaller = () => controller.abort(caller?.reason);
  if (caller?.aborted) followCaller();
  else caller?.addEventListener("abort", followCaller, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs());

  try {
    const response = await fetch(input, { ...init, signal: controller.signal });
    if (call.file && response.ok) return response;
    // The body is read under the same timeout: a server that stalls halfway is as unreachable as a silent one.
    const text = await response.clone().text();
    if (isExpectedJson(text)) return response;
    throw new HttpError(
      response.ok ? { kind: "PARSING_ERROR" } : { kind: "HTTP", status: response.status, body: text },
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (timedOut) throw new HttpError({ kind: "TIMEOUT_ERROR" }, { cause: error });
    if (caller?.aborted) throw error;
    throw new HttpError({ kind: "FETCH_ERROR" }, { cause: error });
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener("abort", followCaller);
  }
}
