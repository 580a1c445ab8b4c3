import { type FillRule, score, splitHorizontalFirst } from "./fill-rules";
import { FreeRects } from "./free-rects";
import type { Placement, Problem } from "./problem";
import type { Rng } from "./rng";

// Fills one sheet from a list of candidate items with guillotine cuts: keep the free rectangles the
// cuts have made, take one, put the best-scoring item that fits in its corner, and cut the rest of the
// rectangle in two. Each free rectangle remembers the stage and direction of the cut that made it, so
// a stage limit is kept as the sheet is filled: a cut beyond the limit is allowed only as the last cut
// that frees one piece from waste, and what it cuts off stays waste. Identical pieces (one order
// line's quantity) are scanned once, as a kind with a count.
//
// Each free rectangle scans every kind left, so a fill costs rectangles x kinds: with thousands of
// distinct pieces that is seconds. Once the plan's time is up (`late`), a rectangle scans only the
// first LATE_WINDOW kinds (the largest left): a cheaper, slightly worse fill that ends on time.

const VERT = 1;
const HORIZ = 2;
/** Kinds a free rectangle looks at once the time is up. */
export const LATE_WINDOW = 48;
/** Free rectangles between two looks at the clock. */
const CLOCK_EVERY = 32;

export class BinFiller {
  private readonly free = new FreeRects();
  /** Kinds with items left, in the candidates' order. */
  private live: number[] = [];
  /** Per kind: its items not placed yet (a stack). */
  private kindItems: number[][] = [];
  private pieceKind: Int32Array;
  private pieceStamp: Int32Array;
  private stamp = 0;
  private lineCand: number[] = [];
  private lineLen: number[] = [];
  private dp = new Float64Array(256);
  private take = new Uint8Array(0);

  /** Whether the plan's time is up (its owner's clock). */
  constructor(
    private readonly p: Problem,
    private readonly late: () => boolean = () => false,
  ) {
    let pieces = 0;
    for (const it of p.items) pieces = Math.max(pieces, it.piece + 1);
    this.pieceKind = new Int32Array(pieces);
    this.pieceStamp = new Int32Array(pieces);
  }

  /** Groups the candidates by order piece; `first`'s kind is returned, with `first` on top. */
  private groupKinds(cand: readonly number[], first: number): number {
    const items = this.p.items;
    const stamp = ++this.stamp;
    const live = this.live;
    live.length = 0;
    for (const c of cand) {
      const piece = items[c]!.piece;
      if (this.pieceStamp[piece] !== stamp) {
        this.pieceStamp[piece] = stamp;
        this.pieceKind[piece] = live.length;
        const stack = this.kindItems[live.length];
        if (stack) stack.length = 0;
        else this.kindItems[live.length] = [];
        live.push(live.length);
      }
      this.kindItems[this.pieceKind[piece]!]!.push(c);
    }
    if (first < 0) return -1;
    const kind = this.pieceKind[items[first]!.piece]!;
    const stack = this.kindItems[kind]!;
    stack.splice(stack.indexOf(first), 1);
    stack.push(first);
    return kind;
  }

  /** Takes an item of the kind at `live[k]`; the kind leaves `live` when it runs out. */
  private takeItem(k: number): number {
    const kind = this.live[k]!;
    const stack = this.kindItems[kind]!;
    const idx = stack.pop()!;
    if (stack.length === 0) this.live.splice(k, 1);
    return idx;
  }

