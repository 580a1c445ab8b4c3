import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { failureMessage, hasFieldErrors, httpFailureOf } from "./http-error";
// The one reaction to a 401 listens from here on (lib/http-error announces each).
import "./session-refused";
import { toastError } from "./toast";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
  }
}

/**
 * The one reaction to a failed call. Who shows what:
 *
 * - No answer (TIMEOUT_ERROR, FETCH_ERROR) or an unreadable one (PARSING_ERROR): always here, for
 *   queries and mutations alike, as one red toast; a screen does not show these itself. Nothing is reset:
 *   a form keeps what was typed, ready to send again.
 * - 401: not here: every call's fetch hands it to lib/session-refused, the one place a session ends,
 *   so the order page's saves and the PDFs, which are not React Query's, end it the same way.
 * - Any other status of a MUTATION: the screen that sent it, because it knows where the user is looking
 *   (under the login form, beside a field, a toast over the dialog); every mutation call site catches its
 *   error for that. Nothing is shown here, so nothing is shown twice.
 * - Any other status of a QUERY (429, 409, 5xx …): a toast with the server's message (a 429's says when to
 *   try again; a bare 5xx gets a generic text), except a 404 (the screen shows 'not found'), a 400 with
 *   field messages (a form shows them), and a query declared with `meta: { handlesErrors: true }`
 *   because its screen shows the failure in place.
 *
 * Toasts are keyed by their text (lib/toast), so a burst of failures (every query of a screen after the
 * connection drops) is one toast, and a screen that still toasts the same text adds nothing.
 */
function react(error: unknown, refusalsShownHere: boolean) {
  const failure = httpFailureOf(error);
  // Not an HTTP failure (a cancelled call): nothing to tell the user.
  if (failure === null) return;
  if (failure.kind !== "HTTP") {
    toastError(failureMessage(error, failure));
    return;
  }
  // Already reacted to where the answer came in (lib/session-refused).
  if (failure.status === 401) return;
  if (!refusalsShownHere || failure.status === 404 || hasFieldErrors(error)) return;
  toastError(failureMessage(error, failure));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => react(error, query.meta?.handlesErrors !== true),
    }),
    mutationCache: new MutationCache({
      onError: (error) => react(error, false),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // One more try for a dropped connection or a 5xx; a 4xx answers the same again, and a timeout
        // has already made the user wait long enough.
        retry: (failures, error) => {
          const failure = httpFailureOf(error);
          const worthRetrying =
            failure?.kind === "FETCH_ERROR" || (failure?.kind === "HTTP" && failure.status >= 500);
          return failures < 1 && worthRetrying;
        },
      },
      mutations: { retry: false },
    },
  });
}
