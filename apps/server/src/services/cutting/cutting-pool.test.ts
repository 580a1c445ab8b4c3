import { availableParallelism } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { createCuttingPool, PoolJobError } from "./cutting-pool";

describe("the cut planner pool", () => {
  const pool = createCuttingPool({ size: 2 });
  afterAll(() => pool.close());

  it("has as many workers as the machine has cores less one (at least one), or CUT_WORKERS", async () => {
    const machine = createCuttingPool({ size: parseEnv({}).CUT_WORKERS });
    expect(machine.size).toBe(Math.max(1, availableParallelism() - 1));
    await machine.close();
    expect(createCuttingPool({ size: parseEnv({ CUT_WORKERS: "6" }).CUT_WORKERS }).size).toBe(6);
    expect(() => parseEnv({ CUT_WORKERS: "0" })).toThrow(/CUT_WORKERS/);
  });

  it("warms up: every worker loaded before the first job, and none started again for it", async () => {
    expect(pool.workers).toEqual({ started: 0, loaded: 0 });
    await pool.warm();
    expect(pool.workers).toEqual({ started: 2, loaded: 2 });
    await pool.warm();
    await pool.run(
      { sheets: [{ id: "S", width: 10, length: 10 }], pieces: [{ id: "P", width: 5, length: 5 }] },
      { timeLimit: 0.2 },
    );
    expect(pool.workers).toEqual({ started: 2, loaded: 2 });
  });

  it("plans in a worker thread (the TypeScript source under tsx) with each sheet's offcuts", async () => {
    const job = {
      kerf: 3,
      trim: 10,
      sheets: [{ id: "S", width: 1000, length: 2000 }],
      pieces: [{ id: "P", width: 500, length: 800, quantity: 3, rotate: true }],
    };
    const [a, b] = await Promise.all([
      pool.run(job, { timeLimit: 0.5, offcuts: true }),
      pool.run(job, { timeLimit: 0.5 }),
    ]);
    expect(a.plan.sheets).toHaveLength(1);
    expect(a.plan.unplaced).toEqual([]);
    expect(a.offcuts?.[0]?.length).toBeGreaterThan(0);
    expect(b.offcuts).toBeUndefined();
  });

  it("reports a bad job with the field @kerf/cutting names", async () => {
    const error = await pool
      .run(
        { sheets: [{ id: "S", width: 10, length: 10 }], pieces: [{ id: "P", width: -1, length: 2 }] },
        {
          timeLimit: 0.2,
        },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PoolJobError);
    expect((error as PoolJobError).field).toBe("pieces[0].width");
  });
});
