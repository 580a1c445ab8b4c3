import { DEFAULT_PAGE_SIZE, pageCountOf, pageSlice } from "../../lib/paging";
import { Pager } from "../../ui/pager";
import { CatalogueBody, CatalogueHead } from "./catalogue/catalogue-table";
import { RowActions } from "./catalogue/row-actions";
import { ROW, TABLE, TD, TD_NUM } from "./catalogue/table-styles";
import { money } from "./money";
import type { MaterialRecord } from "./settings-records";

const MATERIAL_COLUMNS = [
  { label: "Material" },
  { label: "Material Rate", numeric: true },
  { label: "Cutting Rate", numeric: true },
  { label: "Wastage %", numeric: true },
  { label: "GST %", numeric: true },
  { label: "GST Charges", numeric: true },
];
const COLUMNS = MATERIAL_COLUMNS.length + 2;

export type MaterialTableProps = {
  materials: readonly MaterialRecord[];
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  onAdd: () => void;
  /** Index in the whole list, not in the page. */
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
};

/** The material catalogue, 10 rows a page (portal-spec section 2). */
export function MaterialTable(props: MaterialTableProps) {
  const { materials, page, loading, loadError } = props;
  const first = (page - 1) * DEFAULT_PAGE_SIZE;
  const rows = pageSlice(materials, page);

  return (
    <>
      <div className="overflow-x-auto">
        <table className={TABLE} aria-label="Materials">
          <CatalogueHead columns={MATERIAL_COLUMNS} />
          <CatalogueBody
            colSpan={COLUMNS}
            loading={loading}
            loadingLabel="Loading materials"
            loadError={loadError}
            onRetry={props.onRetry}
            empty={rows.length === 0}
            addText="Add Material"
            onAdd={props.onAdd}
          >
            {rows.map((m, i) => (
              <tr key={m.id} className={ROW}>
                <td className={`${TD} text-slate-400 tabular-nums`}>{first + i + 1}</td>
                <td className={TD}>
                  <span className="font-medium text-slate-900">{m.materialName}</span>
                  {m.hsnCode && <span className="ml-2 text-xs text-slate-400">HSN {m.hsnCode}</span>}
                </td>
                <td className={TD_NUM}>{money(m.materialRate)}</td>
                <td className={TD_NUM}>{money(m.cuttingRate)}</td>
                <td className={TD_NUM}>{m.materialWastage}</td>
                <td className={TD_NUM}>{m.materialGst}</td>
                <td className={TD_NUM}>{money(m.gstCharges)}</td>
                <td className={`${TD} py-1`}>
                  <RowActions
                    itemName={m.materialName}
                    onEdit={() => props.onEdit(first + i)}
                    onDelete={() => props.onDelete(first + i)}
                  />
                </td>
              </tr>
            ))}
          </CatalogueBody>
        </table>
      </div>
      {!loading && materials.length > 0 && (
        <Pager
          className="border-t border-slate-200 px-5 py-2.5"
          page={page}
          pageCount={pageCountOf(materials.length)}
          onPageChange={props.onPageChange}
          totalItems={materials.length}
        />
      )}
    </>
  );
}
