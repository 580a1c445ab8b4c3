import { CUT_PLAN_MESSAGES, MAX_PLAN_PIECES } from "@kerf/core";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { LINE, prepareOrder } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { type CuttingPool, createCuttingPool } from "./cutting-pool";

// An order's plan as a job: counted by what reaches the worker threads (a real pool, wrapped to count
// its jobs and, when told to, to fail one as a crashed worker would), not by the clock.

type Client = ReturnType<typeof trpcClient>;

/** The real pool, counting each job it is given; `failNext` makes the next one fail. */
function countingPool(real: CuttingPool) {
  const jobs: { pieces: number }[] = [];
  let failNext = false;
  const pool: CuttingPool = {
    size: real.size,
    get workers() {
      return real.workers;
    },
    warm: () => real.warm(),
    close: () => real.close(),
    run(job, options) {
      const pieces = (job as { pieces: { quantity?: number }[] }).pieces.reduce(
        (n, p) => n + (p.quantity ?? 1),
        0,
      );
      jobs.push({ pieces });
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error("the cut planner stopped"));
      }
      return real.run(job, options);
    },
  };
  return { pool, jobs, failNext: () => (failNext = true) };
}

describe("an order's cut plan as a job of its company's queue", () => {
  let t: TestApp;
  let a: Client;
  let draftId: string;
  let lineId: string;
  const counted = countingPool(createCuttingPool({ size: 1 }));
  beforeAll(async () => {
    t = await createTestApp({ cuttingPool: counted.pool });
    const url = await listen(t.app);
    const owner = await signupCompany(t.app);
    ({ draftId } = await prepareOrder((m, p, b, tok) => rest(t.app, m, p, b, tok), url, owner.accessToken));
    a = trpcClient(url, owner.accessToken);
    lineId = (await a.orders.get.query({ customerId: draftId })).lines[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    await counted.pool.close();
  });

  const settled = async () => {
    for (let i = 0; i < 30; i++) {
      const plan = await a.cutting.orderPlan.query({ customerId: draftId });
      if (plan.status !== "running") return plan;
    }
    throw new Error("the plan did not settle");
  };
  const setQuantity = (quantity: number) =>
    a.orders.updateLine.mutate({ lineId, line: { ...LINE, quantity } });

  it("a failed plan says why and is not planned again by reading it; Retry plans it", async () => {
    await setQuantity(3);
    counted.failNext();
    const before = counted.jobs.length;
    const failed = await settled();
    expect(failed).toMatchObject({ status: "failed", error: CUT_PLAN_MESSAGES.failed, materials: [] });
    // The page polls: five more reads, and the planner is not asked again.
    for (let i = 0; i < 5; i++)
      expect(await a.cutting.orderPlan.query({ customerId: draftId })).toEqual(failed);
    expect(counted.jobs.length - before).toBe(1);

    const retried = await a.cutting.retryPlan.mutate({ customerId: draftId });
    expect(["running", "done"]).toContain(retried.status);
    const done = await settled();
    expect(done).toMatchObject({ status: "done", error: null });
    expect(done.materials[0]!.sheets.flatMap((s) => s.pieces)).toHaveLength(3);
    expect(counted.jobs.length - before).toBe(2);
  });

  it("a plan superseded by an edit while it waits for its turn is cancelled, never planned", async () => {
    // The company's turn is taken by two posted jobs of 1.6 s each (twenty 34 x 34 squares go four to a
    // 100 x 100 sheet, which the bound never proves optimal): the plans below wait behind them.
    const job = {
      sheets: [{ id: "S", width: 100, length: 100 }],
      pieces: [{ id: "Q", width: 34, length: 34, quantity: 20 }],
    };
    const before = counted.jobs.length;
    const busy = [1, 2].map(() => a.cutting.planJob.mutate({ job, timeLimit: 1.6 }));
    await new Promise((r) => setTimeout(r, 300));
    await setQuantity(4);
    const four = a.cutting.orderPlan.query({ customerId: draftId });
    await new Promise((r) => setTimeout(r, 300));
    await setQuantity(5);
    const five = a.cutting.orderPlan.query({ customerId: draftId });
    await Promise.all([...busy, four, five]);
    const plan = await settled();
    expect(plan.materials[0]!.sheets.flatMap((s) => s.pieces)).toHaveLength(5);
    // The posted jobs, then only the plan of 5 pieces: the plan of 4 never reached a worker.
    expect(counted.jobs.slice(before).map((j) => j.pieces)).toEqual([20, 20, 5]);
  });

  it(`refuses an order of more than ${MAX_PLAN_PIECES} pieces with a message, and plans nothing`, async () => {
    const before = counted.jobs.length;
    await setQuantity(MAX_PLAN_PIECES + 1);
    const plan = await a.cutting.orderPlan.query({ customerId: draftId });
    expect(plan).toMatchObject({
      status: "failed",
      error: `This order has 5,001 pieces to cut; a cut plan takes at most 5,000. Split the order to plan it.`,
      materials: [],
    });
    expect(counted.jobs.length).toBe(before);
    const queued = await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker.jobs`.execute(
      t.testDb.db,
    );
    expect(queued.rows[0]!.n).toBe("0");
    // At the cap it is planned.
    await setQuantity(MAX_PLAN_PIECES);
    expect((await settled()).status).toBe("done");
  });
});
