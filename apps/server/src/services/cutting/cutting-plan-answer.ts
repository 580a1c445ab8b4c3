import type { MaterialPlan } from "@kerf/core";
import type { CutPlan, Offcut } from "@kerf/cutting";
import type { MaterialJob } from "./cutting-order-input";

// A material's plan in the answer's shape (apps' ZMaterialPlan): where each line's pieces go on which
// sheet, the cuts, the offcuts worth keeping, and the yield.

/** What a done plan's row keeps. */
export interface StoredPlan {
  materials: MaterialPlan[];
  skippedLines: number[];
}

function percent(part: bigint, whole: bigint): string {
  if (whole === 0n) return "0.00";
  const hundredths = (part * 20000n + whole) / (2n * whole);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}`;
}

/** The plan of one material in the answer's shape, with its yield and the offcuts worth keeping. */
export function materialPlan(m: MaterialJob, plan: CutPlan, offcuts: Offcut[][]): MaterialPlan {
  const sheets = new Map(m.job.sheets.map((s) => [s.id, s]));
  const pieceSize = new Map(m.job.pieces.map((p) => [p.id, p]));
  const [minA, minB] = m.minRemnant;
  const [lo, hi] = minA <= minB ? [minA, minB] : [minB, minA];
  let placed = 0n;
  let used = 0n;
  const planned = plan.sheets.map((s, i) => {
    const sheet = sheets.get(s.sheet)!;
    used += BigInt(sheet.width) * BigInt(sheet.length);
    for (const p of s.pieces) placed += BigInt(p.width) * BigInt(p.length);
    return {
      sheetId: s.sheet,
      remnant: sheet.remnant === true,
      width: sheet.width,
      length: sheet.length,
      trim: sheet.remnant ? 0 : m.job.trim,
      pieces: s.pieces.map((p) => ({
        no: m.lineNo[p.id]!,
        lineId: p.id,
        x: p.x,
        y: p.y,
        width: p.width,
        length: p.length,
      })),
      cuts: s.cuts,
      offcuts: (offcuts[i] ?? []).map((o) => ({
        ...o,
        keep: Math.min(o.width, o.length) >= lo && Math.max(o.width, o.length) >= hi,
      })),
    };
  });
  const remnantsUsed = planned.filter((s) => s.remnant).length;
  return {
    materialId: m.materialId,
    materialName: m.materialName,
    sheetsUsed: planned.length - remnantsUsed,
    remnantsUsed,
    yieldPercent: percent(placed, used),
    kerf: m.job.kerf,
    sheets: planned,
    unplaced: plan.unplaced.map((u) => {
      const piece = pieceSize.get(u.id)!;
      return {
        no: m.lineNo[u.id]!,
        lineId: u.id,
        quantity: u.quantity,
        width: piece.width,
        length: piece.length,
      };
    }),
    seconds: plan.seconds,
  };
}

/** Every piece reported, when a material's job cannot be planned at all (too many pieces for one plan). */
export function nothingPlaced(m: MaterialJob): MaterialPlan {
  return materialPlan(
    m,
    { sheets: [], unplaced: m.job.pieces.map((p) => ({ id: p.id, quantity: p.quantity ?? 1 })), seconds: 0 },
    [],
  );
}
