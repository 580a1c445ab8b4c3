import { useLayoutEffect, useRef } from "react";

/**
 * A table that becomes cards on a phone (the `data-table` class, index.css): each body and footer cell
 * carries its column head's words as data-label, so a card says what each figure is. Columns headed
 * "Actions" or "#" (and cells spanning columns) take the card's whole width instead.
 */
export function useCardLabels() {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    const heads = [...(table.tHead?.rows[0]?.cells ?? [])].flatMap((th) =>
      Array<string>(th.colSpan).fill(th.colSpan === 1 ? (th.textContent ?? "").trim() : ""),
    );
    for (const section of [...table.tBodies, ...(table.tFoot ? [table.tFoot] : [])]) {
      for (const row of section.rows) {
        let column = 0;
        for (const cell of row.cells) {
          const label = cell.colSpan === 1 ? heads[column] : undefined;
          if (label && label !== "Actions" && label !== "#") cell.dataset.label = label;
          else delete cell.dataset.label;
          column += cell.colSpan;
        }
      }
    }
  });
  return ref;
}
