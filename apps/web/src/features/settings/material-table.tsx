import { DEFAULT_PAGE_SIZE, pageCountOf, pageSlice } from "../../lib/paging";
import { Pager } from "../../ui/pager";
import { RowActions } from "./catalogue/row-actions";
import { EmptyRow, ErrorRow, LoadingRow } from "./catalogue/table-states";
import { ROW, TABLE, TD, TD_NUM, TH, TH_NUM } from "./catalogue/table-styles";
import { money } from "./money";
import type { MaterialRecord } from "./settings-records";

const COLUMNS = 8;

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
          <thead>
            <tr>
              <th scope="col" className={`${TH} w-12`}>
                #
              </th>
              <th scope="col" className={TH}>
                Material
              </th>
              <th scope="col" className={TH_NUM}>
                Material Rate
              </th>
              <th scope="col" className={TH_NUM}>
                Cutting Rate
              </th>
              <th scope="col" className={TH_NUM}>
                Wastage %
              </th>
              <th scope="col" className={TH_NUM}>
                GST %
              </th>
              <th scope="col" className={TH_NUM}>
                GST Charges
              </th>
              <th scope="col" className={`${TH} w-24 text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <LoadingRow colSpan={COLUMNS} label="Loading materials" />
            ) : loadError ? (
              <ErrorRow colSpan={COLUMNS} message={loadError} onRetry={props.onRetry} />
            ) : rows.length === 0 ? (
              <EmptyRow colSpan={COLUMNS} text="Add Material" onAdd={props.onAdd} />
            ) : (
              rows.map((m, i) => (
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
              ))
            )}
          </tbody>
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
