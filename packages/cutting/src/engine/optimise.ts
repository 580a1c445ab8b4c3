import { binLowerBound } from "./bounds";
import { construct } from "./construct";
import { type FillRule, LEADING_RULES } from "./fill-rules";
import { gatherOffcut } from "./offcut";
import { Packer } from "./pack-one";
import { type Problem, type Solution, solutionCost, unplacedArea } from "./problem";
import { Rng } from "./rng";
import { improve } from "./search";
import { absorbUnplaced, cheaperSheets } from "./stock";

// Best plan within the deadline: the best of many one-rule constructions, then the search that
// empties sheets. Stops as soon as the plan meets a lower bound.

export interface OptimiseOptions {
  deadline: number;
  seed: number;
  now: () => number;
}

/** Better: fewer pieces left out (by area), then cheaper, then fewer sheets. */
export function better(p: Problem, a: Solution, b: Solution): boolean {
  const ua = unplacedArea(p, a);
  const ub = unplacedArea(p, b);
  if (ua !== ub) return ua < ub;
  const ca = solutionCost(p, a);
  const cb = solutionCost(p, b);
  if (Math.abs(ca - cb) > 1e-9 * Math.max(1, Math.abs(ca), Math.abs(cb))) return ca < cb;
  return a.bins.length < b.bins.length;
}

/** Fewest sheets any plan can use, when every sheet is the same stock and on hand without limit. */
function sheetTarget(p: Problem): number {
  const t = p.types[0];
  if (p.types.length !== 1 || !t || t.remnant || t.count !== Infinity) return 0;
  return binLowerBound(p.items, t.W, t.H);
}

/** The construction rules: the leading ones, also with rows completed by knapsack and, when pieces
 * may turn, with each way of turning them. */
function constructionRules(p: Problem): FillRule[] {
  const turns = p.items.some((it) => it.rot) ? [0, 1, 2, 3] : [0];
  return [false, true].flatMap((line) =>
    turns.flatMap((orient) => LEADING_RULES.map((r) => ({ ...r, orient, line }))),
  );
}

export function optimise(p: Problem, opt: OptimiseOptions): Solution {
  const start = opt.now();
  const rng = new Rng(opt.seed);
  const packer = new Packer(p);
  packer.deadline = opt.deadline;
  packer.now = opt.now;
  const more = (): boolean => opt.now() < opt.deadline;
  const target = sheetTarget(p);
  const rules = constructionRules(p);
  let best: Solution | null = null;
  // The first construction always runs; the others while one more fits in the time left.
  let slowest = 0;
  for (const rule of rules) {
    const started = opt.now();
    if (best && started + slowest >= opt.deadline) break;
    const s = construct(p, packer, [rule], null);
    slowest = Math.max(slowest, opt.now() - started);
    if (!best || better(p, s, best)) best = s;
    if (best.bins.length <= target) break;
  }
  if (!best) return { bins: [], unplaced: [] };
  const ctx = { p, packer, rules, more };
  best = cheaperSheets(ctx, absorbUnplaced(ctx, best));
  if (best.bins.length > target) {
    // The last 5% of the time is for the steps after the search.
    const deadline = opt.deadline - 0.05 * (opt.deadline - start);
    best = improve(p, packer, best, { deadline, target, now: opt.now }, rng);
    best = cheaperSheets(ctx, best);
  }
  return gatherOffcut(ctx, best);
}
