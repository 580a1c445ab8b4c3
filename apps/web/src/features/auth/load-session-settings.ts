import { MAX_TRPC_BATCH } from "@kerf/core";
import type { AppRouter } from "@kerf/server";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { httpFetch } from "../../lib/http-error";
import type { Settings } from "../../lib/session";

/**
 * The settings a fresh session starts with (portal-spec section 4): the material options, the edge
 * profile options with the edge selections (one call), and the general settings. Each load that fails
 * is only logged: entering the app never waits on a broken list.
 *
 * It runs with the new token before the session is stored, so the login screen keeps its spinner until
 * the app opens with its lists in place (storing the session switches to the logged-in routes at once).
 */
export async function loadSessionSettings(accessToken: string): Promise<Partial<Settings>> {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: "/trpc",
        maxItems: MAX_TRPC_BATCH,
        headers: { access_token: accessToken },
        fetch: httpFetch,
      }),
    ],
  });
  const [materials, edges, general] = await Promise.allSettled([
    client.settings.materials.list.query(),
    client.settings.edgeProfiles.list.query(),
    client.settings.general.get.query(),
  ]);

  const settings: Partial<Settings> = {};
  if (materials.status === "fulfilled") settings.materialOptions = materials.value;
  else console.error("Loading the material options failed", materials.reason);
  if (edges.status === "fulfilled") {
    settings.edgeProfileOption = edges.value.edgeProfiles;
    settings.edgeSelectionOption = edges.value.edgeSelections;
  } else console.error("Loading the edge profiles and edge selections failed", edges.reason);
  if (general.status === "fulfilled") settings.commonSetting = general.value.commonSetting;
  else console.error("Loading the general settings failed", general.reason);
  return settings;
}
