import { type FillRule, RULES } from "./fill-rules";
import { BinFiller } from "./filler";
import { fits, type Placement, type Problem } from "./problem";
import type { Rng } from "./rng";

// Answers "do these items go on one sheet of this type?" and "which of these items fill one sheet
// best?" with a portfolio of fill rules, remembering the answers it has already found.

/** What the steps after the constructions work with: the packer, its rules, and whether time is left. */
export interface PackContext {
  p: Problem;
  packer: Packer;
  rules: readonly FillRule[];
  more: () => boolean;
}

export interface PackResult {
  placements: Placement[];
  area: number;
}

export class Packer {
  readonly filler: BinFiller;
  private readonly memo = new Map<string, Placement[] | null>();
  private scratch: Placement[] = [];
  /** Fill rules tried in order; reordered to put the ones that succeed first. */
  rules: FillRule[];
  wins: number[];

  /** Past this time (of `now`) the loops over rules stop early: a search must end on time. */
  deadline = Infinity;
  now: () => number = () => 0;

  constructor(readonly p: Problem) {
    this.filler = new BinFiller(p, () => this.now() >= this.deadline);
    this.rules = RULES.slice();
    this.wins = RULES.map(() => 0);
  }

  /** Placements of all `items` on one sheet of type `t`, or null when no rule finds one. */
  packAll(items: readonly number[], t: number, rng: Rng | null, tries = 0): Placement[] | null {
    const type = this.p.types[t]!;
    let area = 0;
    for (const i of items) {
      const it = this.p.items[i]!;
      if (!fits(it, type.W, type.H)) return null;
      area += it.area;
    }
    if (area > type.area) return null;
    const sorted = items.slice().sort((a, b) => this.p.items[b]!.area - this.p.items[a]!.area || a - b);
    const key = `${t}:${sorted.join(",")}`;
    const known = this.memo.get(key);
    if (known !== undefined && (known !== null || tries === 0)) return known;
    const found = this.search(sorted, t, area, rng, tries);
    if (this.memo.size > 200000) this.memo.clear();
    this.memo.set(key, found);
    return found;
  }

  private search(
    sorted: number[],
    t: number,
    area: number,
    rng: Rng | null,
    tries: number,
  ): Placement[] | null {
    const type = this.p.types[t]!;
    const found = this.packInto(sorted, type.W, type.H, this.rules, area, true);
    if (found) return found;
    const out = this.scratch;
    for (let k = 0; k < tries && rng; k++) {
      const rule = { ...this.rules[rng.int(this.rules.length)]!, noise: 0.3 };
      out.length = 0;
      if (this.filler.fill(type.W, type.H, sorted, rule, rng, out) === area) return out.slice();
    }
    return null;
  }

  /** All `items` (of total `area`) on a W x H sheet by the first of `rules` that places them all. */
  packInto(
    items: readonly number[],
    W: number,
    H: number,
    rules: readonly FillRule[],
    area: number,
    learn = false,
  ): Placement[] | null {
    const out = this.scratch;
    for (let r = 0; r < rules.length; r++) {
      if (r > 0 && this.now() >= this.deadline) break;
      out.length = 0;
      if (this.filler.fill(W, H, items, rules[r]!, null, out) === area) {
        if (learn) this.promote(r);
        return out.slice();
      }
    }
    return null;
  }

  /** The fill of one sheet of type `t` from `cand` with the largest area (over `rules`). */
  fillBest(
    cand: readonly number[],
    t: number,
    rules: readonly FillRule[],
    rng: Rng | null,
    first = -1,
  ): PackResult {
    const type = this.p.types[t]!;
    let best: PackResult = { placements: [], area: -1 };
    const out = this.scratch;
    for (const rule of rules) {
      if (best.area >= 0 && this.now() >= this.deadline) break;
      out.length = 0;
      const a = this.filler.fill(type.W, type.H, cand, rule, rng, out, first);
      if (a > best.area) best = { placements: out.slice(), area: a };
    }
    return best;
  }

  private promote(r: number): void {
    this.wins[r]!++;
    if (r > 0 && this.wins[r]! > this.wins[r - 1]!) {
      const rule = this.rules[r]!;
      this.rules[r] = this.rules[r - 1]!;
      this.rules[r - 1] = rule;
      const w = this.wins[r]!;
      this.wins[r] = this.wins[r - 1]!;
      this.wins[r - 1] = w;
    }
  }
}
