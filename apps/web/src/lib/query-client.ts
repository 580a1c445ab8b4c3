import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { getSessionState, logout } from "./session";

function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === "number" ? status : undefined;
}

// A 401 on any call means the stored token is no longer a session (expired, or ended elsewhere): leave
// the shell for /login instead of showing screens that can only fail.
function endSessionOnUnauthorized(error: unknown) {
  if (httpStatusOf(error) === 401 && getSessionState().isLogin) logout();
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; only network trouble and 5xx deserve one more try.
        retry: (failures, error) => {
          const status = httpStatusOf(error);
          return failures < 1 && (status === undefined || status >= 500);
        },
      },
      mutations: { retry: false },
    },
  });
}
