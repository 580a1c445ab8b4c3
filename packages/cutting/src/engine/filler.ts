import type { Placement, Problem } from "./problem";
import type { Rng } from "./rng";

// Fills one sheet from a list of candidate items with guillotine cuts: keep the free rectangles the
// cuts have made, take one, put the best-scoring item that fits in its corner, and cut the rest of the
// rectangle in two. Each free rectangle remembers the stage and direction of the cut that made it, so
// a stage limit is kept as the sheet is filled: a cut beyond the limit is allowed only as the last cut
// that frees one piece from waste, and what it cuts off stays waste.

/** How a fill chooses: which free rectangle, which item, which of the two cut orders. */
export interface FillRule {
  pick: number;
  score: number;
  split: number;
  /** 0: deterministic; up to 1: scores are jittered by that fraction. */
  noise: number;
}

export const PICKS = 4;
export const SCORES = 5;
export const SPLITS = 8;

const VERT = 1;
const HORIZ = 2;

export class BinFiller {
  private fx: number[] = [];
  private fy: number[] = [];
  private fw: number[] = [];
  private fh: number[] = [];
  private fl: number[] = [];
  private fo: number[] = [];
  private nf = 0;
  private live: number[] = [];

  constructor(private readonly p: Problem) {}

  /**
   * Places candidates (item indices, in priority order) on a W x H sheet; appends the placements to
   * `out` and returns the placed area. Candidates that do not fit are left out.
   */
  fill(
    W: number,
    H: number,
    cand: readonly number[],
    rule: FillRule,
    rng: Rng | null,
    out: Placement[],
  ): number {
    const items = this.p.items;
    const S = this.p.stages;
    const live = this.live;
    live.length = 0;
    for (const c of cand) live.push(c);
    this.nf = 0;
    this.push(0, 0, W, H, 0, 0);
    let area = 0;
    const noise = rng ? rule.noise : 0;
    while (this.nf > 0 && live.length > 0) {
      const r = this.pickRect(rule.pick);
      const x = this.fx[r]!;
      const y = this.fy[r]!;
      const w = this.fw[r]!;
      const h = this.fh[r]!;
      const lev = this.fl[r]!;
      const ori = this.fo[r]!;
      this.removeRect(r);
      let best = -1;
      let bestS = -Infinity;
      let bestTurn = false;
      for (let k = 0; k < live.length; k++) {
        const it = items[live[k]!]!;
        if (it.w <= w && it.h <= h) {
          let s = score(rule.score, it.w, it.h, w, h);
          if (noise > 0) s *= 1 - noise * rng!.next();
          if (s > bestS) {
            bestS = s;
            best = k;
            bestTurn = false;
          }
        }
        if (it.rot && it.h <= w && it.w <= h) {
          let s = score(rule.score, it.h, it.w, w, h);
          if (noise > 0) s *= 1 - noise * rng!.next();
          if (s > bestS) {
            bestS = s;
            best = k;
            bestTurn = true;
          }
        }
      }
      if (best < 0) continue;
      const idx = live[best]!;
      const it = items[idx]!;
      const pw = bestTurn ? it.h : it.w;
      const ph = bestTurn ? it.w : it.h;
      // Can the first cut be made within the limit in each direction?
      const sV = ori === VERT ? lev : lev + 1;
      const sH = ori === HORIZ ? lev : lev + 1;
      const dw = w - pw;
      const dh = h - ph;
      if (dw > 0 && dh > 0) {
        let hFirst = splitHorizontalFirst(rule.split, pw, ph, w, h);
        if (hFirst && sH > S) hFirst = false;
        else if (!hFirst && sV > S) hFirst = true;
        if (hFirst) {
          this.push(x, y + ph, w, dh, sH, HORIZ);
          if (sH + 1 <= S) this.push(x + pw, y, dw, ph, sH + 1, VERT);
        } else {
          this.push(x + pw, y, dw, h, sV, VERT);
          if (sV + 1 <= S) this.push(x, y + ph, pw, dh, sV + 1, HORIZ);
        }
      } else if (dw > 0) {
        if (sV <= S) this.push(x + pw, y, dw, h, sV, VERT);
      } else if (dh > 0) {
        if (sH <= S) this.push(x, y + ph, w, dh, sH, HORIZ);
      }
      live.splice(best, 1);
      out.push({ item: idx, x, y, w: pw, h: ph });
      area += it.area;
    }
    return area;
  }

  private push(x: number, y: number, w: number, h: number, lev: number, ori: number): void {
    const n = this.nf++;
    this.fx[n] = x;
    this.fy[n] = y;
    this.fw[n] = w;
    this.fh[n] = h;
    this.fl[n] = lev;
    this.fo[n] = ori;
  }

  private removeRect(r: number): void {
    const last = --this.nf;
    // Keep the order (the LIFO pick relies on it).
    for (let i = r; i < last; i++) {
      this.fx[i] = this.fx[i + 1]!;
      this.fy[i] = this.fy[i + 1]!;
      this.fw[i] = this.fw[i + 1]!;
      this.fh[i] = this.fh[i + 1]!;
      this.fl[i] = this.fl[i + 1]!;
      this.fo[i] = this.fo[i + 1]!;
    }
  }

  private pickRect(pick: number): number {
    const n = this.nf;
    if (pick === 2 || n === 1) return n - 1;
    let best = 0;
    let bestV = Infinity;
    for (let i = 0; i < n; i++) {
      const w = this.fw[i]!;
      const h = this.fh[i]!;
      const v =
        pick === 0
          ? w * h
          : pick === 1
            ? Math.min(w, h) * 4294967296 + w * h
            : this.fy[i]! * 4294967296 + this.fx[i]!;
      if (v < bestV) {
        bestV = v;
        best = i;
      }
    }
    return best;
  }
}

function score(rule: number, w: number, h: number, W: number, H: number): number {
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
function splitHorizontalFirst(rule: number, pw: number, ph: number, w: number, h: number): boolean {
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
