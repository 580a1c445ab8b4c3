import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
import { cx } from "../../lib/cx";
import { STICKY_RIGHT } from "./cell-styles";
import { type Column, INDEX_WIDTH } from "./grid-columns";
import { focusField, hasModifier, isDeleteRowKey, nextField, rowOf, verticalField } from "./grid-keyboard";
import { NearRows } from "./near-rows";
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
  const [near] = useState(() => new NearRows());
  useEffect(() => () => near.disconnect(), [near]);
  const rowParts = useMemo<RowParts>(
    () => ({ store, setup, columns, onDelete: deleteRow, near }),
    [store, setup, columns, deleteRow, near],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLTableSectionElement>) => {
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
    },
    [addRowAndFocus, deleteRow],
  );

  const onBlur = useCallback(
    (e: FocusEvent<HTMLTableSectionElement>) => {
      const row = rowOf(e.target);
      const key = row?.dataset.key;
      if (!key) return;
      const col = (e.target as HTMLElement).dataset.col as FieldKey | undefined;
      if (col) store.pieces.touch(key, col);
      if (rowOf(e.relatedTarget) !== row) store.pieces.reveal(key);
      store.pieces.flush(key);
    },
    [store],
  );

  return (
    <div
      className="min-h-0 flex-1 scroll-pt-12 scroll-pl-8 overflow-auto"
      data-testid="piece-grid"
      data-grid-scroller
    >
      {/* A table laid out as boxes (flex rows), not by the table algorithm, its rows in groups of
          ROWS_PER_GROUP, each group a <tbody> laid out and painted alone (content-visibility): a
          keystroke re-lays one group, and groups out of view cost nothing to open. Groups, not rows:
          a row that painted alone would stack its sticky cells over the next row's, and Chromium then
          gives every row its own layers, re-sorted on each keystroke (most of a keystroke's time at
          500 rows); within a group all the rows' sticky cells paint after all their other cells. */}
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
        {groupsOf(keys).map((group) => (
          <RowGroup
            // By place: deleting a row moves one row of each later group, never remounts the groups.
            key={group.first}
            keys={group.keys}
            first={group.first}
            parts={rowParts}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
        ))}
      </table>
    </div>
  );
}

/** About a screenful and a half: the few groups near the view are all that lay out and paint. */
const ROWS_PER_GROUP = 16;
/** A row with no message; a group not yet shown is reserved this much height a row. */
const ROW_HEIGHT = 37;

type Group = { first: number; keys: readonly string[] };

function groupsOf(keys: readonly string[]): Group[] {
  const groups: Group[] = [];
  for (let first = 0; first < keys.length; first += ROWS_PER_GROUP) {
    groups.push({ first, keys: keys.slice(first, first + ROWS_PER_GROUP) });
  }
  return groups;
}

type GroupProps = {
  keys: readonly string[];
  /** The index of the group's first row in the grid. */
  first: number;
  parts: RowParts;
  onKeyDown: (e: KeyboardEvent<HTMLTableSectionElement>) => void;
  onBlur: (e: FocusEvent<HTMLTableSectionElement>) => void;
};

/** Re-renders only when its own rows (or where they start) change: a keystroke re-renders none. */
const RowGroup = memo(
  function RowGroup({ keys, first, parts, onKeyDown, onBlur }: GroupProps) {
    return (
      <tbody
        className="block [content-visibility:auto]"
        style={{ containIntrinsicSize: `auto ${keys.length * ROW_HEIGHT}px` }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        {keys.map((key, i) => (
          <PieceRow key={key} parts={parts} rowKey={key} index={first + i} />
        ))}
      </tbody>
    );
  },
  (a, b) =>
    a.first === b.first &&
    a.parts === b.parts &&
    a.onKeyDown === b.onKeyDown &&
    a.onBlur === b.onBlur &&
    a.keys.length === b.keys.length &&
    a.keys.every((key, i) => key === b.keys[i]),
);

const HEAD = "block flex-none self-end py-1.5 text-[11.5px] font-semibold text-slate-600";

function isNumberInput(id: string) {
  return id !== "materialType" && id !== "edgeSelection" && id !== "edgeProfile" && id !== "operations";
}
