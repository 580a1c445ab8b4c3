import { type FocusEvent, type KeyboardEvent, type RefObject, useCallback, useMemo } from "react";
import { cx } from "../../lib/cx";
import { STICKY_RIGHT } from "./cell-styles";
import { type Column, INDEX_WIDTH } from "./grid-columns";
import { focusField, hasModifier, isDeleteRowKey, nextField, rowOf, verticalField } from "./grid-keyboard";
import type { OrderStore } from "./order-store";
import type { FieldKey } from "./order-types";
import { PieceRow, type RowParts } from "./piece-row";
import type { PricingSetup } from "./pricing-setup";
import { useRowKeys } from "./use-order-store";
import { useProgressiveRows } from "./use-progressive-rows";

export type GridActions = {
  /** Adds a row at the end (or reuses a blank last row) and puts the cursor in its width. */
  addRowAndFocus: () => void;
  deleteRow: (key: string, focusCol?: string) => void;
};

/**
 * The piece grid. Keys are handled once, on the body: Enter next field (adding a row after the last),
 * ↑/↓ same column, Ctrl+Delete or Alt+Backspace delete the row. Leaving a cell lets its message show
 * and saves the row at once.
 */
export function PieceGrid({
  store,
  setup,
  columns,
  actions,
  gridRef,
}: {
  store: OrderStore;
  setup: PricingSetup;
  columns: readonly Column[];
  actions: GridActions;
  gridRef: RefObject<HTMLTableElement | null>;
}) {
  const keys = useProgressiveRows(useRowKeys(store));
  const width = INDEX_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  const { addRowAndFocus, deleteRow } = actions;
  const rowParts = useMemo<RowParts>(
    () => ({ store, setup, columns, onDelete: deleteRow }),
    [store, setup, columns, deleteRow],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if (e.defaultPrevented || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    const row = rowOf(target);
    if (!row || !target.dataset.col) return;
    if (isDeleteRowKey(e)) {
      e.preventDefault();
      deleteRow(row.dataset.key!, target.dataset.col);
    } else if (e.key === "Enter" && !hasModifier(e)) {
      e.preventDefault();
      if (!focusField(nextField(target))) addRowAndFocus();
    } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && !hasModifier(e)) {
      e.preventDefault();
      focusField(verticalField(target, e.key === "ArrowDown" ? 1 : -1));
    }
  };

  const onBlur = useCallback(
    (e: FocusEvent<HTMLTableSectionElement>) => {
      const row = rowOf(e.target);
      const key = row?.dataset.key;
      if (!key) return;
      const col = (e.target as HTMLElement).dataset.col as FieldKey | undefined;
      if (col) store.touch(key, col);
      if (rowOf(e.relatedTarget) !== row) store.reveal(key);
      store.flush(key);
    },
    [store],
  );

  return (
    <div className="min-h-0 flex-1 scroll-pt-12 scroll-pl-8 overflow-auto" data-testid="piece-grid">
      {/* A table laid out as boxes (flex rows), not by the table algorithm: each row lays itself out
          alone (content-visibility), so with 500 rows a keystroke re-lays one row and rows out of
          view cost nothing to open. */}
      <table ref={gridRef} aria-label="Pieces" style={{ width }} className="block min-w-full">
        <thead className="sticky top-0 z-10 block">
          <tr className="flex border-b border-slate-200 bg-slate-50">
            <th
              scope="col"
              aria-label="Row"
              style={{ width: INDEX_WIDTH }}
              className={cx(HEAD, "sticky left-0 z-[2] bg-slate-50 pr-1.5 text-right")}
            >
              #
            </th>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                aria-label={c.name}
                title={c.name}
                style={{ width: c.width }}
                className={cx(
                  HEAD,
                  "px-1",
                  c.kind === "figure" || isNumberInput(c.id) ? "text-right" : "text-left",
                  c.kind === "figure" && c.strong && cx(STICKY_RIGHT, "z-[2] bg-slate-50"),
                )}
              >
                <span className="block truncate">{c.label}</span>
                <span className="block h-3.5 truncate text-[10px] font-normal text-slate-500">{c.unit}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block" onKeyDown={onKeyDown} onBlur={onBlur}>
          {keys.map((key, index) => (
            <PieceRow key={key} parts={rowParts} rowKey={key} index={index} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const HEAD = "block flex-none self-end py-1.5 text-[11.5px] font-semibold text-slate-600";

function isNumberInput(id: string) {
  return id !== "materialType" && id !== "edgeSelection" && id !== "edgeProfile" && id !== "operations";
}
