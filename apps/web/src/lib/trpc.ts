import { MAX_TRPC_BATCH } from "@kerf/core";
import type { AppRouter } from "@kerf/server";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { httpFetch } from "./http-error";
import { getAccessToken } from "./session";

/** Typed hooks for every procedure of the server's router: trpc.health.useQuery() and so on. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        // Batched GETs carry their input in the URL; stay under what proxies reliably accept.
        maxURLLength: 2000,
        // The server refuses a batch of more calls (MAX_TRPC_BATCH).
        maxItems: MAX_TRPC_BATCH,
        // Read per request, not once: login and logout change the token without a reload.
        headers() {
          const token = getAccessToken();
          return token ? { access_token: token } : {};
        },
        // Every call gets the timeout and fails as one of the HTTP kinds (lib/http-error), which the
        // query client reacts to.
        fetch: httpFetch,
      }),
    ],
  });
}
