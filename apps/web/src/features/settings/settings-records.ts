import type { AppRouter } from "@kerf/server";
import type { inferRouterOutputs } from "@trpc/server";

// The server's records are kept in the session store as they come (as the login does): each is a
// superset of the client's option shape (portal-spec section 3), materialName or the profile's name
// doubling as label and value, and the server's _id as id.

type SettingsOutputs = inferRouterOutputs<AppRouter>["settings"];

export type MaterialRecord = SettingsOutputs["materials"]["list"][number];
export type EdgeProfileRecord = SettingsOutputs["edgeProfiles"]["list"]["edgeProfiles"][number];
export type EdgeSelectionRecord = SettingsOutputs["edgeSelections"]["list"][number];
export type GeneralSettingsRecord = SettingsOutputs["general"]["get"];
