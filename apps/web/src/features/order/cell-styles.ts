// The grid's cells: compact (30 px) but full-size text, a clear focus ring, red when a rule is broken.

export const CELL_INPUT =
  "block h-[30px] w-full min-w-0 rounded border bg-white px-1.5 text-[13px] text-slate-900 tabular-nums " +
  "placeholder:text-slate-300 focus:outline-none focus:ring-2 disabled:cursor-not-allowed " +
  "disabled:border-transparent disabled:bg-transparent disabled:placeholder:text-transparent";
export const CELL_INPUT_OK =
  "border-slate-200 hover:border-slate-300 focus:border-brand-600 focus:ring-brand-600/25";
export const CELL_INPUT_BAD = "border-red-400 bg-red-50/60 focus:border-red-600 focus:ring-red-600/20";
/** Placed by the row under its cell, on one line that may run under the cells to its right. */
export const CELL_ERROR =
  "pointer-events-none absolute left-[4px] z-[1] max-w-[260px] text-[11px] leading-[14px] whitespace-nowrap text-red-600";

/** The total column stays in view at the right edge, over the figures scrolling under it. */
export const STICKY_RIGHT =
  "sticky right-0 border-l border-l-slate-100 shadow-[-6px_0_8px_-6px_rgb(15_23_42/0.12)]";

/** In a row: sticky only while the row is near the view (near-rows.ts says why). */
export const ROW_STICKY = "group-data-[near]/row:sticky";
export const ROW_STICKY_RIGHT = STICKY_RIGHT.replace("sticky ", `${ROW_STICKY} `);

/** A warning under its cell (a hole toughening may break): amber, never blocking. */
export const CELL_WARNING_TEXT = CELL_ERROR.replace("text-red-600", "text-amber-700");
