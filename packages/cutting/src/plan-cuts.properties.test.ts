import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPlan } from "./check/check-plan";
import { planCuts } from "./plan-cuts";
import type { CutJob } from "./types";

const sheet = fc.record({
  width: fc.integer({ min: 20, max: 400 }),
  length: fc.integer({ min: 20, max: 400 }),
  quantity: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  cost: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }),
  remnant: fc.boolean(),
});

const piece = fc.record({
  width: fc.integer({ min: 1, max: 300 }),
  length: fc.integer({ min: 1, max: 300 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  rotate: fc.boolean(),
});

const jobs = fc
  .record({
    kerf: fc.integer({ min: 0, max: 6 }),
    trim: fc.integer({ min: 0, max: 10 }),
    stages: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    sheets: fc.array(sheet, { minLength: 1, maxLength: 3 }),
    pieces: fc.array(piece, { minLength: 1, maxLength: 8 }),
  })
  .map(
    (j): CutJob => ({
      ...j,
      sheets: j.sheets.map((s, i) => ({ id: `S${i}`, ...s })),
      pieces: j.pieces.map((p, i) => ({ id: `P${i}`, ...p })),
    }),
  );

/** Could the piece go on an empty sheet that is always on hand? */
function fitsUnlimited(job: CutJob, p: CutJob["pieces"][number]): boolean {
  return job.sheets.some((s) => {
    if (s.quantity !== null && s.quantity !== undefined) return false;
    const t = s.remnant ? 0 : 2 * (job.trim ?? 0);
    const [W, L] = [s.width - t, s.length - t];
    return (p.width <= W && p.length <= L) || (p.rotate === true && p.length <= W && p.width <= L);
  });
}

describe("planCuts properties", () => {
  it("every plan passes the checker: pieces placed or reported, inside the trim, a kerf apart, cut within the stage limit", () => {
    fc.assert(
      fc.property(jobs, (job) => {
        const plan = planCuts(job, { timeLimit: 0.02 });
        expect(checkPlan(job, plan)).toEqual([]);
        // No sheet without a piece: never more sheets than pieces placed.
        for (const s of plan.sheets) expect(s.pieces.length).toBeGreaterThan(0);
        // A piece that fits a sheet always on hand is never left out.
        for (const u of plan.unplaced)
          expect(fitsUnlimited(job, job.pieces.find((p) => p.id === u.id)!)).toBe(false);
      }),
      { numRuns: 100, seed: 15 },
    );
  });
});
