import { routes } from "@kerf/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { logout } from "../../lib/session";
import { trpc } from "../../lib/trpc";

/**
 * Logout: the server deletes the session, then this browser forgets it (local storage and the query
 * cache) and shows /login. The local part happens even when the call fails: whoever clicks Logout
 * must end up logged out, and a session the server still holds expires on its own.
 */
export function useLogout() {
  const { mutateAsync, isPending } = trpc.auth.logout.useMutation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const run = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      // See above: a failed call changes nothing here.
    } finally {
      logout();
      queryClient.clear();
      navigate(routes.login(), { replace: true });
    }
  }, [mutateAsync, queryClient, navigate]);

  return { logout: run, isPending };
}
