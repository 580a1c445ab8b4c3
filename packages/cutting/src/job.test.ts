import { describe, expect, it } from "vitest";
import { CutJobError, normaliseJob } from "./job";

const ok = { sheets: [{ id: "S", width: 100, length: 200 }], pieces: [{ id: "P", width: 10, length: 20 }] };

function fails(job: unknown): string {
  try {
    normaliseJob(job);
  } catch (e) {
    if (e instanceof CutJobError) return e.message;
    throw e;
  }
  throw new Error("no error");
}

describe("normaliseJob", () => {
  it("fills the defaults: no kerf, no trim, any stages, unlimited sheets costing their area", () => {
    expect(normaliseJob(ok)).toEqual({
      scale: 1,
      kerf: 0,
      trim: 0,
      stages: Infinity,
      sheets: [{ id: "S", width: 100, length: 200, quantity: Infinity, cost: 20000, remnant: false }],
      pieces: [{ id: "P", width: 10, length: 20, quantity: 1, rotate: false }],
    });
  });

  it("scales decimals to whole numbers exactly, by the most decimals written", () => {
    const n = normaliseJob({ ...ok, kerf: 0.125, pieces: [{ id: "P", width: 12.5, length: 0.1 }] });
    expect(n.scale).toBe(1000);
    expect([n.kerf, n.pieces[0]!.width, n.pieces[0]!.length, n.sheets[0]!.width]).toEqual([
      125, 12500, 100, 100000,
    ]);
  });

  it.each([
    ["kerf: must be 0 or more", { ...ok, kerf: -1 }],
    ["trim: must be a number", { ...ok, trim: "10" }],
    ["stages: must be a whole number from 1 to 99, or null for any", { ...ok, stages: 0 }],
    ["stages: must be a whole number from 1 to 99, or null for any", { ...ok, stages: 2.5 }],
    ["sheets: must list at least one sheet", { ...ok, sheets: [] }],
    ["sheets: must be a list", { ...ok, sheets: {} }],
    ["sheets[0].width: must be more than 0", { ...ok, sheets: [{ id: "S", width: 0, length: 5 }] }],
    [
      "sheets[0].quantity: must be a whole number of 0 or more",
      { ...ok, sheets: [{ id: "S", width: 5, length: 5, quantity: -1 }] },
    ],
    [
      "sheets[0].cost: must be a number of 0 or more",
      { ...ok, sheets: [{ id: "S", width: 5, length: 5, cost: -2 }] },
    ],
    ["sheets[0].id: must be a non-empty text", { ...ok, sheets: [{ id: "", width: 5, length: 5 }] }],
    ["pieces[0].length: must be a number", { ...ok, pieces: [{ id: "P", width: 10 }] }],
    [
      "pieces[0].quantity: must be a whole number of 1 or more",
      { ...ok, pieces: [{ id: "P", width: 1, length: 1, quantity: 0 }] },
    ],
    [
      "pieces[0].rotate: must be true or false",
      { ...ok, pieces: [{ id: "P", width: 1, length: 1, rotate: "yes" }] },
    ],
    [
      "pieces[0].rotation: unknown field",
      { ...ok, pieces: [{ id: "P", width: 1, length: 1, rotation: true }] },
    ],
    ['pieces[1].id: "P" is used twice', { ...ok, pieces: [ok.pieces[0], ok.pieces[0]] }],
    [
      "pieces[0].width: must have at most 4 decimal places",
      { ...ok, pieces: [{ id: "P", width: 1.00001, length: 1 }] },
    ],
    [
      "pieces[0].width: must have at most 4 decimal places",
      { ...ok, pieces: [{ id: "P", width: 1e-7, length: 1 }] },
    ],
    [
      "pieces[0].width: must be at most 10000000",
      { ...ok, pieces: [{ id: "P", width: 20000000, length: 1 }] },
    ],
    ["pieces[0].width: must be at most 10000000", { ...ok, pieces: [{ id: "P", width: 1e300, length: 1 }] }],
    [
      "sheets[0].width: is too large for 4 decimal places (at most 1000)",
      { ...ok, kerf: 0.0001, sheets: [{ id: "S", width: 2000, length: 5 }] },
    ],
    [
      "pieces[0].quantity: must be at most 10000",
      { ...ok, pieces: [{ id: "P", width: 1, length: 1, quantity: 10001 }] },
    ],
    ["colour: unknown field", { ...ok, colour: "red" }],
    ["job: must be an object", []],
  ])("rejects: %s", (message, job) => {
    expect(fails(job)).toBe(message);
  });
});
