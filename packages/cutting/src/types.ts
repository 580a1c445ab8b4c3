// The public shapes of a cutting job and its plan. Sizes are in one unit chosen by the caller
// (millimetres, eighths of an inch, ...). Decimals are accepted and scaled to integers exactly.

export interface StockSheet {
  id: string;
  width: number;
  length: number;
  /** How many are on hand; null or absent: as many as needed. */
  quantity?: number | null;
  /** Cost of one sheet; absent: its area (width x length). Remnants: 0. */
  cost?: number;
  /** An offcut kept in stock: used before stock sheets, not trimmed (its edges are cuts already). */
  remnant?: boolean;
}

export interface OrderPiece {
  id: string;
  width: number;
  length: number;
  /** Absent: 1. */
  quantity?: number;
  /** May the piece be turned by 90 degrees (glass may; stone with a vein or grained laminate may not). */
  rotate?: boolean;
}

export interface CutJob {
  /** Width of the blade's cut; absent: 0. */
  kerf?: number;
  /** Strip cut off every edge of a stock sheet before use; absent: 0. */
  trim?: number;
  /** Guillotine stages the table can do, trimming not counted; null or absent: any. */
  stages?: number | null;
  sheets: StockSheet[];
  pieces: OrderPiece[];
}

export interface PlacedPiece {
  id: string;
  /** Along the sheet's width. */
  x: number;
  /** Along the sheet's length. */
  y: number;
  /** The piece as placed: swapped when it was turned. */
  width: number;
  length: number;
}

/**
 * One straight edge-to-edge cut. It starts at (x, y) and runs `length` along the sheet's width
 * (`along: "width"`, the blade removes y..y+kerf) or along its length (`along: "length"`, x..x+kerf).
 * Stage 0 is the edge trim; a cut that only frees one piece from waste carries the stage after the
 * last counted one and is not counted against the job's stage limit.
 */
export interface Cut {
  stage: number;
  x: number;
  y: number;
  along: "width" | "length";
  length: number;
  /** True for a cut that only frees one piece from waste (not counted as a stage). */
  trim?: true;
}

export interface SheetPlan {
  sheet: string;
  pieces: PlacedPiece[];
  cuts: Cut[];
}

export interface UnplacedPiece {
  id: string;
  quantity: number;
}

export interface CutPlan {
  sheets: SheetPlan[];
  unplaced: UnplacedPiece[];
  /** Time the plan took, in seconds. */
  seconds: number;
}

export interface PlanOptions {
  /** Seconds the optimiser may spend; it stops sooner when the plan is provably optimal. Default 2. */
  timeLimit?: number;
  /** Seed of the pseudo-random choices, for repeatable plans. Default 1. */
  seed?: number;
  /**
   * The clock the time limit and `seconds` are measured on, in milliseconds. Default: wall time
   * (`performance.now`). A benchmark on a shared machine may pass the process's CPU time.
   */
  clock?: () => number;
}
