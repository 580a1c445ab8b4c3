import { formatIndian } from "@kerf/core";
import { useMemo } from "react";
import type { Column } from "./grid-columns";
import type { OrderStore } from "./order-store";
import { displayedPrice } from "./row-state";
import { useSummary } from "./use-order-store";

/** 13 px tabular digits are about 7.4 px wide; the cell has 4 px of padding a side. */
const DIGIT_PX = 7.6;
const PADDING_PX = 10;

/**
 * The grid's columns with each figure column as wide as its widest figure (a 12-digit amount never
 * runs into the next column), never narrower than its usual width. Recomputed when the order's
 * figures change; the widths only change when a figure needs more characters.
 */
export function useFittedColumns(store: OrderStore, columns: readonly Column[]): readonly Column[] {
  const summary = useSummary(store);
  const widest = useMemo(() => {
    const chars = new Map<string, number>();
    for (const row of store.rowList()) {
      const price = displayedPrice(row);
      if (!price) continue;
      for (const column of columns) {
        if (column.kind !== "figure") continue;
        const figure = price[column.id];
        if (typeof figure !== "string") continue;
        const length = formatIndian(figure).length;
        if (length > (chars.get(column.id) ?? 0)) chars.set(column.id, length);
      }
    }
    return [...chars.entries()].map(([id, n]) => `${id}:${n}`).join(",");
    // summary changes with every figure of the order
  }, [store, columns, summary]);
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
