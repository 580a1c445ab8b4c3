import type { NormalJob } from "../job";
import type { BinType, Item, Problem } from "./problem";

/** The optimiser's problem for a checked job: one item per piece cut, sizes grown by the kerf. */
export function buildProblem(job: NormalJob): Problem {
  const k = job.kerf;
  const items: Item[] = [];
  job.pieces.forEach((p, piece) => {
    const w = p.width + k;
    const h = p.length + k;
    for (let q = 0; q < p.quantity; q++) items.push({ piece, w, h, rot: p.rotate && w !== h, area: w * h });
  });
  const types: BinType[] = [];
  job.sheets.forEach((s, sheet) => {
    const edge = s.remnant ? 0 : 2 * job.trim;
    const W = s.width - edge;
    const H = s.length - edge;
    if (W <= 0 || H <= 0 || s.quantity <= 0) return;
    types.push({
      sheet,
      W: W + k,
      H: H + k,
      area: (W + k) * (H + k),
      cost: s.cost,
      count: s.quantity,
      remnant: s.remnant,
    });
  });
  return { items, types, stages: job.stages };
}

/** Where a sheet's usable area starts: the trim, except on remnants. */
export function sheetOffset(job: NormalJob, sheet: number): number {
  return job.sheets[sheet]!.remnant ? 0 : job.trim;
}
