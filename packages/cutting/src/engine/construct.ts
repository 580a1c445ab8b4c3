import type { FillRule } from "./fill-rules";
import type { Packer } from "./pack-one";
import { type Bin, fits, type Problem, type Solution } from "./problem";
import type { Rng } from "./rng";

// A first plan, one sheet at a time: remnants first, then for each new sheet the stock type whose best
// fill from the remaining pieces costs least per area placed. Each sheet takes the best of several
// fill rules over everything still to place, so big pieces go first and small ones fill the gaps.

export function construct(p: Problem, packer: Packer, rules: readonly FillRule[], rng: Rng | null): Solution {
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
  const take = (t: number, placements: Bin["placements"], area: number): void => {
    bins.push({ type: t, placements, area });
    left[t]!--;
    const used = new Set(placements.map((q) => q.item));
    remaining = remaining.filter((i) => !used.has(i));
  };

  const remnants = p.types.map((_, t) => t).filter((t) => p.types[t]!.remnant);
  remnants.sort((a, b) => p.types[a]!.area - p.types[b]!.area || a - b);
  for (const t of remnants) {
    while (left[t]! > 0 && remaining.length > 0) {
      const f = packer.fillBest(remaining, t, rules, rng);
      if (f.area <= 0) break;
      take(t, f.placements, f.area);
    }
  }

  while (remaining.length > 0) {
    let bestT = -1;
    let best = { placements: [] as Bin["placements"], area: 0 };
    let bestRatio = Infinity;
    for (let t = 0; t < p.types.length; t++) {
      const type = p.types[t]!;
      if (type.remnant || left[t]! <= 0) continue;
      const f = packer.fillBest(remaining, t, rules, rng);
      if (f.area <= 0) continue;
      const ratio = type.cost / f.area;
      if (ratio < bestRatio || (ratio === bestRatio && f.area > best.area)) {
        bestRatio = ratio;
        bestT = t;
        best = f;
      }
    }
    if (bestT < 0) break;
    take(bestT, best.placements, best.area);
  }
  for (const i of remaining) unplaced.push(i);
  return { bins, unplaced };
}
