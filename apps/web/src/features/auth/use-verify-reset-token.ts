import { routes } from "@kerf/core";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { serverMessage } from "../../lib/server-error";
import { trpc } from "../../lib/trpc";

/** The server's message for an expired reset link: the page then leaves for / (portal-spec section 4). */
export const TOKEN_EXPIRED = "jwt expired";
export const EXPIRED_REDIRECT_MS = 1500;

export type ResetTokenState =
  | { status: "checking" }
  | { status: "valid" }
  | { status: "invalid"; message: string };

/**
 * Verifies a reset token once when the page opens: checking, valid, or invalid with the server's
 * message; on 'jwt expired' it also goes to / after 1.5 seconds.
 */
export function useVerifyResetToken(token: string): ResetTokenState {
  const { mutateAsync: verify } = trpc.auth.verifyResetToken.useMutation();
  const [state, setState] = useState<ResetTokenState>({ status: "checking" });
  const [, navigate] = useLocation();

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    verify({ token }).then(
      () => {
        if (active) setState({ status: "valid" });
      },
      (failure: unknown) => {
        if (!active) return;
        const message = serverMessage(failure);
        setState({ status: "invalid", message });
        if (message === TOKEN_EXPIRED) {
          timer = setTimeout(() => navigate(routes.login(), { replace: true }), EXPIRED_REDIRECT_MS);
        }
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [token, verify, navigate]);

  return state;
}
