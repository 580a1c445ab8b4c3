import { describe, expect, it } from "vitest";
import type { CutJob, CutPlan } from "../types";
import { checkPlan } from "./check-plan";

// Two pieces side by side on a trimmed sheet, kerf 2: the edge trim, one stage-1 cut between the
// pieces, and a trim cut freeing each piece from the waste above it.
const job: CutJob = {
  kerf: 2,
  trim: 5,
  stages: 1,
  sheets: [{ id: "S", width: 100, length: 60, quantity: 1 }],
  pieces: [
    { id: "A", width: 40, length: 30 },
    { id: "B", width: 30, length: 50, rotate: true },
  ],
};

function plan(): CutPlan {
  return {
    sheets: [
      {
        sheet: "S",
        pieces: [
          { id: "A", x: 5, y: 5, width: 40, length: 30 },
          { id: "B", x: 47, y: 5, width: 30, length: 50 },
        ],
        cuts: [
          { stage: 0, x: 3, y: 0, along: "length", length: 60 },
          { stage: 0, x: 95, y: 0, along: "length", length: 60 },
          { stage: 0, x: 5, y: 3, along: "width", length: 90 },
          { stage: 0, x: 5, y: 55, along: "width", length: 90 },
          { stage: 1, x: 45, y: 5, along: "length", length: 50 },
          { stage: 2, x: 5, y: 35, along: "width", length: 40, trim: true },
          { stage: 1, x: 77, y: 5, along: "length", length: 50, trim: true },
        ],
      },
    ],
    unplaced: [],
    seconds: 0,
  };
}

function broken(change: (p: CutPlan) => void): string[] {
  const p = plan();
  change(p);
  return checkPlan(job, p);
}

describe("checkPlan", () => {
  it("accepts a plan that frees every piece within the stage limit", () => {
    expect(checkPlan(job, plan())).toEqual([]);
  });

  it("accepts a turned piece only when it may turn", () => {
    const turn = (p: CutPlan) => {
      p.sheets[0]!.pieces[1] = { id: "B", x: 47, y: 5, width: 50, length: 30 };
    };
    expect(broken(turn).some((e) => e.includes("wrong size"))).toBe(false);
    const p = plan();
    turn(p);
    const fixedJob = { ...job, pieces: [job.pieces[0]!, { ...job.pieces[1]!, rotate: false }] };
    expect(checkPlan(fixedJob, p)).toContain("sheets[0].pieces[1]: B has the wrong size");
  });

  it("finds pieces closer than the kerf, outside the trim, or missing", () => {
    expect(broken((p) => (p.sheets[0]!.pieces[1]!.x = 46))).toContain(
      "sheets[0].pieces[1]: B is closer than the kerf to sheets[0].pieces[0]",
    );
    expect(broken((p) => (p.sheets[0]!.pieces[0]!.y = 4))).toContain(
      "sheets[0].pieces[0]: A is outside the usable area of the sheet",
    );
    expect(broken((p) => p.sheets[0]!.pieces.pop())).toContain("piece B: 0 placed or reported, 1 ordered");
    expect(
      broken((p) => {
        p.sheets[0]!.pieces.pop();
        p.unplaced.push({ id: "B", quantity: 1 });
      }).some((e) => e.startsWith("piece B")),
    ).toBe(false);
  });

  it("finds a cut list that does not free the pieces, cuts through one, or miscounts stages", () => {
    expect(broken((p) => p.sheets[0]!.cuts.pop())).toEqual([
      "sheets[0]: the piece at (47, 5) is not freed by the cuts",
    ]);
    expect(broken((p) => (p.sheets[0]!.cuts[4]!.x = 44))).toEqual([
      "sheets[0]: cuts[4]: cuts through a piece",
    ]);
    expect(broken((p) => (p.sheets[0]!.cuts[4]!.length = 49))).toEqual([
      "sheets[0]: cuts[4]: does not run edge to edge across a part of the sheet",
    ]);
    expect(broken((p) => (p.sheets[0]!.cuts[5]!.stage = 1))).toContain(
      "sheets[0]: cuts[5]: stage 1, the cutting order makes it stage 2",
    );
    expect(broken((p) => delete p.sheets[0]!.cuts[5]!.trim)).toContain(
      "sheets[0]: cuts[5]: stage 2 is beyond the limit of 1",
    );
    expect(broken((p) => (p.sheets[0]!.cuts[4]!.trim = true))).toContain(
      "sheets[0]: cuts[4]: marked trim but does not free one piece from waste",
    );
  });

  it("finds more sheets than on hand and unknown ids", () => {
    expect(broken((p) => p.sheets.push({ sheet: "S", pieces: [], cuts: [] }))).toContain(
      "sheet S: 2 used, 1 on hand",
    );
    expect(broken((p) => (p.sheets[0]!.sheet = "T"))).toContain("sheets[0]: unknown sheet T");
  });
});
