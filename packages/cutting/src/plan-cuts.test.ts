import { describe, expect, it } from "vitest";
import { checkPlan } from "./check/check-plan";
import { planCuts } from "./plan-cuts";
import type { CutJob } from "./types";

const issueJob: CutJob = {
  kerf: 3,
  trim: 10,
  stages: 3,
  sheets: [{ id: "S", width: 3210, length: 6000, quantity: null, cost: 1 }],
  pieces: [{ id: "P1", width: 500, length: 800, quantity: 4, rotate: true }],
};

const stagesUsed = (plan: ReturnType<typeof planCuts>): number =>
  Math.max(0, ...plan.sheets.flatMap((s) => s.cuts.filter((c) => !c.trim).map((c) => c.stage)));

// Time limits are read on this process's CPU time, which other work on the machine does not take.
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

describe("planCuts", () => {
  it("plans the issue's example on one sheet, inside the trim, a kerf apart", () => {
    const plan = planCuts(issueJob, { timeLimit: 2, clock: cpu });
    expect(checkPlan(issueJob, plan)).toEqual([]);
    expect(plan.sheets).toHaveLength(1);
    expect(plan.unplaced).toEqual([]);
    const sheet = plan.sheets[0]!;
    expect(sheet.sheet).toBe("S");
    expect(sheet.pieces).toHaveLength(4);
    expect(sheet.pieces[0]).toEqual({ id: "P1", x: 10, y: 10, width: 500, length: 800 });
    // One row across the width: the rest of the sheet is one offcut 3190 wide.
    expect(sheet.pieces.map((p) => [p.y, p.length])).toEqual([
      [10, 800],
      [10, 800],
      [10, 800],
      [10, 800],
    ]);
    // The edge trim first, as stage 0.
    expect(sheet.cuts.slice(0, 4).map((c) => c.stage)).toEqual([0, 0, 0, 0]);
    expect(stagesUsed(plan)).toBeLessThanOrEqual(3);
    // One sheet is the lower bound: it stops at once.
    expect(plan.seconds).toBeLessThan(1);
  });

  it("searches until the time limit when it cannot prove the plan optimal", () => {
    // Four 34 x 34 squares go on a 100 x 100 sheet; the area bound says 3 sheets for 20.
    const job: CutJob = {
      sheets: [{ id: "S", width: 100, length: 100 }],
      pieces: [{ id: "Q", width: 34, length: 34, quantity: 20 }],
    };
    const plan = planCuts(job, { timeLimit: 0.3, clock: cpu });
    expect(plan.sheets).toHaveLength(5);
    expect(plan.seconds).toBeGreaterThan(0.2);
    expect(plan.seconds).toBeLessThanOrEqual(0.3);
  });

  it("keeps every stage limit, trimming not counted", () => {
    const job: CutJob = {
      kerf: 4,
      sheets: [{ id: "S", width: 1000, length: 1000 }],
      pieces: [
        { id: "A", width: 300, length: 420, quantity: 5 },
        { id: "B", width: 170, length: 260, quantity: 7 },
        { id: "C", width: 90, length: 610, quantity: 3 },
      ],
    };
    for (const stages of [1, 2, 3, 4]) {
      const plan = planCuts({ ...job, stages }, { timeLimit: 0.1 });
      expect(checkPlan({ ...job, stages }, plan)).toEqual([]);
      expect(stagesUsed(plan)).toBeLessThanOrEqual(stages);
    }
  });

  it("uses remnants before stock sheets, without trimming them", () => {
    const job: CutJob = {
      kerf: 3,
      trim: 10,
      sheets: [
        { id: "S", width: 2000, length: 3000, cost: 100 },
        { id: "R", width: 600, length: 900, remnant: true },
      ],
      pieces: [
        { id: "small", width: 500, length: 400, quantity: 2 },
        { id: "big", width: 1500, length: 1200 },
      ],
    };
    const plan = planCuts(job, { timeLimit: 0.2 });
    expect(checkPlan(job, plan)).toEqual([]);
    // Listed first.
    expect(plan.sheets.map((s) => s.sheet)).toEqual(["R", "S"]);
    const remnant = plan.sheets.find((s) => s.sheet === "R");
    expect(remnant?.pieces.map((p) => p.id)).toEqual(["small", "small"]);
    expect(remnant?.pieces[0]).toMatchObject({ x: 0, y: 0 });
    expect(plan.sheets.filter((s) => s.sheet === "S")).toHaveLength(1);
  });

  it("uses no more sheets than are on hand and reports the rest", () => {
    const job: CutJob = {
      sheets: [{ id: "S", width: 100, length: 100, quantity: 2 }],
      pieces: [
        { id: "half", width: 100, length: 50, quantity: 5 },
        { id: "huge", width: 120, length: 10 },
      ],
    };
    const plan = planCuts(job, { timeLimit: 0.1 });
    expect(checkPlan(job, plan)).toEqual([]);
    expect(plan.sheets).toHaveLength(2);
    expect(plan.unplaced).toEqual([
      { id: "half", quantity: 1 },
      { id: "huge", quantity: 1 },
    ]);
  });

  it("turns a piece only when it may", () => {
    const sheets = [{ id: "S", width: 100, length: 50 }];
    const fixed = planCuts({ sheets, pieces: [{ id: "P", width: 50, length: 100 }] }, { timeLimit: 0.1 });
    expect(fixed.unplaced).toEqual([{ id: "P", quantity: 1 }]);
    const turned = planCuts(
      { sheets, pieces: [{ id: "P", width: 50, length: 100, rotate: true }] },
      { timeLimit: 0.1 },
    );
    expect(turned.sheets[0]!.pieces[0]).toEqual({ id: "P", x: 0, y: 0, width: 100, length: 50 });
  });

  it("takes the cheaper sheet when it is enough", () => {
    const job: CutJob = {
      sheets: [
        { id: "big", width: 2000, length: 2000, cost: 10 },
        { id: "small", width: 600, length: 600, cost: 2 },
      ],
      pieces: [{ id: "P", width: 250, length: 250, quantity: 4 }],
    };
    const plan = planCuts(job, { timeLimit: 0.2 });
    expect(checkPlan(job, plan)).toEqual([]);
    expect(plan.sheets.map((s) => s.sheet)).toEqual(["small"]);
  });

  it("mixes sheet sizes for the least cost within the counts on hand", () => {
    const job: CutJob = {
      sheets: [
        { id: "A", width: 100, length: 100, cost: 10, quantity: 1 },
        { id: "B", width: 50, length: 100, cost: 4, quantity: 1 },
      ],
      pieces: [{ id: "P", width: 50, length: 50, quantity: 6 }],
    };
    const plan = planCuts(job, { timeLimit: 0.2 });
    expect(checkPlan(job, plan)).toEqual([]);
    // B holds 2, A holds 4: both, nothing left out.
    expect(plan.sheets.map((s) => s.sheet).sort()).toEqual(["A", "B"]);
    expect(plan.unplaced).toEqual([]);
    const two = planCuts(
      { ...job, pieces: [{ id: "P", width: 50, length: 50, quantity: 2 }] },
      { timeLimit: 0.2 },
    );
    expect(two.sheets.map((s) => s.sheet)).toEqual(["B"]);
  });

  it("works in decimals of the job's unit exactly", () => {
    const job: CutJob = {
      kerf: 0.125,
      trim: 0.5,
      sheets: [{ id: "S", width: 96, length: 48 }],
      pieces: [{ id: "P", width: 12.375, length: 10.5, quantity: 6 }],
    };
    const plan = planCuts(job, { timeLimit: 0.1 });
    expect(checkPlan(job, plan)).toEqual([]);
    expect(plan.sheets[0]!.pieces[0]).toEqual({ id: "P", x: 0.5, y: 0.5, width: 12.375, length: 10.5 });
  });
});
