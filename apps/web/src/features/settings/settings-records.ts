import type { AppRouter } from "@kerf/server";
import type { inferRouterOutputs } from "@trpc/server";

// The settings records as the server answers them and React Query caches them: each is a superset of
// the client's option shape (portal-spec section 3), materialName or the profile's name doubling as
// label and value, and the server's _id as id.

type SettingsOutputs = inferRouterOutputs<AppRouter>["settings"];

export type MaterialRecord = SettingsOutputs["materials"]["list"][number];
export type ItemRecord = SettingsOutputs["items"]["list"][number];
export type OperationRecord = SettingsOutputs["operations"]["list"][number];
export type EdgeProfileRecord = SettingsOutputs["edgeProfiles"]["list"]["edgeProfiles"][number];
export type EdgeSelectionRecord = SettingsOutputs["edgeSelections"]["list"][number];
export type GeneralSettingsRecord = SettingsOutputs["general"]["get"];
