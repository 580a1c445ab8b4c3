import type { Cut, PlacedPiece } from "../types";

export interface Offcut {
  x: number;
  y: number;
  width: number;
  length: number;
}

interface Part extends Offcut {
  pieces: number;
}

/**
 * The parts of a sheet its cut list leaves with no piece in them: the waste and the offcuts worth
 * keeping, each a rectangle as the cutter lifts it off the table (the edge-trim strips included).
 * Cuts that do not run across a part are skipped (the plans of planCuts have none: see checkPlan).
 */
export function sheetOffcuts(
  sheet: { width: number; length: number },
  pieces: readonly PlacedPiece[],
  cuts: readonly Cut[],
  kerf: number,
): Offcut[] {
  let parts: Part[] = [{ x: 0, y: 0, width: sheet.width, length: sheet.length, pieces: pieces.length }];
  const inside = (p: Offcut, r: Offcut) =>
    r.x >= p.x && r.y >= p.y && r.x + r.width <= p.x + p.width && r.y + r.length <= p.y + p.length;
  const count = (p: Offcut) => pieces.filter((r) => inside(p, r)).length;
  for (const c of cuts) {
    const vertical = c.along === "length";
    const i = parts.findIndex((p) =>
      vertical
        ? p.y === c.y && p.length === c.length && c.x >= p.x && c.x < p.x + p.width
        : p.x === c.x && p.width === c.length && c.y >= p.y && c.y < p.y + p.length,
    );
    if (i < 0) continue;
    const p = parts[i]!;
    const halves: Offcut[] = vertical
      ? [
          { x: p.x, y: p.y, width: c.x - p.x, length: p.length },
          { x: c.x + kerf, y: p.y, width: p.x + p.width - c.x - kerf, length: p.length },
        ]
      : [
          { x: p.x, y: p.y, width: p.width, length: c.y - p.y },
          { x: p.x, y: c.y + kerf, width: p.width, length: p.y + p.length - c.y - kerf },
        ];
    parts.splice(i, 1);
    parts = parts.concat(
      halves.filter((h) => h.width > 0 && h.length > 0).map((h) => ({ ...h, pieces: count(h) })),
    );
  }
  return parts.filter((p) => p.pieces === 0).map(({ x, y, width, length }) => ({ x, y, width, length }));
}
