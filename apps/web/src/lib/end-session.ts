import { serverJson } from "./server-fetch";
import { getAccessToken, logout } from "./session";

/**
 * Ends the session on the server too (a reset link was opened: whoever holds this browser's token must
 * lose it), then here. The call is fire-and-forget: the local part never waits for the network, and
 * `keepalive` lets it finish while the page changes.
 */
export function endSession() {
  const token = getAccessToken();
  if (token) {
    serverJson("/auth/logout", { method: "POST", token, keepalive: true }).catch(() => {});
  }
  logout();
}
