import { getAccessToken, logout } from "./session";
import { trpcClient } from "./trpc";

/**
 * Ends the session on the server too (a reset link was opened: whoever holds this browser's token must
 * lose it), then here, through the app's one client. The local part never waits for the network: the
 * call carries the token it ends, and its answer (a 401 when it had ended already) finds no session.
 */
export function endSession() {
  const token = getAccessToken();
  if (token) trpcClient.auth.logout.mutate(undefined, { context: { accessToken: token } }).catch(() => {});
  logout();
}
