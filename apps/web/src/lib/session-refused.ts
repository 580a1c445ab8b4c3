import { SESSION_REFUSED_EVENT } from "./http-fetch";
import { getSessionState, logout } from "./session";
import { toastError } from "./toast";

/**
 * What the server says of a live session it no longer holds: the one 401 a call made with a session
 * gets (apps/server's SESSION_ENDED_MESSAGE; the login's own refusals come before there is a session).
 */
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

/**
 * The one reaction to a 401, whichever way the call went (a query, a mutation, the order page's saves,
 * a PDF): the session ends here (logout clears local storage; the logged-out routes then show /login)
 * with a toast. Only a live session ends: a 401 after logout (a call still on its way) has nothing left
 * to end. Calls of the public pages never come here (they do not go through lib/http-error's sessionFetch).
 */
export function sessionRefused() {
  if (!getSessionState().isLogin) return;
  logout();
  toastError(SESSION_ENDED_MESSAGE);
}

// From the app's start (the query client imports this module): every session's call answered 401.
if (typeof window !== "undefined") window.addEventListener(SESSION_REFUSED_EVENT, sessionRefused);
