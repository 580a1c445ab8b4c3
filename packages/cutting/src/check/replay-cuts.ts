// Replays a sheet's cut list on the sheet: each cut must run edge to edge across one part of the
// material as it is at that moment and miss every piece; its stage must be the part's stage (a cut
// parallel to the cut that made the part) or one more (turned); a cut marked trim must free one piece
// from waste; afterwards every piece must be a part of its own. Stage 0 is the edge trim.

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ReplayCut {
  stage: number;
  x: number;
  y: number;
  along: string;
  length: number;
  trim?: boolean;
}

interface Part extends Rect {
  stage: number;
  /** 0: the sheet as trimmed; 1: made by a cut along the length; 2: along the width. */
  dir: number;
  pieces: Rect[];
}

const same = (a: Rect, b: Rect): boolean => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

export function replayCuts(
  sheet: Rect,
  pieces: Rect[],
  cuts: ReplayCut[],
  k: number,
  limit: number,
): string[] {
  const errors: string[] = [];
  let parts: Part[] = [{ ...sheet, stage: 0, dir: 0, pieces }];
  let trimming = true;
  for (let i = 0; i < cuts.length; i++) {
    const c = cuts[i]!;
    const at = `cuts[${i}]`;
    const vertical = c.along === "length";
    if (!vertical && c.along !== "width") return [`${at}: along must be "width" or "length"`];
    // Along the cut: the part's extent; across it: where the kerf falls.
    const pos = vertical ? c.x : c.y;
    const hit = parts.findIndex((p) => {
      const from = vertical ? p.y : p.x;
      const span = vertical ? p.h : p.w;
      const a = vertical ? p.x : p.y;
      const b = a + (vertical ? p.w : p.h);
      const crosses = k > 0 ? pos < b && pos + k > a : pos > a && pos < b;
      return crosses && from === (vertical ? c.y : c.x) && span === c.length;
    });
    if (hit < 0) return [...errors, `${at}: does not run edge to edge across a part of the sheet`];
    const p = parts[hit]!;
    const a = vertical ? p.x : p.y;
    const b = a + (vertical ? p.w : p.h);
    const before: Rect[] = [];
    const after: Rect[] = [];
    for (const r of p.pieces) {
      const r0 = vertical ? r.x : r.y;
      const r1 = r0 + (vertical ? r.w : r.h);
      if (r1 <= pos) before.push(r);
      else if (r0 >= pos + k) after.push(r);
      else return [...errors, `${at}: cuts through a piece`];
    }
    const dir = vertical ? 1 : 2;
    if (c.stage === 0) {
      if (!trimming) errors.push(`${at}: stage 0 (the edge trim) after other cuts`);
    } else {
      trimming = false;
      const expected = p.dir === dir ? p.stage : p.stage + 1;
      if (c.stage !== expected)
        errors.push(`${at}: stage ${c.stage}, the cutting order makes it stage ${expected}`);
      if (!c.trim && c.stage > limit) errors.push(`${at}: stage ${c.stage} is beyond the limit of ${limit}`);
    }
    const mk = (from: number, to: number, ps: Rect[]): Part => ({
      x: vertical ? from : p.x,
      y: vertical ? p.y : from,
      w: vertical ? to - from : p.w,
      h: vertical ? p.h : to - from,
      stage: c.stage === 0 ? 0 : c.stage,
      dir: c.stage === 0 ? 0 : dir,
      pieces: ps,
    });
    const left = mk(a, Math.max(a, pos), before);
    const right = mk(Math.min(b, pos + k), b, after);
    if (c.trim) {
      const frees = (piece: Part, waste: Part): boolean =>
        piece.pieces.length === 1 && same(piece, piece.pieces[0]!) && waste.pieces.length === 0;
      if (!frees(left, right) && !frees(right, left))
        errors.push(`${at}: marked trim but does not free one piece from waste`);
    }
    parts = parts.filter((_, j) => j !== hit);
    for (const q of [left, right]) if (q.w > 0 && q.h > 0) parts.push(q);
  }
  for (const p of parts) {
    if (p.pieces.length === 0) continue;
    if (p.pieces.length > 1 || !same(p, p.pieces[0]!)) {
      const r = p.pieces[0]!;
      errors.push(`the piece at (${r.x}, ${r.y}) is not freed by the cuts`);
    }
  }
  return errors;
}