  /**
   * Places candidates (item indices, in priority order) on a W x H sheet; appends the placements to
   * `out` and returns the placed area. Candidates that do not fit are left out. `first`, when given,
   * is the item that goes in first, in the sheet's corner.
   */
  fill(
    W: number,
    H: number,
    cand: readonly number[],
    rule: FillRule,
    rng: Rng | null,
    out: Placement[],
    first = -1,
  ): number {
    const items = this.p.items;
    const S = this.p.stages;
    const live = this.live;
    const kinds = this.kindItems;
    let firstKind = this.groupKinds(cand, first);
    this.free.n = 0;
    this.free.push(0, 0, W, H, 0, 0);
    let area = 0;
    const noise = rng ? rule.noise : 0;
    const orient = rule.orient ?? 0;
    let line: [number, number, number, number, number, number] | null = null;
    let window = Infinity;
    let rects = 0;
    while (this.free.n > 0 && live.length > 0) {
      if (window === Infinity && rects++ % CLOCK_EVERY === 0 && this.late()) window = LATE_WINDOW;
      const r = this.free.pick(rule.pick);
      const x = this.free.x[r]!;
      const y = this.free.y[r]!;
      const w = this.free.w[r]!;
      const h = this.free.h[r]!;
      const lev = this.free.lev[r]!;
      const ori = this.free.ori[r]!;
      this.free.remove(r);
      let best = -1;
      let bestS = -Infinity;
      let bestTurn = false;
      // The kind that must go first is looked for wherever it is.
      const scan = firstKind >= 0 ? live.length : Math.min(live.length, window);
      for (let k = 0; k < scan; k++) {
        if (firstKind >= 0 && live[k] !== firstKind) continue;
        const stack = kinds[live[k]!]!;
        const it = items[stack[stack.length - 1]!]!;
        const turn =
          it.rot && (orient === 0 || (orient === 2 && it.h > it.w) || (orient === 3 && it.h < it.w));
        const straight = !it.rot || orient <= 1 || (orient === 2 ? it.w >= it.h : it.w <= it.h);
        if (straight && it.w <= w && it.h <= h) {
          let s = score(rule.score, it.w, it.h, w, h);
          if (noise > 0) s *= 1 - noise * rng!.next();
          if (s > bestS) {
            bestS = s;
            best = k;
            bestTurn = false;
          }
        }
        if (turn && it.h <= w && it.w <= h) {
          let s = score(rule.score, it.h, it.w, w, h);
          if (noise > 0) s *= 1 - noise * rng!.next();
          if (s > bestS) {
            bestS = s;
            best = k;
            bestTurn = true;
          }
        }
      }
      firstKind = -1;
      if (best < 0) continue;
      const idx = this.takeItem(best);
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
          this.free.push(x, y + ph, w, dh, sH, HORIZ);
          if (sH + 1 <= S) line = [x + pw, y, dw, ph, sH + 1, VERT];
        } else {
          this.free.push(x + pw, y, dw, h, sV, VERT);
          if (sV + 1 <= S) line = [x, y + ph, pw, dh, sV + 1, HORIZ];
        }
      } else if (dw > 0) {
        if (sV <= S) line = [x + pw, y, dw, h, sV, VERT];
      } else if (dh > 0) {
        if (sH <= S) line = [x, y + ph, w, dh, sH, HORIZ];
      }
      out.push({ item: idx, x, y, w: pw, h: ph });
      area += it.area;
      if (line) {
        if (rule.line) area += this.fillLine(line, rule, rng, out, window);
        else this.free.push(...line);
        line = null;
      }
    }
    return area;
  }

  /**
   * Fills the rest of a row (dir VERT: items side by side along x, no taller than the row) or of a
   * column (HORIZ: stacked along y) with the subset of live items that covers most area: a 0/1
   * knapsack over the free length, each item turned to be as narrow along the line as fits. What is
   * left beside each item becomes a free rectangle one stage deeper.
   */
  private fillLine(
    [x, y, w, h, lev, dir]: [number, number, number, number, number, number],
    rule: FillRule,
    rng: Rng | null,
    out: Placement[],
    window: number,
  ): number {
    const items = this.p.items;
    const live = this.live;
    const row = dir === VERT;
    const cap = row ? w : h;
    const across = row ? h : w;
    const orient = rule.orient ?? 0;
    const cand = this.lineCand;
    const len = this.lineLen;
    cand.length = 0;
    len.length = 0;
    for (let k = 0; k < Math.min(live.length, window); k++) {
      const stack = this.kindItems[live[k]!]!;
      const it = items[stack[0]!]!;
      // Length along the line for each orientation that fits across it; keep the shorter.
      const straightOk = !it.rot || orient <= 1 || (orient === 2 ? it.w >= it.h : it.w <= it.h);
      const turnOk =
        it.rot && (orient === 0 || (orient === 2 && it.h > it.w) || (orient === 3 && it.h < it.w));
      let best = Infinity;
      if (straightOk && (row ? it.h : it.w) <= across) best = row ? it.w : it.h;
      if (turnOk && (row ? it.w : it.h) <= across) best = Math.min(best, row ? it.h : it.w);
      // As many copies of the kind as could go in (the knapsack stays small: at most 64 in all).
      for (let c = Math.min(stack.length, Math.floor(cap / best)); c > 0 && cand.length < 64; c--) {
        cand.push(k);
        len.push(best);
      }
    }
    if (cand.length === 0) {
      this.free.push(x, y, w, h, lev, dir);
      return 0;
    }
    const g = Math.max(1, Math.ceil(cap / 200));
    const C = Math.floor(cap / g);
    const m = cand.length;
    const dp = this.dp;
    for (let c = 0; c <= C; c++) dp[c] = 0;
    if (this.take.length < m * (C + 1)) this.take = new Uint8Array(m * (C + 1) * 2);
    const take = this.take;
    const noise = rng ? rule.noise : 0;
    for (let i = 0; i < m; i++) {
      const wq = Math.ceil(len[i]! / g);
      const stack = this.kindItems[live[cand[i]!]!]!;
      let v = items[stack[0]!]!.area;
      if (noise > 0) v *= 1 - noise * rng!.next();
      const base = i * (C + 1);
      for (let c = C; c >= 0; c--) {
        let t = 0;
        if (c >= wq && dp[c - wq]! + v > dp[c]!) {
          dp[c] = dp[c - wq]! + v;
          t = 1;
        }
        take[base + c] = t;
      }
    }
    const chosen: number[] = [];
    for (let i = m - 1, c = C; i >= 0; i--) {
      if (take[i * (C + 1) + c]) {
        chosen.push(i);
        c -= Math.ceil(len[i]! / g);
      }
    }
    let at = row ? x : y;
    let area = 0;
    for (let j = chosen.length - 1; j >= 0; j--) {
      const i = chosen[j]!;
      const kind = live[cand[i]!]!;
      const idx = this.kindItems[kind]!.pop()!;
      const it = items[idx]!;
      const l = len[i]!;
      // The orientation with this length along the line.
      const pw = row ? l : it.w === l ? it.h : it.w;
      const ph = row ? (it.w === l ? it.h : it.w) : l;
      const px = row ? at : x;
      const py = row ? y : at;
      out.push({ item: idx, x: px, y: py, w: pw, h: ph });
      area += it.area;
      const rest = across - (row ? ph : pw);
      if (rest > 0 && lev + 1 <= this.p.stages) {
        if (row) this.free.push(px, py + ph, pw, rest, lev + 1, HORIZ);
        else this.free.push(px + pw, py, rest, ph, lev + 1, VERT);
      }
      at += l;
    }
    const end = row ? x + w : y + h;
    if (at < end) {
      if (row) this.free.push(at, y, end - at, h, lev, dir);
      else this.free.push(x, at, w, end - at, lev, dir);
    }
    // Kinds that ran out leave the live list.
    for (let k = live.length - 1; k >= 0; k--) if (this.kindItems[live[k]!]!.length === 0) live.splice(k, 1);
    return area;
  }
}
