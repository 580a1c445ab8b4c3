import { CatalogueBody, CatalogueHead } from "./catalogue/catalogue-table";
import { RowActions } from "./catalogue/row-actions";
import { ROW, TABLE, TD, TD_NUM } from "./catalogue/table-styles";
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
const COLUMNS = EDGE_PROFILE_COLUMNS.length + 2;

export type EdgeProfileTableProps = {
  profiles: readonly EdgeProfileRecord[];
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
};

/** The company's saved edge profiles: name, the catalogue profile it is, and its rate. */
export function EdgeProfileTable(props: EdgeProfileTableProps) {
  const { profiles, loading, loadError } = props;
  return (
    <div className="overflow-x-auto">
      <table className={TABLE}>
        <CatalogueHead columns={EDGE_PROFILE_COLUMNS} />
        <CatalogueBody
          colSpan={COLUMNS}
          loading={loading}
          loadingLabel="Loading edge profiles"
          loadError={loadError}
          onRetry={props.onRetry}
          empty={profiles.length === 0}
          addText="Add Edge Profile"
          onAdd={props.onAdd}
        >
          {profiles.map((profile, index) => {
            const entry = catalogueEntry(profile.catalogueValue);
            const name = profile.edgeProfileName ?? profile.label;
            return (
              <tr key={profile.id ?? profile.value} className={ROW}>
                <td className={`${TD} text-slate-400 tabular-nums`}>{index + 1}</td>
                <td className={TD}>
                  <span className="font-medium text-slate-900">{name}</span>
                  {profile.saveAsEdgeProfile === "byName" && (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-500">
                      own name
                    </span>
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
                <td className={`${TD} py-1`}>
                  <RowActions
                    itemName={name}
                    onEdit={() => props.onEdit(index)}
                    onDelete={() => props.onDelete(index)}
                  />
                </td>
              </tr>
            );
          })}
        </CatalogueBody>
      </table>
    </div>
  );
}
