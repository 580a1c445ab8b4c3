import { describe, expect, it } from "vitest";
import { BinFiller } from "./filler";
import type { Placement, Problem } from "./problem";

function problem(sizes: [number, number][], stages = Infinity): Problem {
  return {
    items: sizes.map(([w, h], piece) => ({ piece, w, h, rot: false, area: w * h })),
    types: [{ sheet: 0, W: 10, H: 10, area: 100, cost: 1, count: Infinity, remnant: false }],
    stages,
  };
}

describe("BinFiller", () => {
  it("fills a sheet exactly with four quarters", () => {
    const p = problem([
      [5, 5],
      [5, 5],
      [5, 5],
      [5, 5],
    ]);
    const out: Placement[] = [];
    const area = new BinFiller(p).fill(
      10,
      10,
      [0, 1, 2, 3],
      { pick: 0, score: 0, split: 0, noise: 0 },
      null,
      out,
    );
    expect(area).toBe(100);
    expect(out.map((q) => [q.x, q.y]).sort()).toEqual([
      [0, 0],
      [0, 5],
      [5, 0],
      [5, 5],
    ]);
  });

  it("keeps what does not fit out", () => {
    const p = problem([
      [8, 8],
      [8, 8],
    ]);
    const out: Placement[] = [];
    expect(new BinFiller(p).fill(10, 10, [0, 1], { pick: 0, score: 0, split: 0, noise: 0 }, null, out)).toBe(
      64,
    );
    expect(out).toHaveLength(1);
  });
});
