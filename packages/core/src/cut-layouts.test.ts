import { describe, expect, it } from "vitest";
import { sheetLayouts } from "./cut-layouts";
import type { MaterialPlan } from "./entities/cut-plan";

type Sheet = MaterialPlan["sheets"][number];
const LINE = "00000000-0000-4000-8000-000000000001";

/** A 100 x 200 stock sheet with two pieces side by side, numbered `a` and `b`. */
function sheet(a: number, b: number, over: Partial<Sheet> = {}): Sheet {
  return {
    sheetId: "S",
    remnant: false,
    width: 100,
    length: 200,
    trim: 0,
    pieces: [
      { no: b, lineId: LINE, x: 50, y: 0, width: 50, length: 80 },
      { no: a, lineId: LINE, x: 0, y: 0, width: 50, length: 80 },
    ],
    cuts: [{ stage: 1, x: 0, y: 80, along: "width", length: 100 }],
    offcuts: [{ x: 0, y: 80, width: 100, length: 120, keep: true }],
    ...over,
  };
}

describe("sheetLayouts", () => {
  it("groups sheets cut alike whatever their labels, and counts each label list", () => {
    const layouts = sheetLayouts([sheet(1, 2), sheet(3, 3), sheet(1, 2), sheet(1, 2)]);
    expect(layouts).toHaveLength(1);
    expect(layouts[0]!.copies).toBe(4);
    expect(layouts[0]!.first).toBe(1);
    expect(layouts[0]!.labels).toEqual([
      { nos: [1, 2], copies: 3 },
      { nos: [3, 3], copies: 1 },
    ]);
    // Drawn in reading order: the left piece first.
    expect(layouts[0]!.sheet.pieces.map((p) => p.x)).toEqual([0, 50]);
  });

  it("keeps apart what the worker cuts differently: a piece moved, another size, another trim, a remnant", () => {
    const moved = sheet(1, 2, {
      pieces: [
        { no: 1, lineId: LINE, x: 0, y: 0, width: 50, length: 80 },
        { no: 2, lineId: LINE, x: 0, y: 80, width: 50, length: 80 },
      ],
    });
    const sheets = [
      sheet(1, 2),
      moved,
      sheet(1, 2, { width: 120 }),
      sheet(1, 2, { trim: 5 }),
      sheet(1, 2, { remnant: true, sheetId: "R1" }),
      sheet(1, 2, { remnant: true, sheetId: "R2" }),
      sheet(1, 2, { offcuts: [{ x: 0, y: 80, width: 100, length: 120, keep: false }] }),
    ];
    const layouts = sheetLayouts(sheets);
    expect(layouts.map((l) => [l.first, l.copies])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 1],
    ]);
  });
});
