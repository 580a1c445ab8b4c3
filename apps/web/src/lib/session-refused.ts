import { getSessionState, logout } from "./session";
import { toastError } from "./toast";

/** What a 401 says when its body carries no message of its own. */
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

/** The message of a refusal's body: tRPC's error (alone or first of a batch) or REST's envelope. */
function messageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
    if (typeof first !== "object" || first === null) return null;
    const { error, message } = first as { error?: { message?: unknown }; message?: unknown };
    const text = error?.message ?? message;
    return typeof text === "string" && text ? text : null;
  } catch {
    return null;
  }
}

/**
 * The one reaction to a 401, whichever way the call went (a query, a mutation, the order page's saves,
 * a PDF): the session ends here (logout clears local storage; the logged-out routes then show /login)
 * with the server's message as a toast. Only a live session ends: a 401 after logout (a call still on
 * its way) has nothing left to end. Calls of the public pages never come here (lib/http-error).
 */
export function sessionRefused(body: string) {
  if (!getSessionState().isLogin) return;
  logout();
  toastError(messageOf(body) ?? SESSION_ENDED_MESSAGE);
}
