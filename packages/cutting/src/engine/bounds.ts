import type { Item } from "./problem";

// Lower bounds on the number of W x H sheets the items need (any cuts, guillotine or not): the area
// bound, and the same with each side mapped by a dual-feasible function (Fekete & Schepers): a side
// longer than W - e counts as the whole W, one shorter than e as nothing. Items that can turn take the
// orientation that counts less. Used only to stop early when a plan is already optimal.

function dffValues(sides: number[], L: number): number[] {
  const eps = new Set<number>([0]);
  for (const s of sides) if (s <= L / 2) eps.add(s);
  return [...eps];
}

function dff(x: number, L: number, e: number): number {
  if (e === 0) return x;
  if (x > L - e) return L;
  if (x < e) return 0;
  return x;
}

export function binLowerBound(items: readonly Item[], W: number, H: number): number {
  if (items.length === 0) return 0;
  const ws: number[] = [];
  const hs: number[] = [];
  for (const it of items) {
    ws.push(it.w);
    hs.push(it.h);
    if (it.rot) {
      ws.push(it.h);
      hs.push(it.w);
    }
  }
  const ew = dffValues(ws, W);
  const eh = dffValues(hs, H);
  const binArea = W * H;
  let total = 0n;
  for (const it of items) total += BigInt(it.area);
  let best = Number((total + BigInt(binArea) - 1n) / BigInt(binArea));
  // Sums below stay exact only while they fit a double's integers.
  if (binArea * items.length > Number.MAX_SAFE_INTEGER) return best;
  // Identical items count once, times their number.
  const kinds = new Map<string, { w: number; h: number; rot: boolean; n: number }>();
  for (const it of items) {
    const key = `${it.w}x${it.h}${it.rot ? "r" : ""}`;
    const kind = kinds.get(key);
    if (kind) kind.n++;
    else kinds.set(key, { w: it.w, h: it.h, rot: it.rot, n: 1 });
  }
  const list = [...kinds.values()];
  // Distinct sides can be many; bound the work (each pair costs one pass over the kinds).
  const budget = 1_000_000;
  const step = Math.max(1, Math.ceil((ew.length * eh.length * list.length) / budget));
  let k = 0;
  for (const a of ew) {
    for (const b of eh) {
      if (k++ % step !== 0 && !(a === 0 && b === 0)) continue;
      let sum = 0;
      for (const it of list) {
        let v = dff(it.w, W, a) * dff(it.h, H, b);
        if (it.rot) v = Math.min(v, dff(it.h, W, a) * dff(it.w, H, b));
        sum += v * it.n;
      }
      const lb = Math.ceil(sum / binArea);
      if (lb > best) best = lb;
    }
  }
  return best;
}
