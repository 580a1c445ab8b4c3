import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { login, replaceSettings, type User } from "../../lib/session";
import { loadSessionSettings } from "./load-session-settings";

/** What auth.login and auth.signup answer. */
export type AuthResult = { accessToken: string; user: User; isRegistered: boolean };

/**
 * After a successful login or sign-up (portal-spec section 4): load the session's settings (failures
 * only logged), store the session and the settings, then open /dashboard.
 */
export function useEnterSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  return useCallback(
    async ({ accessToken, user, isRegistered }: AuthResult) => {
      const settings = await loadSessionSettings(accessToken);
      // Lists cached for an earlier session in this tab must not show in this one.
      queryClient.clear();
      login({ accessToken, user, isRegistered });
      replaceSettings(settings);
      navigate("/dashboard", { replace: true });
    },
    [queryClient, navigate],
  );
}
