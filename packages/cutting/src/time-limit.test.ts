import { beforeAll, describe, expect, it } from "vitest";
import { checkPlan } from "./check/check-plan";
import { MAX_PIECES } from "./job";
import { planCuts } from "./plan-cuts";
import type { CutJob } from "./types";

// A plan keeps its time limit whatever the job's size: the first construction too, which used to take
// seconds on thousands of distinct pieces (and over a minute with 50 stock sizes) before the search
// could even look at the clock. Measured on this process's CPU time (other work on the machine does
// not count), at the largest job planCuts takes and a limit of 0.1 ms a piece.

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** n pieces, no two alike (every one its own kind: the costliest case for a fill). */
function distinct(n: number, width: [number, number], length: [number, number]): CutJob["pieces"] {
  return Array.from({ length: n }, (_, i) => ({
    id: `P${i}`,
    width: width[0] + ((i * 37) % width[1]),
    length: length[0] + ((i * 53) % length[1]),
    rotate: true,
  }));
}

const SHEET = { id: "S", width: 2440, length: 3660 };
const JOBS: Record<string, CutJob> = {
  "medium pieces": {
    kerf: 3,
    trim: 10,
    sheets: [SHEET],
    pieces: distinct(MAX_PIECES, [48, 300], [350, 500]),
  },
  "small pieces, thousands a sheet": {
    kerf: 3,
    trim: 10,
    sheets: [SHEET],
    pieces: distinct(MAX_PIECES, [20, 40], [30, 50]),
  },
  "50 stock sizes, 20 of each": {
    kerf: 3,
    trim: 10,
    sheets: Array.from({ length: 50 }, (_, i) => ({
      id: `S${i}`,
      width: 1200 + i * 20,
      length: 2400 + i * 25,
      quantity: 20,
    })),
    pieces: distinct(MAX_PIECES, [48, 300], [350, 500]),
  },
  "300 remnants before the stock": {
    kerf: 3,
    trim: 10,
    sheets: [
      SHEET,
      ...Array.from({ length: 300 }, (_, i) => ({
        id: `R${i}`,
        width: 300 + (i % 50) * 10,
        length: 600 + (i % 30) * 20,
        quantity: 1,
        remnant: true,
      })),
    ],
    pieces: distinct(MAX_PIECES, [48, 300], [350, 500]),
  },
};

describe("planCuts keeps its time limit whatever the job's size", () => {
  beforeAll(() => {
    // As in a server's worker after its first plan: the code compiled, not interpreted.
    planCuts(JOBS["medium pieces"]!, { timeLimit: 0.5, clock: cpu });
  });

  for (const [name, job] of Object.entries(JOBS)) {
    it(`${MAX_PIECES} pieces, ${name}: within 1 s + 10% of CPU, every piece placed or reported`, () => {
      const started = cpu();
      const plan = planCuts(job, { timeLimit: 1, clock: cpu });
      const used = cpu() - started;
      expect(used).toBeLessThanOrEqual(1100);
      expect(plan.seconds).toBeLessThanOrEqual(1.1);
      expect(checkPlan(job, plan)).toEqual([]);
      const placed = plan.sheets.reduce((n, s) => n + s.pieces.length, 0);
      const unplaced = plan.unplaced.reduce((n, u) => n + u.quantity, 0);
      expect(placed + unplaced).toBe(MAX_PIECES);
      expect(unplaced).toBe(0);
    }, 60_000);
  }
});
