import { ALONG_LENGTH, ALONG_WIDTH, NotGuillotineError, type Rect, walkTree } from "./guillotine-tree";
import type { PackContext } from "./pack-one";
import type { Placement, Problem, Solution } from "./problem";

// Among plans of equal cost the shop wants its leftover in one large usable offcut. The least-filled
// sheet is packed again into the shortest (or narrowest) part of the sheet its pieces go in, which
// leaves the rest as one strip, when that strip is larger than the largest offcut it had.

function tree(W: number, H: number, placements: readonly Placement[]): { stages: number; offcut: number } {
  let stages = Infinity;
  let offcut = 0;
  for (const first of [ALONG_WIDTH, ALONG_LENGTH]) {
    try {
      const used = walkTree({ x: 0, y: 0, w: W, h: H }, placements as readonly Rect[], first, {
        free: (p) => {
          offcut = Math.max(offcut, p.w * p.h);
        },
      });
      stages = Math.min(stages, used);
    } catch (e) {
      // Cut the other way first.
      if (!(e instanceof NotGuillotineError)) throw e;
    }
  }
  return { stages, offcut };
}

/** Smallest side `lo..hi` that still takes every item, with its packing. */
function shortest(
  fit: (side: number) => Placement[] | null,
  lo: number,
  hi: number,
  more: () => boolean,
): { side: number; placements: Placement[] } | null {
  let best: { side: number; placements: Placement[] } | null = null;
  while (lo <= hi && more()) {
    const mid = Math.floor((lo + hi) / 2);
    const placements = fit(mid);
    if (placements) {
      best = { side: mid, placements };
      hi = mid - 1;
    } else lo = mid + 1;
  }
  return best;
}

export function gatherOffcut({ p, packer, rules, more }: PackContext, s: Solution): Solution {
  let b = -1;
  for (let i = 0; i < s.bins.length; i++) if (b < 0 || s.bins[i]!.area < s.bins[b]!.area) b = i;
  if (b < 0) return s;
  const bin = s.bins[b]!;
  const { W, H } = p.types[bin.type]!;
  const items = bin.placements
    .map((q) => q.item)
    .sort((x, y) => p.items[y]!.area - p.items[x]!.area || x - y);
  let bestOffcut = tree(W, H, bin.placements).offcut;
  let best: Placement[] | null = null;
  let minW = 1;
  let minH = 1;
  for (const i of items) {
    const it = p.items[i]!;
    minW = Math.max(minW, it.rot ? Math.min(it.w, it.h) : it.w);
    minH = Math.max(minH, it.rot ? Math.min(it.w, it.h) : it.h);
  }
  const byLength = shortest(
    (h) => packer.packInto(items, W, h, rules, bin.area),
    Math.max(minH, Math.ceil(bin.area / W)),
    H,
    more,
  );
  const byWidth = shortest(
    (w) => packer.packInto(items, w, H, rules, bin.area),
    Math.max(minW, Math.ceil(bin.area / H)),
    W,
    more,
  );
  for (const found of [byLength, byWidth]) {
    if (!found) continue;
    const t = tree(W, H, found.placements);
    if (t.stages <= p.stages && t.offcut > bestOffcut) {
      bestOffcut = t.offcut;
      best = found.placements;
    }
  }
  if (!best) return s;
  const bins = s.bins.slice();
  bins[b] = { type: bin.type, placements: best, area: bin.area };
  return { bins, unplaced: s.unplaced };
}
