import type { PackContext } from "./pack-one";
import type { Bin, Solution } from "./problem";

// Two steps for stock that is short or of several sizes: put pieces left out for want of sheets on
// the sheets in use where they still fit (refilling a sheet from its own pieces and those left out,
// kept when it then holds more area), and move each sheet's pieces to a cheaper sheet that holds them
// all, while one is on hand.

export function absorbUnplaced({ p, packer, rules, more }: PackContext, s: Solution): Solution {
  if (s.unplaced.length === 0) return s;
  const bins = s.bins.slice();
  let unplaced = s.unplaced.slice();
  for (let b = 0; b < bins.length && unplaced.length > 0 && more(); b++) {
    const bin = bins[b]!;
    const cand = bin.placements.map((q) => q.item).concat(unplaced);
    cand.sort((x, y) => p.items[y]!.area - p.items[x]!.area || x - y);
    const f = packer.fillBest(cand, bin.type, rules, null);
    if (f.area <= bin.area) continue;
    bins[b] = { type: bin.type, placements: f.placements, area: f.area };
    const placed = new Set(f.placements.map((q) => q.item));
    unplaced = cand.filter((i) => !placed.has(i));
  }
  return { bins, unplaced };
}

export function cheaperSheets({ p, packer, more }: PackContext, s: Solution): Solution {
  if (p.types.length < 2) return s;
  const left = p.types.map((t) => t.count);
  for (const b of s.bins) left[b.type]!--;
  const bins: Bin[] = s.bins.slice();
  for (let b = 0; b < bins.length && more(); b++) {
    const bin = bins[b]!;
    const from = p.types[bin.type]!;
    if (from.remnant) continue;
    const items = bin.placements.map((q) => q.item);
    const cheaper = p.types
      .map((t, i) => ({ t, i }))
      .filter(({ t, i }) => !t.remnant && left[i]! > 0 && t.cost < from.cost)
      .sort((x, y) => x.t.cost - y.t.cost || x.i - y.i);
    for (const { i } of cheaper) {
      const placements = packer.packAll(items, i, null);
      if (!placements) continue;
      left[i]!--;
      left[bin.type]!++;
      bins[b] = { type: i, placements, area: bin.area };
      break;
    }
  }
  return { bins, unplaced: s.unplaced };
}
