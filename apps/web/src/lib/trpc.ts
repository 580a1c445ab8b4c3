import { MAX_TRPC_BATCH, WHOLE_ORDER_PROCEDURES } from "@kerf/core";
import type { AppRouter } from "@kerf/server";
import {
  createTRPCClient,
  getUntypedClient,
  httpBatchLink,
  httpLink,
  type Operation,
  splitLink,
  type TRPCLink,
} from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { sessionFetch } from "./http-error";
import { getAccessToken } from "./session";

const WHOLE_ORDER = new Set(WHOLE_ORDER_PROCEDURES);

/** Typed hooks for every procedure of the server's router: trpc.health.useQuery() and so on. */
export const trpc = createTRPCReact<AppRouter>();

/** An operation may carry its own token: login loads the settings before the session is stored. */
export type CallContext = { accessToken?: string };

let keepalive = false;

/**
 * While the page is being hidden or left, calls go out with `keepalive`, so the browser finishes the
 * order page's last saves after the page is gone (a keepalive body is capped at 64 kB, so only then).
 */
export function sendWithKeepalive(value: boolean) {
  keepalive = value;
}

/**
 * The one link to the server: every tRPC call of the app (and the unit tests' clients) goes through it.
 * Calls on a whole order or quote go on their own: the server refuses a batch of two (WHOLE_ORDER_PROCEDURES).
 */
export function trpcLink(url = "/trpc"): TRPCLink<AppRouter> {
  const options = {
    url,
    // Batched GETs carry their input in the URL; stay under what proxies reliably accept.
    maxURLLength: 2000,
    // Read per request, not once: login and logout change the token without a reload.
    headers({ opList }: { opList: readonly Operation[] }) {
      const own = opList.map((op) => (op.context as CallContext).accessToken).find(Boolean);
      const token = own ?? getAccessToken();
      return token ? { access_token: token } : {};
    },
    // Every call gets the timeout and fails as one of the HTTP kinds (lib/http-error), which the
    // query client reacts to; a 401 ends the session where it comes in (lib/session-refused).
    fetch: (input: RequestInfo | URL, init?: unknown) =>
      sessionFetch(input, { ...(init as RequestInit), keepalive }),
  };
  return splitLink({
    condition: (op) => WHOLE_ORDER.has(op.path),
    true: httpLink({ ...options, headers: ({ op }) => options.headers({ opList: [op] }) }),
    // The server refuses a batch of more calls (MAX_TRPC_BATCH).
    false: httpBatchLink({ ...options, maxItems: MAX_TRPC_BATCH }),
  });
}

/** The one client: React Query's hooks and the code outside React (the order page's saves) share it. */
export const trpcClient = createTRPCClient<AppRouter>({ links: [trpcLink()] });

/** The same client as the hooks' Provider takes it. */
export const trpcUntypedClient = getUntypedClient(trpcClient);
