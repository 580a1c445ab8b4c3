import { z } from "zod";
import { CUT_PLAN_STATUSES, UNITS } from "../enums";
import { money, recordId, timestamp } from "./record-fields";

// What a cut plan answers. Positions and sizes are whole cutting units of the company's unit
// (`perUnit` of them to an inch or a millimetre: eighths of an inch, tenths of a millimetre).

const int = () => z.number().int();

/** One straight edge-to-edge cut, as @kerf/cutting gives it. */
export const ZCut = z.strictObject({
  stage: int().min(0),
  x: int(),
  y: int(),
  along: z.enum(["width", "length"]),
  length: int().min(0),
  trim: z.literal(true).optional(),
});

export const ZPlacedPiece = z.strictObject({
  /** The order line's number (1 = its first line), as the worker sheet lists them. */
  no: int().min(1),
  lineId: recordId(),
  x: int(),
  y: int(),
  width: int(),
  length: int(),
});

export const ZOffcut = z.strictObject({
  x: int(),
  y: int(),
  width: int(),
  length: int(),
  /** At least the material's minimum remnant size: kept as a remnant when the order is marked as cut. */
  keep: z.boolean(),
});

export const ZPlannedSheet = z.strictObject({
  /** A stock sheet size's id, or a remnant's. */
  sheetId: z.string(),
  remnant: z.boolean(),
  width: int(),
  length: int(),
  trim: int(),
  pieces: z.array(ZPlacedPiece),
  cuts: z.array(ZCut),
  offcuts: z.array(ZOffcut),
});

export const ZUnplacedLine = z.strictObject({
  no: int().min(1),
  lineId: recordId(),
  quantity: int().min(1),
  width: int(),
  length: int(),
});

export const ZMaterialPlan = z.strictObject({
  materialId: recordId(),
  materialName: z.string(),
  /** Stock sheets used (remnants not counted) and remnants used. */
  sheetsUsed: int().min(0),
  remnantsUsed: int().min(0),
  /** Area of the pieces placed over the area of the sheets and remnants used, in percent. */
  yieldPercent: money(),
  kerf: int().min(0),
  sheets: z.array(ZPlannedSheet),
  /** Pieces that fit no sheet on hand (too large, or the stock ran out). */
  unplaced: z.array(ZUnplacedLine),
  seconds: z.number().min(0),
});
export type MaterialPlan = z.output<typeof ZMaterialPlan>;

export const ZCutMark = z.strictObject({
  markedAt: timestamp(),
  sheetsUsed: int().min(0),
  remnantsUsed: int().min(0),
  remnantsAdded: int().min(0),
});
export type CutMark = z.output<typeof ZCutMark>;

/**
 * Pieces one order's plan takes in all (the quantities of its lines): planned in the order's 1.6 s, at
 * least 0.3 ms a piece, so the planner keeps its time limit; a larger order is not planned (it says so).
 */
export const MAX_PLAN_PIECES = 5000;

export const CUT_PLAN_MESSAGES = {
  tooManyPieces: (pieces: number) =>
    `This order has ${pieces.toLocaleString("en-IN")} pieces to cut; a cut plan takes at most ${MAX_PLAN_PIECES.toLocaleString("en-IN")}. Split the order to plan it.`,
  failed: "The cut planner could not plan this order. Retry, or change the order.",
} as const;

export const ZOrderCutPlan = z.strictObject({
  /**
   * running: waiting for its turn or being planned, ask again for progress; done: `materials` is the
   * plan; failed: `error` says why, and it is planned again only when asked to (retry) or the order changes.
   */
  status: z.enum(CUT_PLAN_STATUSES),
  /** Why the plan failed; null unless `status` is failed. */
  error: z.string().nullable(),
  /** Materials planned so far, of all the order's materials. */
  progress: z.strictObject({ done: int().min(0), total: int().min(0) }),
  unit: z.enum(UNITS),
  /** Cutting units to one inch (8) or one millimetre (10). */
  perUnit: int(),
  materials: z.array(ZMaterialPlan),
  /** Lines left out of the plan: their material is no longer in the catalogue, or a size does not read. */
  skippedLines: z.array(int().min(1)),
  /** When the order was marked as cut (once per order, then once per re-cut), or null. */
  marked: ZCutMark.nullable(),
  /**
   * Pieces broken at a processor and sent back to be cut again (issue 30), not yet cut: once the order is
   * marked, its plan is of these alone, and marking it cut closes them.
   */
  recuts: int().min(0),
});
export type OrderCutPlan = z.output<typeof ZOrderCutPlan>;

/** A posted job's plan: @kerf/cutting's answer, in the job's own unit. */
export const ZJobCutPlan = z.strictObject({
  sheets: z.array(
    z.strictObject({
      sheet: z.string(),
      pieces: z.array(
        z.strictObject({
          id: z.string(),
          x: z.number(),
          y: z.number(),
          width: z.number(),
          length: z.number(),
        }),
      ),
      cuts: z.array(
        z.strictObject({
          stage: int().min(0),
          x: z.number(),
          y: z.number(),
          along: z.enum(["width", "length"]),
          length: z.number(),
          trim: z.literal(true).optional(),
        }),
      ),
    }),
  ),
  unplaced: z.array(z.strictObject({ id: z.string(), quantity: int().min(1) })),
  seconds: z.number().min(0),
});

export interface StockFit {
  /** Sheet sizes (whole, before trim) and remnants, in one unit. */
  sheets: { width: number; length: number; remnant?: boolean }[];
  trim: number;
  rotate: boolean;
}

/** Whether a piece fits some sheet or remnant of the stock at all (before counting what is on hand). */
export function pieceFits(width: number, length: number, stock: StockFit): boolean {
  return stock.sheets.some((s) => {
    const t = s.remnant ? 0 : stock.trim;
    const w = s.width - 2 * t;
    const l = s.length - 2 * t;
    return (width <= w && length <= l) || (stock.rotate && length <= w && width <= l);
  });
}
