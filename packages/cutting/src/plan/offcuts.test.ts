import { describe, expect, it } from "vitest";
import { planCuts } from "../plan-cuts";
import { sheetOffcuts } from "./offcuts";

describe("sheetOffcuts", () => {
  it("gives the parts no piece is in: the trim strips and the rest beside and past the pieces", () => {
    const job = {
      kerf: 3,
      trim: 10,
      sheets: [{ id: "S", width: 1000, length: 2000, quantity: 1 }],
      pieces: [{ id: "P", width: 500, length: 800, quantity: 1 }],
    };
    const plan = planCuts(job, { timeLimit: 0.2 });
    const sheet = plan.sheets[0]!;
    const offcuts = sheetOffcuts({ width: 1000, length: 2000 }, sheet.pieces, sheet.cuts, 3);
    const area = (r: { width: number; length: number }) => r.width * r.length;
    // Every square of the sheet is a piece, an offcut or a kerf: no offcut overlaps a piece.
    const piece = sheet.pieces[0]!;
    for (const o of offcuts) {
      const apart =
        o.x + o.width <= piece.x ||
        piece.x + piece.width <= o.x ||
        o.y + o.length <= piece.y ||
        piece.y + piece.length <= o.y;
      expect(apart).toBe(true);
    }
    const kerfs = sheet.cuts.reduce((s, c) => s + c.length * 3, 0);
    const total = offcuts.reduce((s, o) => s + area(o), 0) + area(piece);
    expect(total).toBeLessThanOrEqual(1000 * 2000);
    expect(total).toBeGreaterThanOrEqual(1000 * 2000 - kerfs);
    // The largest is the strip past the piece: the whole trimmed width, up to the trim line at 1990.
    const largest = offcuts.reduce((a, b) => (area(a) >= area(b) ? a : b));
    expect(largest).toEqual({ x: 10, y: 813, width: 980, length: 1177 });
  });
});
