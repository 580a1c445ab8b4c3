// The choices a sheet fill makes, as rules: which free rectangle to fill next, how to score the
// pieces that fit it, and which of the two cuts around a placed piece comes first.

/** How a fill chooses: which free rectangle, which item, which of the two cut orders. */
export interface FillRule {
  /** Free rectangle: 0 smallest area, 1 shortest side, 2 the last made, 3 lowest then leftmost. */
  pick: number;
  /** Piece: 0 largest, 1 filling the width or length exactly, 2 best short side, 3 best long side, 4 tallest. */
  score: number;
  /** Cut order, see splitHorizontalFirst. */
  split: number;
  /** 0: deterministic; up to 1: scores are jittered by that fraction. */
  noise: number;
  /**
   * Turning of the items that may turn: 0 as scores best, 1 never, 2 with the longer side along the
   * width, 3 along the length. Turning freely is greedy; keeping the pieces alike often packs better.
   */
  orient?: number;
  /** Complete the anchor's row (or column) with the subset of items that fills it best (a knapsack). */
  line?: boolean;
}

/** Every combination of the fill's choices. */
export const RULES: FillRule[] = [];
for (const score of [0, 1, 2, 3, 4]) {
  for (const split of [0, 1, 2, 3, 4, 5, 6, 7]) {
    for (const pick of [0, 1, 2, 3]) RULES.push({ pick, score, split, noise: 0 });
  }
}

/**
 * The few rules whose whole-job constructions were best on 300 runs of the class benchmark (a greedy
 * cover: the first alone was best on 247), in that order.
 */
export const LEADING_RULES: FillRule[] = "020 124 225 002 005 322 041 030 011 021 026 027 031"
  .split(" ")
  // Each as pick, score, split.
  .map(([pick, score, split]) => ({
    pick: Number(pick),
    score: Number(score),
    split: Number(split),
    noise: 0,
  }));

/** How well a w x h piece suits a W x H free rectangle; higher is better. */
export function score(rule: number, w: number, h: number, W: number, H: number): number {
  const a = w * h;
  switch (rule) {
    case 0:
      return a;
    case 1: {
      // Items that fill the rectangle's width or height leave one clean remainder.
      const A = W * H;
      return a + (w === W ? A : 0) + (h === H ? A : 0);
    }
    case 2:
      return (1 - Math.min(W - w, H - h) / Math.max(W, H)) * 4 + a / (W * H);
    case 3:
      return (1 - Math.max(W - w, H - h) / Math.max(W, H)) * 4 + a / (W * H);
    default:
      return (h / H) * 4 + w / W;
  }
}

/** The cut order when the item leaves room on both sides: true = the horizontal (full-width) cut first. */
export function splitHorizontalFirst(rule: number, pw: number, ph: number, w: number, h: number): boolean {
  const dw = w - pw;
  const dh = h - ph;
  switch (rule) {
    case 0: // the larger remainder as large as possible
      return Math.max(w * dh, dw * ph) >= Math.max(dw * h, pw * dh);
    case 1: // the smaller remainder as large as possible
      return Math.min(w * dh, dw * ph) >= Math.min(dw * h, pw * dh);
    case 2: // shorter leftover axis
      return dw < dh;
    case 3: // longer leftover axis
      return dw >= dh;
    case 4: // shorter axis of the rectangle
      return w <= h;
    case 5:
      return w > h;
    case 6:
      return true;
    default:
      return false;
  }
}
