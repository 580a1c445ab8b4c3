import type { FillRule } from "./fill-rules";
import type { Packer } from "./pack-one";
import type { Bin, Placement, Problem, Solution } from "./problem";
import type { Rng } from "./rng";

// Tries to empty a sheet: the least-filled sheet's pieces become a pool; one or two other sheets are
// filled again from their own pieces and the pool, and what they leave is the new pool, as long as it
// still goes on one sheet. The pool shrinks, keeps its area (to wander) or, now and then, grows a
// little (simulated annealing). An empty pool is one sheet fewer.

export interface SearchLimits {
  deadline: number;
  /** Stop as soon as this many sheets is reached (a lower bound). */
  target: number;
  now: () => number;
}

interface Work {
  bins: Bin[];
  pool: number[];
  poolArea: number;
  poolType: number;
  poolPlacements: Placement[];
}

export function improve(p: Problem, packer: Packer, start: Solution, lim: SearchLimits, rng: Rng): Solution {
  let best = start;
  const rules = packer.rules;
  while (lim.now() < lim.deadline && best.bins.length > lim.target) {
    const w = openPool(p, best);
    if (!w) break;
    drain(p, packer, w, lim, rng, rules);
    // The pool is one sheet unless it emptied; a move may also have emptied another sheet.
    const bins = w.bins.filter((b) => b.placements.length > 0);
    if (w.pool.length > 0) bins.push({ type: w.poolType, placements: w.poolPlacements, area: w.poolArea });
    best = { bins, unplaced: best.unplaced };
  }
  return best;
}

/** Opens the least-filled stock sheet (remnants stay: they are used first). */
function openPool(p: Problem, s: Solution): Work | null {
  let b = -1;
  for (let i = 0; i < s.bins.length; i++) {
    const bin = s.bins[i]!;
    if (p.types[bin.type]!.remnant) continue;
    if (b < 0 || bin.area < s.bins[b]!.area) b = i;
  }
  if (b < 0) return null;
  const bins = s.bins.filter((_, i) => i !== b);
  const target = s.bins[b]!;
  return {
    bins,
    pool: target.placements.map((q) => q.item),
    poolArea: target.area,
    poolType: target.type,
    poolPlacements: target.placements,
  };
}

function drain(
  p: Problem,
  packer: Packer,
  w: Work,
  lim: SearchLimits,
  rng: Rng,
  rules: readonly FillRule[],
): void {
  let stall = 0;
  const maxStall = 200 + 20 * p.items.length;
  const binArea = p.types[w.poolType]!.area;
  let temp = 0.02 * binArea;
  while (stall < maxStall) {
    if (lim.now() >= lim.deadline) return;
    stall++;
    temp *= 0.999;
    const k = w.bins.length >= 2 && rng.next() < 0.5 ? 2 : 1;
    if (w.bins.length < k) return;
    const picked: number[] = [rng.int(w.bins.length)];
    if (k === 2) {
      let o = rng.int(w.bins.length - 1);
      if (o >= picked[0]!) o++;
      picked.push(o);
    }
    let cand = w.pool.slice();
    let before = 0;
    for (const c of picked) {
      const bin = w.bins[c]!;
      before += bin.area;
      for (const q of bin.placements) cand.push(q.item);
    }
    cand.sort((a, b) => p.items[b]!.area - p.items[a]!.area || a - b);
    const fills: { type: number; placements: Placement[]; area: number }[] = [];
    let after = 0;
    // Half the time the first sheet must take a piece of the pool, in its corner.
    let first = k === 1 && rng.next() < INSERT ? w.pool[rng.int(w.pool.length)]! : -1;
    for (const c of picked) {
      const type = w.bins[c]!.type;
      const f = packer.fillBest(cand, type, pickRules(rules, rng), rng, first);
      first = -1;
      fills.push({ type, placements: f.placements, area: f.area });
      after += f.area;
      const inBin = new Set(f.placements.map((q) => q.item));
      cand = cand.filter((i) => !inBin.has(i));
    }
    const delta = before - after; // growth of the pool
    if (delta > 0 && rng.next() >= Math.exp(-delta / temp)) continue;
    if (delta === 0 && rng.next() < 0.5) continue;
    if (cand.length === 0) {
      picked.forEach((c, j) => {
        w.bins[c] = fills[j]!;
      });
      w.pool = [];
      w.poolArea = 0;
      return;
    }
    // A remnant in use stays in use.
    if (fills.some((f) => f.placements.length === 0 && p.types[f.type]!.remnant)) continue;
    const packed = packer.packAll(cand, w.poolType, rng);
    if (!packed) continue;
    if (delta < 0) stall = 0;
    picked.forEach((c, j) => {
      w.bins[c] = fills[j]!;
    });
    w.pool = cand;
    w.poolArea += delta;
    w.poolPlacements = packed;
    if (fills.some((f) => f.placements.length === 0)) return;
  }
}

/** How often a move forces a pooled piece into a sheet first. */
const INSERT = 0.3;
/** How often a fill completes rows with a knapsack. */
const LINE = 0.3;

function pickRules(rules: readonly FillRule[], rng: Rng): FillRule[] {
  const out: FillRule[] = [];
  for (let k = 0; k < 6; k++) out.push({ ...rules[k]!, line: rng.next() < LINE });
  for (let k = 0; k < 4; k++)
    out.push({ ...rules[rng.int(rules.length)]!, noise: 0.2, line: rng.next() < LINE });
  return out;
}
