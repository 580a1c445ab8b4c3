import type { FillRule } from "./fill-rules";
import { LATE_WINDOW } from "./filler";
import type { Packer } from "./pack-one";
import { type Bin, fits, type Problem, type Solution } from "./problem";
import type { Rng } from "./rng";

// A first plan, one sheet at a time: remnants first, then for each new sheet the stock type whose best
// fill from the remaining pieces costs least per area placed. Each sheet takes the best of several
// fill rules over everything still to place, so big pieces go first and small ones fill the gaps.
//
// Trying every stock type for every sheet costs types x a fill over every piece left, per sheet. Once
// the plan's time is up (`late`, the packer's deadline) a sheet is the first type, cheapest per area,
// that takes a piece, filled from the largest pieces left, about two sheets' worth (and the fill scans
// only the largest of those, BinFiller's window): the plan still places every piece it can, soon
// enough for its time limit whatever its size.

export function construct(p: Problem, packer: Packer, rules: readonly FillRule[], rng: Rng | null): Solution {
  const late = () => packer.now() >= packer.deadline;
  const left = new Array<number>(p.types.length);
  for (let t = 0; t < p.types.length; t++) left[t] = p.types[t]!.count;
  const unplaced: number[] = [];
  let remaining: number[] = [];
  for (let i = 0; i < p.items.length; i++) {
    const it = p.items[i]!;
    if (p.types.some((t) => fits(it, t.W, t.H))) remaining.push(i);
    else unplaced.push(i);
  }
  remaining.sort((a, b) => p.items[b]!.area - p.items[a]!.area || a - b);
  const bins: Bin[] = [];
  /** A sheet filled from the first `from` pieces left: only those need looking at again. */
  const take = (t: number, placements: Bin["placements"], area: number, from = remaining.length): void => {
    bins.push({ type: t, placements, area });
    left[t]!--;
    const used = new Set(placements.map((q) => q.item));
    const kept = remaining.slice(0, from).filter((i) => !used.has(i));
    remaining = from === remaining.length ? kept : kept.concat(remaining.slice(from));
  };

  /** What a sheet of type t is filled from: everything left, or once late the largest pieces. */
  const candidates = (t: number): readonly number[] => {
    if (!late()) return remaining;
    const room = 2 * p.types[t]!.area;
    let area = 0;
    let n = 0;
    while (n < remaining.length && (area < room || n < LATE_WINDOW)) area += p.items[remaining[n++]!]!.area;
    return n === remaining.length ? remaining : remaining.slice(0, n);
  };

  const remnants = p.types.map((_, t) => t).filter((t) => p.types[t]!.remnant);
  remnants.sort((a, b) => p.types[a]!.area - p.types[b]!.area || a - b);
  for (const t of remnants) {
    while (left[t]! > 0 && remaining.length > 0) {
      const cand = candidates(t);
      const f = packer.fillBest(cand, t, rules, rng);
      if (f.area <= 0) break;
      take(t, f.placements, f.area, cand.length);
    }
  }

  const stock = p.types.map((_, t) => t).filter((t) => !p.types[t]!.remnant);
  // The late order: cheapest per area first.
  const byCost = stock
    .slice()
    .sort((a, b) => p.types[a]!.cost / p.types[a]!.area - p.types[b]!.cost / p.types[b]!.area || a - b);
  while (remaining.length > 0) {
    let bestT = -1;
    let best = { placements: [] as Bin["placements"], area: 0 };
    let from = remaining.length;
    let bestRatio = Infinity;
    for (const t of stock) {
      if (left[t]! <= 0) continue;
      // Past the deadline, a sheet already found is kept; none yet: the late way below.
      if (late()) break;
      const f = packer.fillBest(remaining, t, rules, rng);
      if (f.area <= 0) continue;
      const ratio = p.types[t]!.cost / f.area;
      if (ratio < bestRatio || (ratio === bestRatio && f.area > best.area)) {
        bestRatio = ratio;
        bestT = t;
        best = f;
      }
    }
    if (bestT < 0 && late()) {
      // The largest piece left must fit a sheet still on hand, or the window could find nothing.
      while (remaining.length > 0 && !byCost.some((t) => left[t]! > 0 && fitsType(p, remaining[0]!, t))) {
        unplaced.push(remaining.shift()!);
      }
      for (const t of byCost) {
        if (left[t]! <= 0 || remaining.length === 0) continue;
        const cand = candidates(t);
        const f = packer.fillBest(cand, t, rules, rng);
        if (f.area <= 0) continue;
        bestT = t;
        best = f;
        from = cand.length;
        break;
      }
    }
    if (bestT < 0) break;
    take(bestT, best.placements, best.area, from);
  }
  for (const i of remaining) unplaced.push(i);
  return { bins, unplaced };
}

function fitsType(p: Problem, item: number, t: number): boolean {
  const type = p.types[t]!;
  return fits(p.items[item]!, type.W, type.H);
}
