import type { Cut } from "../types";

// The cuts that free every placed piece, in the order a cutter makes them, with their stages. Each
// stage cuts right across the material in one direction wherever no piece is in the way (so every
// part is as small as it can be when the next stage turns the material), then each part is cut at
// the next stage. A part holding one piece is freed by trimming; the last cut that frees it from
// waste is marked `trim` and is not a stage. The sheet's first direction is the one needing fewer
// stages. A cut at c removes c..c+kerf.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Axis 0: cuts at a fixed x, running along the length; axis 1: at a fixed y, along the width. */
type Axis = 0 | 1;

export class NotGuillotineError extends Error {}

export interface Sequence {
  cuts: Cut[];
  /** Stages used, trimming not counted. */
  stages: number;
}

const lo = (b: Box, a: Axis): number => (a === 0 ? b.x : b.y);
const hi = (b: Box, a: Axis): number => (a === 0 ? b.x + b.w : b.y + b.h);

function part(sec: Box, a: Axis, from: number, to: number): Box {
  return a === 0
    ? { x: from, y: sec.y, w: to - from, h: sec.h }
    : { x: sec.x, y: from, w: sec.w, h: to - from };
}

function cutAt(sec: Box, a: Axis, c: number, stage: number): Cut {
  return a === 0
    ? { stage, x: c, y: sec.y, along: "length", length: sec.h }
    : { stage, x: sec.x, y: c, along: "width", length: sec.w };
}

/**
 * The sequence for the pieces in `region`. Of the two first directions it takes the one within the
 * stage limit with less cutting (total length), then fewer stages.
 */
export function cutSequence(region: Box, pieces: readonly Box[], kerf: number, limit = Infinity): Sequence {
  let best: Sequence | null = null;
  let bestKey: number[] = [];
  for (const a of [1, 0] as const) {
    const cuts: Cut[] = [];
    try {
      const stages = level(region, pieces.slice(), 1, a, kerf, cuts);
      const key = [stages > limit ? 1 : 0, cuts.reduce((sum, c) => sum + c.length, 0), stages];
      if (!best || before(key, bestKey)) {
        best = { cuts, stages };
        bestKey = key;
      }
    } catch (e) {
      if (!(e instanceof NotGuillotineError)) throw e;
    }
  }
  if (!best) throw new NotGuillotineError("the pieces cannot be cut apart with guillotine cuts");
  return best;
}

function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** Cuts `sec` at `stage` across axis `a`, then its parts; returns the deepest counted stage. */
function level(sec: Box, ps: Box[], stage: number, a: Axis, k: number, out: Cut[]): number {
  if (ps.length === 0) return 0;
  if (ps.length === 1) return freeOne(sec, ps[0]!, stage, a, k, out);
  ps.sort((p, q) => lo(p, a) - lo(q, a));
  const groups: Box[][] = [];
  let end = -Infinity;
  for (const p of ps) {
    if (groups.length === 0 || lo(p, a) < end + k) {
      if (groups.length === 0) groups.push([]);
      groups[groups.length - 1]!.push(p);
    } else groups.push([p]);
    end = Math.max(end, hi(p, a));
  }
  const start = lo(sec, a);
  const stop = hi(sec, a);
  if (groups.length === 1 && lo(ps[0]!, a) === start && end === stop) {
    // Nothing to cut in this direction: the parent cut all it could in the other one.
    throw new NotGuillotineError("pieces interlock");
  }
  let deepest = stage;
  let from = start;
  const next = stage + 1;
  for (let g = 0; g < groups.length; g++) {
    const members = groups[g]!;
    let first = Infinity;
    let last = -Infinity;
    for (const p of members) {
      first = Math.min(first, lo(p, a));
      last = Math.max(last, hi(p, a));
    }
    if (first > from) {
      out.push(cutAt(sec, a, first - k, stage));
      from = first;
    }
    if (last < stop) {
      out.push(cutAt(sec, a, last, stage));
      deepest = Math.max(deepest, level(part(sec, a, from, last), members, next, (1 - a) as Axis, k, out));
      from = last + k;
    } else {
      deepest = Math.max(deepest, level(part(sec, a, from, stop), members, next, (1 - a) as Axis, k, out));
    }
  }
  return deepest;
}

/** Frees a lone piece: waste across `a` at `stage`, then across the other axis; the last cut is the trim. */
function freeOne(sec: Box, p: Box, stage: number, a: Axis, k: number, out: Cut[]): number {
  const b = (1 - a) as Axis;
  const cuts: Cut[] = [];
  let s = sec;
  if (lo(p, a) > lo(s, a)) {
    cuts.push(cutAt(s, a, lo(p, a) - k, stage));
    s = part(s, a, lo(p, a), hi(s, a));
  }
  if (hi(p, a) < hi(s, a)) {
    cuts.push(cutAt(s, a, hi(p, a), stage));
    s = part(s, a, lo(s, a), hi(p, a));
  }
  // Without a cut across `a`, a cut across `b` runs parallel to the cuts that made this part: their stage.
  const sb = cuts.length > 0 ? stage + 1 : Math.max(1, stage - 1);
  if (lo(p, b) > lo(s, b)) {
    cuts.push(cutAt(s, b, lo(p, b) - k, sb));
    s = part(s, b, lo(p, b), hi(s, b));
  }
  if (hi(p, b) < hi(s, b)) cuts.push(cutAt(s, b, hi(p, b), sb));
  let deepest = 0;
  cuts.forEach((c, i) => {
    if (i === cuts.length - 1) c.trim = true;
    else deepest = Math.max(deepest, c.stage);
    out.push(c);
  });
  return deepest;
}
