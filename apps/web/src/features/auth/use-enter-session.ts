import { routes } from "@kerf/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { login, type User } from "../../lib/session";
import { trpc } from "../../lib/trpc";

/** What auth.login and auth.signup answer. */
export type AuthResult = { accessToken: string; user: User; isRegistered: boolean };

/**
 * After a successful login or sign-up (portal-spec section 4): load the session's settings into the
 * query cache (failures only logged), store the session, then open /dashboard.
 */
export function useEnterSession() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();

  return useCallback(
    async ({ accessToken, user, isRegistered }: AuthResult) => {
      // Lists cached for an earlier session in this tab must not show in this one.
      queryClient.clear();
      // Loaded when a login succeeds, not with the login page: the first page stays under its budget.
      const { loadSessionSettings } = await import("./load-session-settings");
      await loadSessionSettings(utils, accessToken);
      login({ accessToken, user, isRegistered });
      navigate(routes.dashboard(), { replace: true });
    },
    [queryClient, utils, navigate],
  );
}
