import { TRPCClientError } from "@trpc/client";
import { sendWithKeepalive, trpcClient } from "../../lib/trpc";

/** While the page is being hidden or left, its last saves must outlive it (lib/trpc's keepalive). */
export const setLeaving = sendWithKeepalive;

/** The order page saves outside React Query, through the app's one client. */
export const syncClient = trpcClient;

export type SaveFailure =
  | { kind: "retry" }
  | { kind: "notFound"; message: string }
  | { kind: "rejected"; message: string; fieldErrors: Record<string, string> };

/**
 * A refusal (4xx) is final until the line changes; anything else (offline, a timeout, a 5xx) is
 * worth trying again. A 401 has ended the session already (lib/session-refused, as for every call);
 * what was typed stays on this device.
 */
export function classifyFailure(error: unknown): SaveFailure {
  if (!(error instanceof TRPCClientError)) return { kind: "retry" };
  const data = error.data as { httpStatus?: number; fieldErrors?: Record<string, string> | null } | undefined;
  const status = data?.httpStatus;
  if (status === undefined || status >= 500 || status === 429 || status === 401) return { kind: "retry" };
  if (status === 404) return { kind: "notFound", message: error.message };
  return { kind: "rejected", message: error.message, fieldErrors: data?.fieldErrors ?? {} };
}

/** 1 s, 2 s, 4 s … up to 30 s, with a little jitter so that tabs do not retry in step. */
export function backoffMs(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.85 + Math.random() * 0.3));
}
