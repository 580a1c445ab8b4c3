import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { serverMessage } from "../../lib/server-error";
import { trpc } from "../../lib/trpc";

/** The server's message for an expired reset link: the page then leaves for / (portal-spec section 4). */
export const TOKEN_EXPIRED = "jwt expired";
export const EXPIRED_REDIRECT_MS = 1500;

/**
 * Verifies a reset token once when the page opens. Answers the failure message (null while checking or
 * when valid); on 'jwt expired' it also goes to / after 1.5 seconds.
 */
export function useVerifyResetToken(token: string): string | null {
  const { mutateAsync: verify } = trpc.auth.verifyResetToken.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    verify({ token }).catch((failure: unknown) => {
      if (!active) return;
      const message = serverMessage(failure);
      setError(message);
      if (message === TOKEN_EXPIRED) {
        timer = setTimeout(() => navigate("/", { replace: true }), EXPIRED_REDIRECT_MS);
      }
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [token, verify, navigate]);

  return error;
}
