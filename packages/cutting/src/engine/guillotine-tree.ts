// Recovers a guillotine cutting tree from placed rectangles (sizes grown by the kerf, so parts touch):
// each part is cut wherever no rectangle is in the way, in one direction, and its parts in the other,
// which makes every part as small as it can be and the stages as few as they can be. It reports the
// cuts and the empty parts left over (where more pieces could go), each with its stage.
//
// Stages follow the cutting table: a part remembers the stage and direction of the cut that made it
// (the sheet: 0, none); a cut parallel to that one is the same stage, a turned one the next.

export const NONE = 0;
/** A cut at a fixed x, running along the length. */
export const ALONG_LENGTH = 1;
/** A cut at a fixed y, running along the width. */
export const ALONG_WIDTH = 2;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Part extends Rect {
  /** Stage and direction of the cut that made the part. */
  lev: number;
  dir: number;
}

export interface TreeCut {
  stage: number;
  dir: number;
  /** x of a cut along the length, y of one along the width: where the part beyond it starts. */
  at: number;
  /** Where the cut starts (y along the length, x along the width) and how far it runs. */
  from: number;
  span: number;
  /** Only frees one piece from waste: not a stage. */
  trim: boolean;
}

export class NotGuillotineError extends Error {}

// Thrown often while trying both first directions: one instance, no stack to capture each time.
const INTERLOCK = new NotGuillotineError("the pieces interlock");

export interface TreeSink {
  cut?(c: TreeCut): void;
  free?(p: Part): void;
}

const stageOf = (p: Part, dir: number): number => (p.dir === dir ? p.lev : p.lev + 1);
const lo = (r: Rect, d: number): number => (d === ALONG_LENGTH ? r.x : r.y);
const len = (r: Rect, d: number): number => (d === ALONG_LENGTH ? r.w : r.h);
const turn = (d: number): number => (d === ALONG_LENGTH ? ALONG_WIDTH : ALONG_LENGTH);

function cutAcross(p: Rect, d: number, stage: number, at: number): TreeCut {
  const o = turn(d);
  return { stage, dir: d, at, from: lo(p, o), span: len(p, o), trim: false };
}

/** The part of `p` from `from` to `to` across direction `d`, made by cuts of `stage`. */
function slice(p: Rect, d: number, from: number, to: number, stage: number): Part {
  return d === ALONG_LENGTH
    ? { x: from, y: p.y, w: to - from, h: p.h, lev: stage, dir: d }
    : { x: p.x, y: from, w: p.w, h: to - from, lev: stage, dir: d };
}

/**
 * Walks the tree of `sheet` holding `rects`, the first cuts in direction `first`; returns the stages
 * used (trims not counted). Throws NotGuillotineError when the rectangles cannot be cut apart.
 * `bothOrders`: also report the empty parts a lone piece leaves when freed in the other order.
 */
export function walkTree(
  sheet: Rect,
  rects: readonly Rect[],
  first: number,
  sink: TreeSink,
  bothOrders = false,
): number {
  const root: Part = { ...sheet, lev: 0, dir: NONE };
  return part(root, rects.slice(), first, sink, bothOrders);
}

function part(p: Part, rs: Rect[], d: number, sink: TreeSink, both: boolean): number {
  if (rs.length === 0) {
    sink.free?.(p);
    return 0;
  }
  if (rs.length === 1) {
    const deepest = lone(p, rs[0]!, d, sink);
    if (both && sink.free) lone(p, rs[0]!, turn(d), { free: sink.free });
    return deepest;
  }
  rs.sort((a, b) => lo(a, d) - lo(b, d));
  const stage = stageOf(p, d);
  const start = lo(p, d);
  const stop = start + len(p, d);
  let deepest = 0;
  let from = start;
  let i = 0;
  while (i < rs.length) {
    const begin = lo(rs[i]!, d);
    let end = begin + len(rs[i]!, d);
    let j = i + 1;
    while (j < rs.length && lo(rs[j]!, d) < end) {
      end = Math.max(end, lo(rs[j]!, d) + len(rs[j]!, d));
      j++;
    }
    if (i === 0 && j === rs.length && begin === start && end === stop) {
      throw INTERLOCK;
    }
    if (begin > from) {
      sink.free?.(slice(p, d, from, begin, stage));
      sink.cut?.(cutAcross(p, d, stage, begin));
    }
    const group = rs.slice(i, j);
    if (end < stop) sink.cut?.(cutAcross(p, d, stage, end));
    deepest = Math.max(deepest, stage, part(slice(p, d, begin, end, stage), group, turn(d), sink, both));
    from = end;
    i = j;
  }
  if (from < stop) sink.free?.(slice(p, d, from, stop, stage));
  return deepest;
}

/** Frees a lone piece: waste across `d` first, then across the other way; the last cut is the trim. */
function lone(p: Part, r: Rect, d: number, sink: TreeSink): number {
  const pending: TreeCut[] = [];
  let cur: Part = p;
  for (const dir of [d, turn(d)]) {
    const stage = stageOf(cur, dir);
    const start = lo(cur, dir);
    const stop = start + len(cur, dir);
    const begin = lo(r, dir);
    const end = begin + len(r, dir);
    if (begin === start && end === stop) continue;
    if (begin > start) {
      sink.free?.(slice(cur, dir, start, begin, stage));
      pending.push(cutAcross(cur, dir, stage, begin));
    }
    if (end < stop) {
      pending.push(cutAcross(cur, dir, stage, end));
      sink.free?.(slice(cur, dir, end, stop, stage));
    }
    cur = slice(cur, dir, begin, end, stage);
  }
  let deepest = 0;
  pending.forEach((c, i) => {
    if (i === pending.length - 1) c.trim = true;
    else deepest = Math.max(deepest, c.stage);
    sink.cut?.(c);
  });
  return deepest;
}
