import { MAX_TRPC_BATCH } from "@kerf/core";
import type { AppRouter } from "@kerf/server";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { httpFetch } from "../../lib/http-error";
import { getAccessToken, getSessionState, logout } from "../../lib/session";

let leaving = false;

/**
 * While the page is being hidden or left, saves go out with `keepalive` so the browser finishes them
 * after the page is gone (a keepalive body is capped at 64 kB, so only then).
 */
export function setLeaving(value: boolean) {
  leaving = value;
}

/** The order page's own client: its saves must survive the page closing, which the app's client does not need. */
export const syncClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "/trpc",
      maxURLLength: 2000,
      // The server refuses a batch of more calls (MAX_TRPC_BATCH).
      maxItems: MAX_TRPC_BATCH,
      headers() {
        const token = getAccessToken();
        return token ? { access_token: token } : {};
      },
      // The app's HTTP layer, so a save that hangs times out and is retried like any other failure.
      fetch: (input, init) => httpFetch(input, { ...(init as RequestInit), keepalive: leaving }),
    }),
  ],
});

export type SaveFailure =
  | { kind: "retry" }
  | { kind: "notFound"; message: string }
  | { kind: "rejected"; message: string; fieldErrors: Record<string, string> };

/**
 * A refusal (4xx) is final until the line changes; anything else (offline, a timeout, a 5xx) is
 * worth trying again. A 401 ends the session, as everywhere in the app.
 */
export function classifyFailure(error: unknown): SaveFailure {
  if (!(error instanceof TRPCClientError)) return { kind: "retry" };
  const data = error.data as { httpStatus?: number; fieldErrors?: Record<string, string> | null } | undefined;
  const status = data?.httpStatus;
  if (status === undefined || status >= 500 || status === 429) return { kind: "retry" };
  if (status === 401) {
    if (getSessionState().isLogin) logout();
    return { kind: "retry" };
  }
  if (status === 404) return { kind: "notFound", message: error.message };
  return { kind: "rejected", message: error.message, fieldErrors: data?.fieldErrors ?? {} };
}

/** 1 s, 2 s, 4 s … up to 30 s, with a little jitter so that tabs do not retry in step. */
export function backoffMs(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.85 + Math.random() * 0.3));
}
