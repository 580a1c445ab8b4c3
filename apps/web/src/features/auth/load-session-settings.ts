import { type trpc, trpcClient } from "../../lib/trpc";

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * The settings a fresh session starts with (portal-spec section 4): the material options, the edge
 * profile options with the edge selections (one call), and the general settings, put into React
 * Query's cache where every screen reads them. Each load that fails is only logged: entering the app
 * never waits on a broken list (its screen loads it again).
 *
 * It runs with the new token before the session is stored, so the login screen keeps its spinner until
 * the app opens with its lists in place (storing the session switches to the logged-in routes at once).
 */
export async function loadSessionSettings(utils: Utils, accessToken: string): Promise<void> {
  const context = { accessToken };
  const [materials, edges, general] = await Promise.allSettled([
    trpcClient.settings.materials.list.query(undefined, { context }),
    trpcClient.settings.edgeProfiles.list.query(undefined, { context }),
    trpcClient.settings.general.get.query(undefined, { context }),
  ]);

  if (materials.status === "fulfilled") utils.settings.materials.list.setData(undefined, materials.value);
  else console.error("Loading the material options failed", materials.reason);
  if (edges.status === "fulfilled") utils.settings.edgeProfiles.list.setData(undefined, edges.value);
  else console.error("Loading the edge profiles and edge selections failed", edges.reason);
  if (general.status === "fulfilled") utils.settings.general.get.setData(undefined, general.value);
  else console.error("Loading the general settings failed", general.reason);
}
