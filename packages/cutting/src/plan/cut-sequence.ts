import { ALONG_LENGTH, ALONG_WIDTH, type Rect, type TreeCut, walkTree } from "../engine/guillotine-tree";
import type { Cut } from "../types";

// The cuts that free every placed piece, in the order a cutter makes them, with their stages: the
// guillotine tree of the pieces (see walkTree), starting in the direction that needs less cutting
// within the stage limit. A cut at c removes c..c+kerf.

export interface Sequence {
  cuts: Cut[];
  /** Stages used, trimming not counted. */
  stages: number;
}

function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The sequence for real pieces in `region` (the sheet inside its trim). */
export function cutSequence(region: Rect, pieces: readonly Rect[], kerf: number, limit = Infinity): Sequence {
  // In the tree's terms every piece and the region are a kerf longer, so cut parts touch.
  const sheet = { x: 0, y: 0, w: region.w + kerf, h: region.h + kerf };
  const rects = pieces.map((p) => ({ x: p.x - region.x, y: p.y - region.y, w: p.w + kerf, h: p.h + kerf }));
  const real = (c: TreeCut): Cut => {
    const cut: Cut =
      c.dir === ALONG_LENGTH
        ? {
            stage: c.stage,
            x: region.x + c.at - kerf,
            y: region.y + c.from,
            along: "length",
            length: c.span - kerf,
          }
        : {
            stage: c.stage,
            x: region.x + c.from,
            y: region.y + c.at - kerf,
            along: "width",
            length: c.span - kerf,
          };
    if (c.trim) cut.trim = true;
    return cut;
  };
  let best: Sequence | null = null;
  let bestKey: number[] = [];
  let failure: unknown = null;
  for (const first of [ALONG_WIDTH, ALONG_LENGTH]) {
    const cuts: Cut[] = [];
    try {
      const stages = walkTree(sheet, rects, first, { cut: (c) => cuts.push(real(c)) });
      const key = [stages > limit ? 1 : 0, cuts.reduce((sum, c) => sum + c.length, 0), stages];
      if (!best || before(key, bestKey)) {
        best = { cuts, stages };
        bestKey = key;
      }
    } catch (e) {
      failure = e;
    }
  }
  if (!best) throw failure;
  return best;
}
