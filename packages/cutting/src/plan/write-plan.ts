import { sheetOffset } from "../engine/build";
import type { Rect } from "../engine/guillotine-tree";
import type { Problem, Solution } from "../engine/problem";
import type { NormalJob } from "../job";
import type { Cut, CutPlan, SheetPlan } from "../types";
import { cutSequence } from "./cut-sequence";

// The plan in the job's terms: pieces at their places on the real sheet (the kerf taken back off
// their sizes), the edge trim and the cut sequence of each sheet, sizes divided back by the scale.

export function writePlan(job: NormalJob, p: Problem, s: Solution, seconds: number): CutPlan {
  const k = job.kerf;
  const unit = (v: number): number => v / job.scale;
  // Remnants first, then the fullest sheets: the sheet with the offcut to keep comes last.
  const bins = s.bins.slice().sort((a, b) => {
    const ra = p.types[a.type]!.remnant ? 0 : 1;
    const rb = p.types[b.type]!.remnant ? 0 : 1;
    return ra - rb || b.area / p.types[b.type]!.area - a.area / p.types[a.type]!.area;
  });
  const sheets: SheetPlan[] = bins.map((bin) => {
    const type = p.types[bin.type]!;
    const sheet = job.sheets[type.sheet]!;
    const t = sheetOffset(job, type.sheet);
    const boxes: Rect[] = bin.placements.map((q) => ({ x: t + q.x, y: t + q.y, w: q.w - k, h: q.h - k }));
    const region = { x: t, y: t, w: sheet.width - 2 * t, h: sheet.length - 2 * t };
    const cuts: Cut[] = [
      ...edgeTrim(sheet.width, sheet.length, t, k),
      ...cutSequence(region, boxes, k, job.stages).cuts,
    ];
    return {
      sheet: sheet.id,
      pieces: bin.placements.map((q, i) => {
        const b = boxes[i]!;
        return {
          id: job.pieces[p.items[q.item]!.piece]!.id,
          x: unit(b.x),
          y: unit(b.y),
          width: unit(b.w),
          length: unit(b.h),
        };
      }),
      cuts: cuts.map((c) => ({ ...c, x: unit(c.x), y: unit(c.y), length: unit(c.length) })),
    };
  });
  const missing = new Map<number, number>();
  for (const i of s.unplaced) {
    const piece = p.items[i]!.piece;
    missing.set(piece, (missing.get(piece) ?? 0) + 1);
  }
  const unplaced = [...missing.keys()]
    .sort((a, b) => a - b)
    .map((piece) => ({ id: job.pieces[piece]!.id, quantity: missing.get(piece)! }));
  return { sheets, unplaced, seconds };
}

/** The four edge trims, stage 0: the long edges first, then the ends of what is left. */
function edgeTrim(W: number, L: number, t: number, k: number): Cut[] {
  if (t === 0) return [];
  return [
    { stage: 0, x: t - k, y: 0, along: "length", length: L },
    { stage: 0, x: W - t, y: 0, along: "length", length: L },
    { stage: 0, x: t, y: t - k, along: "width", length: W - 2 * t },
    { stage: 0, x: t, y: L - t, along: "width", length: W - 2 * t },
  ];
}
