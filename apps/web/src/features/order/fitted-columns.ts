import { formatIndian, type PricedLine } from "@kerf/core";
import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import type { Column } from "./grid-columns";
import type { OrderStore } from "./order-store";
import { displayedPrice } from "./row-state";

/** 13 px tabular digits are about 7.4 px wide; the cell has 4 px of padding a side. */
const DIGIT_PX = 7.6;
const PADDING_PX = 10;

/**
 * The grid's columns with each figure column as wide as its widest figure (a 12-digit amount never
 * runs into the next column), never narrower than its usual width. Recomputed when the order's
 * figures change; the widths only change when a figure needs more characters.
 */
export function useFittedColumns(store: OrderStore, columns: readonly Column[]): readonly Column[] {
  // A snapshot of text, read again only when the totals changed: the page re-renders (every row with
  // it) only when a width does, not at every keystroke.
  const last = useRef<{ summary: unknown; columns: readonly Column[]; widest: string } | null>(null);
  const getWidest = useCallback(() => {
    const summary = store.getSummary();
    const cached = last.current;
    if (cached && cached.summary === summary && cached.columns === columns) return cached.widest;
    const widest = widestFigures(store, columns);
    last.current = { summary, columns, widest };
    return widest;
  }, [store, columns]);
  const widest = useSyncExternalStore(store.subscribeSummary, getWidest, getWidest);
  return useMemo(() => {
    const chars = new Map(
      widest
        .split(",")
        .filter(Boolean)
        .map((pair) => {
          const [id, n] = pair.split(":");
          return [id!, Number(n)] as const;
        }),
    );
    return columns.map((column) => {
      const n = chars.get(column.id);
      if (column.kind !== "figure" || !n) return column;
      const needed = Math.ceil(n * DIGIT_PX + PADDING_PX);
      return needed > column.width ? { ...column, width: needed } : column;
    });
  }, [columns, widest]);
}

/** "area:8,total:12": each figure column's widest figure in characters, over every priced row. */
function widestFigures(store: OrderStore, columns: readonly Column[]): string {
  const chars = new Map<string, number>();
  for (const row of store.pieces.rowList()) {
    const price = displayedPrice(row);
    if (!price) continue;
    for (const column of columns) {
      if (column.kind !== "figure") continue;
      const length = figureLength(price, column.id);
      if (length > (chars.get(column.id) ?? 0)) chars.set(column.id, length);
    }
  }
  return [...chars.entries()].map(([id, n]) => `${id}:${n}`).join(",");
}

/** Each priced line's figures measured once (a row's price is replaced, never changed, on an edit). */
const LENGTHS = new WeakMap<PricedLine, Map<string, number>>();

function figureLength(price: PricedLine, id: string): number {
  let lengths = LENGTHS.get(price);
  if (!lengths) {
    lengths = new Map();
    LENGTHS.set(price, lengths);
  }
  let length = lengths.get(id);
  if (length === undefined) {
    const figure = price[id as keyof PricedLine];
    length = typeof figure === "string" ? formatIndian(figure).length : 0;
    lengths.set(id, length);
  }
  return length;
}
