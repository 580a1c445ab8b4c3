import { CatalogueTable, type CatalogueTableState } from "./catalogue/catalogue-table";
import { TD, TD_NUM } from "./catalogue/table-styles";
import { areaInputsText, catalogueEntry } from "./edge-profile-catalogue";
import { EdgeProfileDrawing } from "./edge-profile-drawing";
import { money } from "./money";
import type { EdgeProfileRecord } from "./settings-records";

const EDGE_PROFILE_COLUMNS = [
  { label: "Name" },
  { label: "Catalogue Profile" },
  { label: "Extra Inputs" },
  { label: "Rate / Running Ft", numeric: true },
];

/** The name a saved profile is listed under: its own, or the catalogue's. */
const nameOf = (profile: EdgeProfileRecord) => profile.edgeProfileName ?? profile.label;

/** The company's saved edge profiles: name, the catalogue profile it is, and its rate. */
export function EdgeProfileTable({
  profiles,
  ...state
}: CatalogueTableState & { profiles: readonly EdgeProfileRecord[] }) {
  return (
    <div className="overflow-x-auto">
      <CatalogueTable
        {...state}
        columns={EDGE_PROFILE_COLUMNS}
        rows={profiles}
        rowKey={(profile) => profile.id ?? profile.value}
        itemName={nameOf}
        loadingLabel="Loading edge profiles"
        addText="Add Edge Profile"
        cells={(profile) => <EdgeProfileCells profile={profile} />}
      />
    </div>
  );
}

function EdgeProfileCells({ profile }: { profile: EdgeProfileRecord }) {
  const entry = catalogueEntry(profile.catalogueValue);
  return (
    <>
      <td className={TD}>
        <span className="font-medium text-slate-900">{nameOf(profile)}</span>
        {profile.saveAsEdgeProfile === "byName" && (
          <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-500">own name</span>
        )}
      </td>
      <td className={`${TD} py-1`}>
        {entry ? (
          <span className="flex items-center gap-2.5">
            <EdgeProfileDrawing shape={entry.shape} className="w-14" />
            <span className="text-slate-600">{entry.label}</span>
          </span>
        ) : (
          "—"
        )}
      </td>
      <td className={`${TD} text-slate-500`}>{(entry && areaInputsText(entry)) || "—"}</td>
      <td className={TD_NUM}>{money(profile.edgeProfileRate)}</td>
    </>
  );
}
