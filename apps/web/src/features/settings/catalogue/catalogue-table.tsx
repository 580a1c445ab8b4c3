import type { ReactNode } from "react";
import { useCardLabels } from "../../../ui/card-labels";
import { RowActions } from "./row-actions";
import { EmptyRow, ErrorRow, LoadingRow, StateRow } from "./table-states";
import { ROW, TABLE, TD, TH, TH_NUM } from "./table-styles";

/** A column of a catalogue table between `#` and Actions; numeric ones are right-aligned. */
export type CatalogueColumn = { label: string; numeric?: boolean };

/** What a catalogue table (materials, edge profiles) is told by its page: its load and its row actions. */
export type CatalogueTableState = {
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  onAdd: () => void;
  /** Index in the whole list, not in the page. */
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
};

/**
 * The table's state from its page: the list query (a failure only shows while nothing was loaded) and
 * the catalogue's add, edit and delete (useCatalogue). `what` names the rows: "materials".
 */
export function catalogueTableState(
  list: { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown },
  catalogue: { openAdd: () => void; askEdit: (index: number) => void; askDelete: (index: number) => void },
  what: string,
): CatalogueTableState {
  return {
    loading: list.isPending,
    loadError: list.isError && !list.data ? `The ${what} could not be loaded.` : null,
    onRetry: () => void list.refetch(),
    onAdd: catalogue.openAdd,
    onEdit: catalogue.askEdit,
    onDelete: catalogue.askDelete,
  };
}

/**
 * A settings catalogue table: `#`, the columns, Actions (edit, delete); or its spinner, its load failure
 * with Retry, its empty state's Add. `cells` renders a row's own cells; `first` is the index in the whole
 * list of the first row shown (a paged list).
 */
export function CatalogueTable<R>(
  props: CatalogueTableState & {
    ariaLabel?: string;
    columns: readonly CatalogueColumn[];
    rows: readonly R[];
    first?: number;
    rowKey: (row: R) => string;
    /** The row's name in its action buttons' labels ('Edit …', 'Delete …'). */
    itemName: (row: R) => string;
    cells: (row: R) => ReactNode;
    loadingLabel: string;
    addText: string;
    /** A person who may not change the catalogue (the Floor reading materials): no Actions, no Add. */
    readOnly?: boolean;
  },
) {
  const cards = useCardLabels();
  const { columns, rows, first = 0, readOnly = false } = props;
  const colSpan = columns.length + (readOnly ? 1 : 2);
  return (
    <table ref={cards} className={`data-table ${TABLE}`} aria-label={props.ariaLabel}>
      <thead>
        <tr>
          <th scope="col" className={`${TH} w-12`}>
            #
          </th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? TH_NUM : TH}>
              {column.label}
            </th>
          ))}
          {!readOnly && (
            <th scope="col" className={`${TH} w-24 text-right`}>
              Actions
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {props.loading ? (
          <LoadingRow colSpan={colSpan} label={props.loadingLabel} />
        ) : props.loadError ? (
          <ErrorRow colSpan={colSpan} message={props.loadError} onRetry={props.onRetry} />
        ) : rows.length === 0 && readOnly ? (
          <StateRow colSpan={colSpan}>
            <span className="text-sm text-slate-500">Nothing here yet.</span>
          </StateRow>
        ) : rows.length === 0 ? (
          <EmptyRow colSpan={colSpan} text={props.addText} onAdd={props.onAdd} />
        ) : (
          rows.map((row, i) => (
            <tr key={props.rowKey(row)} className={ROW}>
              <td className={`${TD} text-slate-500 tabular-nums`}>{first + i + 1}</td>
              {props.cells(row)}
              {!readOnly && (
                <td className={`${TD} py-1`}>
                  <RowActions
                    itemName={props.itemName(row)}
                    onEdit={() => props.onEdit(first + i)}
                    onDelete={() => props.onDelete(first + i)}
                  />
                </td>
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
