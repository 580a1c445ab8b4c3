import type { MaterialPlan } from "./entities/cut-plan";

type PlannedSheet = MaterialPlan["sheets"][number];

/** Sheets of one material cut the same way: the same piece sizes in the same places, whatever their labels. */
export type SheetLayout = {
  /** The first sheet of the layout: what is drawn. Its pieces are in reading order (top to bottom, left to right). */
  sheet: PlannedSheet;
  /** 1-based number of that sheet among the material's sheets, as the plan lists them. */
  first: number;
  copies: number;
  /**
   * The line numbers each copy's pieces take, in the drawn sheet's piece order, with how many copies take
   * them: most layouts are one label list many times over.
   */
  labels: { nos: number[]; copies: number }[];
};

const byReading = (a: { x: number; y: number }, b: { x: number; y: number }) => a.y - b.y || a.x - b.x;

/**
 * What makes two sheets one layout. A remnant is a piece of stock of its own (the worker fetches that
 * one), so it groups only with itself; stock sheets group by size, pieces, cuts and the offcuts kept.
 */
function layoutKey(sheet: PlannedSheet): string {
  const pieces = [...sheet.pieces].sort(byReading).map((p) => [p.x, p.y, p.width, p.length]);
  const cuts = sheet.cuts.map((c) => [c.stage, c.x, c.y, c.along, c.length, c.trim ? 1 : 0]);
  const kept = sheet.offcuts.map((o) => [o.x, o.y, o.width, o.length, o.keep ? 1 : 0]);
  const stock = sheet.remnant ? `remnant:${sheet.sheetId}` : "stock";
  return JSON.stringify([stock, sheet.width, sheet.length, sheet.trim, pieces, cuts, kept]);
}

/** A material's sheets grouped into layouts, in the order each layout first appears. */
export function sheetLayouts(sheets: readonly PlannedSheet[]): SheetLayout[] {
  const layouts = new Map<string, SheetLayout>();
  sheets.forEach((sheet, i) => {
    const key = layoutKey(sheet);
    const nos = [...sheet.pieces].sort(byReading).map((p) => p.no);
    const layout = layouts.get(key);
    if (!layout) {
      const drawn = { ...sheet, pieces: [...sheet.pieces].sort(byReading) };
      layouts.set(key, { sheet: drawn, first: i + 1, copies: 1, labels: [{ nos, copies: 1 }] });
      return;
    }
    layout.copies++;
    const same = layout.labels.find(
      (l) => l.nos.length === nos.length && l.nos.every((n, j) => n === nos[j]),
    );
    if (same) same.copies++;
    else layout.labels.push({ nos, copies: 1 });
  });
  return [...layouts.values()];
}
