import type { EdgeSelectionRecord, EdgeSelectionValue, TEdgeSelectionInput } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { notFound } from "../record-id";

export type { EdgeSelectionRecord };

export async function listEdgeSelections(db: Db, session: SessionInfo): Promise<EdgeSelectionRecord[]> {
  const rows = await db
    .selectFrom("edgeSelections")
    .select(["id", "label", "value", "lengths", "widths"])
    .where("companyId", "=", session.companyId)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    label: r.label,
    // The nine values are fixed at signup (company-defaults.ts).
    value: r.value as EdgeSelectionValue,
    useBy: "img",
    lengths: r.lengths,
    widths: r.widths,
  }));
}

/** Renames one of the nine; their side counts belong to the code and never change. */
export async function renameEdgeSelection(
  db: Db,
  session: SessionInfo,
  input: TEdgeSelectionInput,
): Promise<EdgeSelectionRecord[]> {
  const updated = await db
    .updateTable("edgeSelections")
    .set({ label: input.label })
    .where("companyId", "=", session.companyId)
    .where("value", "=", input.value)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound("Edge selection");
  return listEdgeSelections(db, session);
}
