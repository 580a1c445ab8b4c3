import { DEFAULT_PAGE_SIZE, pageCountOf, pageSlice } from "../../lib/paging";
import { Pager } from "../../ui/pager";
import { CatalogueTable, type CatalogueTableState } from "./catalogue/catalogue-table";
import { TD, TD_NUM } from "./catalogue/table-styles";
import { money } from "./money";
import type { ItemRecord } from "./settings-records";

const COLUMNS = [
  { label: "Item" },
  { label: "Unit" },
  { label: "Rate", numeric: true },
  { label: "GST %", numeric: true },
];
/** Without prices.read: names and units only, never an empty money column. */
const NO_PRICE_COLUMNS = [{ label: "Item" }, { label: "Unit" }];

export type ItemTableProps = CatalogueTableState & {
  items: readonly ItemRecord[];
  page: number;
  onPageChange: (page: number) => void;
  readOnly: boolean;
  showPrices: boolean;
};

/** The item catalogue, 10 rows a page, as the material table. */
export function ItemTable({ items, page, onPageChange, readOnly, showPrices, ...state }: ItemTableProps) {
  return (
    <>
      <div className="overflow-x-auto">
        <CatalogueTable
          {...state}
          ariaLabel="Items"
          columns={showPrices ? COLUMNS : NO_PRICE_COLUMNS}
          readOnly={readOnly}
          rows={pageSlice(items, page)}
          first={(page - 1) * DEFAULT_PAGE_SIZE}
          rowKey={(i) => i.id}
          itemName={(i) => i.name}
          loadingLabel="Loading items"
          addText="Add Item"
          cells={(i) => (
            <>
              <td className={TD}>
                <span className="font-medium text-slate-900">{i.name}</span>
                {i.hsnCode && (
                  <span className="ml-2 text-xs text-slate-500">
                    {i.isService ? "SAC" : "HSN"} {i.hsnCode}
                  </span>
                )}
              </td>
              <td className={TD}>{i.unit}</td>
              {showPrices && <td className={TD_NUM}>{money(i.rate)}</td>}
              {showPrices && <td className={TD_NUM}>{i.gstRate}</td>}
            </>
          )}
        />
      </div>
      {!state.loading && items.length > 0 && (
        <Pager
          className="border-t border-slate-200 px-5 py-2.5"
          page={page}
          pageCount={pageCountOf(items.length)}
          onPageChange={onPageChange}
          totalItems={items.length}
        />
      )}
    </>
  );
}
