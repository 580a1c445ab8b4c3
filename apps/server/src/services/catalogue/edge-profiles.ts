import {
  EDGE_PROFILES,
  type EdgeProfileDefinition,
  type EdgeProfileRecord,
  findEdgeProfile,
  MESSAGES,
  type TEdgeProfileInput,
} from "@kerf/core";
import type { Db, EdgeProfiles } from "@kerf/db";
import type { Selectable } from "kysely";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId } from "../record-id";
import { EDGE_PROFILE_CATALOGUE, refuseIfInUse } from "./catalogue-in-use";
import {
  deleteCatalogueRow,
  insertCatalogueRow,
  listCatalogueRows,
  updateCatalogueRow,
} from "./catalogue-rows";
import { listEdgeSelections } from "./edge-selections";

export type { EdgeProfileRecord };

/** The form sends the catalogue entry by its id (edgeProfile7) or its label; the input schema checked it. */
function catalogueEntry(idOrLabel: string): EdgeProfileDefinition {
  const entry = findEdgeProfile(idOrLabel);
  if (!entry) {
    throw new AppError("BAD_REQUEST", MESSAGES.edgeProfileUnknown, {
      edgeProfileName: MESSAGES.edgeProfileUnknown,
    });
  }
  return entry;
}

function toRecord(row: Selectable<EdgeProfiles>): EdgeProfileRecord {
  const entry = EDGE_PROFILES.find((p) => p.id === row.catalogueValue);
  return {
    _id: row.id,
    id: row.id,
    edgeProfileName: row.name,
    label: row.name,
    value: row.name,
    catalogueValue: row.catalogueValue,
    catalogueLabel: entry?.label ?? row.catalogueValue,
    saveAsEdgeProfile: row.saveAs,
    customEdgeProfileName: row.saveAs === "byName" ? row.name : null,
    edgeProfileRate: row.rate,
    hasAdditionalArea: entry?.hasAdditionalArea ?? false,
    areaInputsArr: entry ? entry.areaInputsArr.map((a) => ({ label: a.label, value: a.value })) : [],
  };
}

function columns(input: TEdgeProfileInput) {
  const entry = catalogueEntry(input.edgeProfileName);
  const name = input.saveAsEdgeProfile === "byName" ? input.customEdgeProfileName! : entry.label;
  return { name, catalogueValue: entry.id, saveAs: input.saveAsEdgeProfile, rate: input.edgeProfileRate };
}

const duplicate = (name: string) => {
  const message = `An edge profile named "${name}" already exists`;
  return new AppError("CONFLICT", message, { customEdgeProfileName: message });
};

export async function listEdgeProfiles(db: Db, session: SessionInfo): Promise<EdgeProfileRecord[]> {
  return (await listCatalogueRows(db, session, "edgeProfiles")).map(toRecord);
}

/** The edge profiles and, from the same call, the edge selections: the options of the order page's edge picker. */
export async function listEdgeOptions(db: Db, session: SessionInfo) {
  const [edgeProfiles, edgeSelections] = await Promise.all([
    listEdgeProfiles(db, session),
    listEdgeSelections(db, session),
  ]);
  return { edgeProfiles, edgeSelections };
}

export async function createEdgeProfile(
  db: Db,
  session: SessionInfo,
  input: TEdgeProfileInput,
): Promise<EdgeProfileRecord> {
  const values = columns(input);
  const taken = () => duplicate(values.name);
  return toRecord(await insertCatalogueRow(db, session, "edgeProfiles", values, taken));
}

export async function updateEdgeProfile(
  db: Db,
  session: SessionInfo,
  profileId: string,
  input: TEdgeProfileInput,
): Promise<EdgeProfileRecord[]> {
  // The id first: an unknown one is "not found" whatever the body says.
  const id = assertRecordId(profileId, "Edge profile");
  const values = columns(input);
  await updateCatalogueRow(db, session, "edgeProfiles", id, "Edge profile", values, () =>
    duplicate(values.name),
  );
  return listEdgeProfiles(db, session);
}

export async function deleteEdgeProfile(
  db: Db,
  session: SessionInfo,
  profileId: string,
): Promise<EdgeProfileRecord[]> {
  await refuseIfInUse(db, session, EDGE_PROFILE_CATALOGUE, profileId);
  await deleteCatalogueRow(db, session, "edgeProfiles", profileId, "Edge profile");
  return listEdgeProfiles(db, session);
}
