import { DEFAULT_PAGE_SIZE, pageCountOf, pageSlice } from "../../lib/paging";
import { Pager } from "../../ui/pager";
import { CatalogueTable, type CatalogueTableState } from "./catalogue/catalogue-table";
import { TD, TD_NUM } from "./catalogue/table-styles";
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
/** What a person without prices.read is shown: the names and wastage, never an empty money column. */
const NO_PRICE_COLUMNS = [{ label: "Material" }, { label: "Wastage %", numeric: true }];

export type MaterialTableProps = CatalogueTableState & {
  materials: readonly MaterialRecord[];
  page: number;
  onPageChange: (page: number) => void;
  /** Without settings.write: no Actions, no Add. */
  readOnly: boolean;
  /** Without prices.read: the rate, GST and charge columns are left out. */
  showPrices: boolean;
};

/** The material catalogue, 10 rows a page (portal-spec section 2). */
export function MaterialTable({
  materials,
  page,
  onPageChange,
  readOnly,
  showPrices,
  ...state
}: MaterialTableProps) {
  return (
    <>
      <div className="overflow-x-auto">
        <CatalogueTable
          {...state}
          ariaLabel="Materials"
          columns={showPrices ? MATERIAL_COLUMNS : NO_PRICE_COLUMNS}
          readOnly={readOnly}
          rows={pageSlice(materials, page)}
          first={(page - 1) * DEFAULT_PAGE_SIZE}
          rowKey={(m) => m.id}
          itemName={(m) => m.materialName}
          loadingLabel="Loading materials"
          addText="Add Material"
          cells={(m) => (
            <>
              <td className={TD}>
                <span className="font-medium text-slate-900">{m.materialName}</span>
                {m.hsnCode && <span className="ml-2 text-xs text-slate-500">HSN {m.hsnCode}</span>}
                {(m.toughened || m.thicknessMm) && (
                  <span className="ml-2 text-xs text-slate-500">
                    {[m.toughened && "Toughened", m.thicknessMm && `${m.thicknessMm} mm`]
                      .filter(Boolean)
                      .join(", ")}
                  </span>
                )}
              </td>
              {showPrices && <td className={TD_NUM}>{money(m.materialRate)}</td>}
              {showPrices && <td className={TD_NUM}>{money(m.cuttingRate)}</td>}
              <td className={TD_NUM}>{m.materialWastage}</td>
              {showPrices && <td className={TD_NUM}>{m.materialGst}</td>}
              {showPrices && <td className={TD_NUM}>{money(m.gstCharges)}</td>}
            </>
          )}
        />
      </div>
      {!state.loading && materials.length > 0 && (
        <Pager
          className="border-t border-slate-200 px-5 py-2.5"
          page={page}
          pageCount={pageCountOf(materials.length)}
          onPageChange={onPageChange}
          totalItems={materials.length}
        />
      )}
    </>
  );
}
