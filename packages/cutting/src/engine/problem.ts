// The optimiser's own view of a job: integers only, every size grown by the kerf. A piece w wide
// placed at x occupies x..x+w+kerf and a sheet W wide offers W+kerf, so pieces packed edge to edge
// here stand a kerf apart on the real sheet, and the last one may touch the far (trimmed) edge.

export interface Item {
  /** Index of the order piece it is one of. */
  piece: number;
  w: number;
  h: number;
  /** May be turned; false for squares, where turning changes nothing. */
  rot: boolean;
  area: number;
}

export interface BinType {
  /** Index of the stock sheet. */
  sheet: number;
  W: number;
  H: number;
  area: number;
  cost: number;
  /** Sheets on hand (Infinity: unlimited). */
  count: number;
  remnant: boolean;
}

export interface Problem {
  items: Item[];
  types: BinType[];
  /** Stage limit, trimming not counted (Infinity: any). */
  stages: number;
}

export interface Placement {
  item: number;
  x: number;
  y: number;
  /** Size as placed (grown by the kerf); w !== items[item].w when turned. */
  w: number;
  h: number;
}

export interface Bin {
  type: number;
  placements: Placement[];
  /** Sum of the placed items' (grown) areas. */
  area: number;
}

export interface Solution {
  bins: Bin[];
  /** Items that fit no available sheet. */
  unplaced: number[];
}

export function fits(it: Item, W: number, H: number): boolean {
  return (it.w <= W && it.h <= H) || (it.rot && it.h <= W && it.w <= H);
}

export function solutionCost(p: Problem, s: Solution): number {
  let c = 0;
  for (const b of s.bins) c += p.types[b.type]!.cost;
  return c;
}

export function unplacedArea(p: Problem, s: Solution): number {
  let a = 0;
  for (const i of s.unplaced) a += p.items[i]!.area;
  return a;
}
