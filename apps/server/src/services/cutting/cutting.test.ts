import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import {
  addCustomer,
  CLEAR as CLEAR_MATERIAL,
  GLASS_STOCK,
  LINE,
  prepareOrder,
} from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { ALREADY_CUT } from "./cutting-marks";

type Client = ReturnType<typeof trpcClient>;

async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return (error as { data?: { code?: string } }).data?.code;
}

async function finishedPlan(client: Client, customerId: string) {
  for (let i = 0; i < 20; i++) {
    const plan = await client.cutting.orderPlan.query({ customerId });
    if (plan.status !== "running") return plan;
  }
  throw new Error("the plan did not finish");
}

describe("cut plans: stock, remnants, an order's plan and marking it cut (real PostgreSQL)", () => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let draftId: string;
  let materialId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const url = await listen(t.app);
    const call = (m: "GET" | "POST" | "PATCH" | "DELETE", p: string, body?: unknown, token?: string) =>
      rest(t.app, m, p, body, token);
    const owner = await signupCompany(t.app);
    ({ draftId } = await prepareOrder(call, url, owner.accessToken));
    a = trpcClient(url, owner.accessToken);
    const other = await signupCompany(t.app, { email: "owner@other.in", companyName: "Other Glass" });
    b = trpcClient(url, other.accessToken);
    // Lines: 2 x 12 x 24 (the fixture's), 1 x 30 x 40, and 1 x 100 x 200 that fits no 48 x 96 sheet.
    await a.orders.addLine.mutate({
      customerId: draftId,
      line: { ...LINE, widthForDisplay: "30", lengthForDisplay: "40", quantity: 1 },
    });
    await a.orders.addLine.mutate({
      customerId: draftId,
      line: { ...LINE, widthForDisplay: "100", lengthForDisplay: "200", quantity: 1 },
    });
    materialId = (await a.settings.materials.list.query())[0]!.id;
  });
  afterAll(() => t.close());

  it("gives a material the defaults of its kind, guessed from its name, until its stock is saved", async () => {
    const stock = await a.cutting.stock.get.query({ materialId });
    expect(stock).toMatchObject({
      saved: false,
      unit: "inch",
      kind: "glass",
      rotate: true,
      kerf: "0",
      trim: "0#3",
      sheets: [{ width: "126", length: "236", cost: null, onHand: null }],
    });
  });

  it("saves stock read in the company's unit, and refuses a bad length under its field", async () => {
    const error = await a.cutting.stock.save
      .mutate({
        materialId,
        ...GLASS_STOCK,
        sheets: [{ width: "4#9", length: "96", onHand: 3 }],
      })
      .catch((e: TRPCClientError<never>) => e);
    expect((error as TRPCClientError<never>).data).toMatchObject({ code: "BAD_REQUEST" });
    expect((error as TRPCClientError<never>).message).toBe("Invalid input");
    const saved = await a.cutting.stock.save.mutate({
      materialId,
      ...GLASS_STOCK,
      sheets: [{ width: "48", length: "96#4", onHand: 3 }],
    });
    expect(saved).toMatchObject({
      saved: true,
      trim: "0",
      sheets: [{ width: "48", length: "96#4", onHand: 3 }],
    });
    expect(await codeOf(b.cutting.stock.get.query({ materialId }))).toBe("NOT_FOUND");
    expect(
      await codeOf(
        b.cutting.stock.save.mutate({ ...saved, kerf: "0", sheets: [{ width: "1", length: "1" }] }),
      ),
    ).toBe("NOT_FOUND");
  });

  it("plans the order per material in the worker pool: fit pieces placed, the oversized one reported", async () => {
    const remnant = await a.cutting.remnants.add.mutate({ materialId, width: "24", length: "30" });
    expect(remnant).toMatchObject({ width: "24", length: "30", fromOrder: null });
    expect(await codeOf(b.cutting.remnants.list.query({ materialId }))).toBe("NOT_FOUND");
    expect(await codeOf(b.cutting.orderPlan.query({ customerId: draftId }))).toBe("NOT_FOUND");

    const plan = await finishedPlan(a, draftId);
    expect(plan.status).toBe("done");
    expect(plan.progress).toEqual({ done: 1, total: 1 });
    expect(plan.perUnit).toBe(8);
    const [m] = plan.materials;
    expect(m!.materialName).toBe("Clear 5mm");
    expect(m!.unplaced).toEqual([
      { no: 3, lineId: expect.any(String), quantity: 1, width: 800, length: 1600 },
    ]);
    const placed = m!.sheets.flatMap((s) => s.pieces);
    expect(placed.map((p) => p.no).sort()).toEqual([1, 1, 2]);
    // Remnants are used first: a 12 x 24 piece goes on the 24 x 30 remnant, the rest on one sheet.
    expect([m!.remnantsUsed, m!.sheetsUsed]).toEqual([1, 1]);
    expect(m!.sheets.find((s) => s.remnant)?.sheetId).toBe(remnant.id);
    // Yield: (2 x 12 x 24 + 30 x 40) / (24 x 30 + 48 x 96.5) square inches.
    const expected = ((2 * 12 * 24 + 30 * 40) / (24 * 30 + 48 * 96.5)) * 100;
    expect(Number(m!.yieldPercent)).toBeCloseTo(expected, 2);
    // The same lines and stock answer the same plan from its row.
    expect(await a.cutting.orderPlan.query({ customerId: draftId })).toEqual(plan);
  });

  it("marks the order cut once: sheets off the count, the remnant consumed, kept offcuts added", async () => {
    const plan = await finishedPlan(a, draftId);
    const kept = plan.materials[0]!.sheets.flatMap((s) => s.offcuts.filter((o) => o.keep));
    expect(kept.length).toBeGreaterThan(0);
    expect(await codeOf(b.cutting.markCut.mutate({ customerId: draftId }))).toBe("NOT_FOUND");

    const mark = await a.cutting.markCut.mutate({ customerId: draftId });
    expect(mark).toMatchObject({ sheetsUsed: 1, remnantsUsed: 1, remnantsAdded: kept.length });
    const stock = await a.cutting.stock.get.query({ materialId });
    expect(stock.sheets[0]!.onHand).toBe(2);
    const remnants = await a.cutting.remnants.list.query({ materialId });
    expect(remnants).toHaveLength(kept.length);
    expect(remnants.every((r) => r.fromOrder === draftId)).toBe(true);

    const again = await a.cutting.markCut
      .mutate({ customerId: draftId })
      .catch((e: TRPCClientError<never>) => e);
    expect((again as TRPCClientError<never>).message).toBe(ALREADY_CUT);
    expect((await a.cutting.stock.get.query({ materialId })).sheets[0]!.onHand).toBe(2);
    expect(await a.cutting.remnants.list.query({ materialId })).toHaveLength(kept.length);
    expect((await a.cutting.orderPlan.query({ customerId: draftId })).marked).toEqual(mark);

    expect(await codeOf(b.cutting.remnants.delete.mutate({ id: remnants[0]!.id }))).toBe("NOT_FOUND");
    await a.cutting.remnants.delete.mutate({ id: remnants[0]!.id });
    expect(await a.cutting.remnants.list.query({ materialId })).toHaveLength(kept.length - 1);
  });

  it("after the mark, plans only a re-cut of a piece broken at the processor, and marks it once (issue 30)", async () => {
    const plant = await a.jobWork.createProcessor.mutate({
      name: "Shree Toughened Glass",
      gstin: "29AAGCB7383J1Z4",
      address: "Peenya, Bengaluru",
    });
    const line = (await a.challans.delivery.query({ customerId: draftId }))[0]!;
    const out = await a.jobWork.send.mutate({
      processorId: plant.id,
      lines: [{ lineId: line.lineId, quantity: 2 }],
    });
    const back = await a.jobWork.receive.mutate({
      challanId: out.id,
      lines: [{ lineId: line.lineId, received: 1, broken: 1, reason: "Cracked in the furnace" }],
    });
    const before = (await a.cutting.orderPlan.query({ customerId: draftId })).marked!;
    await a.jobWork.recut.mutate({ receiptId: back.receipts[0]!.id });
    const plan = await finishedPlan(a, draftId);
    // One 12 x 24 piece on one sheet (or remnant): the re-cut alone.
    expect(plan.materials.map((m) => m.sheets.length)).toEqual([1]);
    expect(plan.recuts).toBe(1);
    const mark = await a.cutting.markCut.mutate({ customerId: draftId });
    // Its sheet (here a remnant the first cut left) adds to the order's mark.
    expect(mark.sheetsUsed + mark.remnantsUsed).toBe(before.sheetsUsed + before.remnantsUsed + 1);
    const again = await a.cutting.markCut
      .mutate({ customerId: draftId })
      .catch((e: TRPCClientError<never>) => e);
    expect((again as TRPCClientError<never>).message).toBe(ALREADY_CUT);
    expect((await a.cutting.orderPlan.query({ customerId: draftId })).recuts).toBe(0);
  });

  it("plans a posted job in the CLI's form, and refuses a huge one before any work", async () => {
    const plan = await a.cutting.planJob.mutate({
      job: {
        kerf: 3,
        trim: 10,
        sheets: [{ id: "S", width: 3210, length: 6000, quantity: null, cost: 1 }],
        pieces: [{ id: "P1", width: 500, length: 800, quantity: 4, rotate: true }],
      },
    });
    expect(plan.sheets).toHaveLength(1);
    expect(plan.unplaced).toEqual([]);
    const huge = await a.cutting.planJob
      .mutate({
        job: {
          sheets: [{ id: "S", width: 10, length: 10 }],
          pieces: [{ id: "P", width: 1, length: 1, quantity: 5000 }],
        },
      })
      .catch((e: TRPCClientError<never>) => e);
    expect((huge as TRPCClientError<never>).message).toBe("A quantity is a whole number up to 2000");
    const many = await a.cutting.planJob
      .mutate({
        job: {
          sheets: [{ id: "S", width: 10, length: 10 }],
          pieces: [1, 2, 3].map((i) => ({ id: `P${i}`, width: 1, length: 1, quantity: 1000 })),
        },
      })
      .catch((e: TRPCClientError<never>) => e);
    expect((many as TRPCClientError<never>).message).toBe("The job may have at most 2000 pieces in all");
    const bad = await a.cutting.planJob
      .mutate({
        job: { sheets: [{ id: "S", width: 10, length: 10 }], pieces: [{ id: "P", width: 0, length: 1 }] },
      })
      .catch((e: TRPCClientError<never>) => e);
    expect((bad as TRPCClientError<never>).message).toBe("A size is a whole number from 1 to 1000000");
  });

  it("works in tenths of a millimetre for a company in mm: stock read and shown in mm, the plan in tenths", async () => {
    const owner = await signupCompany(t.app, { email: "owner@mm.in", companyName: "MM Glass" });
    const token = owner.accessToken;
    const general = (await rest(t.app, "GET", "/setting/general", undefined, token)).body.data;
    const saved = await rest(
      t.app,
      "POST",
      "/setting/general",
      { ...general, pricingSettings: { ...general.pricingSettings, unit: "mm", roundingStep: "0" } },
      token,
    );
    expect(saved.status).toBe(200);
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const mm = trpcClient(url, token);
    await rest(
      t.app,
      "POST",
      "/setting/material",
      { ...CLEAR_MATERIAL, materialName: "Granite Black" },
      token,
    );
    const id = (await mm.settings.materials.list.query())[0]!.id;
    // Stone by its name: a 1800 x 3000 mm slab, 4 mm kerf, 20 mm trim, no turning.
    expect(await mm.cutting.stock.get.query({ materialId: id })).toMatchObject({
      unit: "mm",
      kind: "stone",
      kerf: "4",
      trim: "20",
      rotate: false,
      sheets: [{ width: "1800", length: "3000" }],
    });
    const stock = await mm.cutting.stock.save.mutate({
      materialId: id,
      kind: "stone",
      kerf: "3.5",
      trim: "20",
      rotate: false,
      minRemnantWidth: "300",
      minRemnantLength: "300",
      sheets: [{ width: "1600.5", length: "2800", onHand: 2 }],
    });
    expect([stock.kerf, stock.sheets[0]!.width]).toEqual(["3.5", "1600.5"]);
    const customerId = await addCustomer(t.app, token, "Rao");
    const line = {
      ...LINE,
      materialType: "Granite Black",
      widthForDisplay: "600.5",
      lengthForDisplay: "1200",
      quantity: 3,
    };
    await mm.orders.addLine.mutate({ customerId, line });
    const plan = await finishedPlan(mm, customerId);
    expect([plan.unit, plan.perUnit]).toEqual(["mm", 10]);
    const [m] = plan.materials;
    expect(m!.kerf).toBe(35);
    expect(m!.sheets[0]).toMatchObject({ width: 16005, length: 28000, trim: 200 });
    // Not turned (a vein): every piece 6005 wide along the slab's width, 12000 along its length.
    for (const p of m!.sheets.flatMap((s) => s.pieces)) expect([p.width, p.length]).toEqual([6005, 12000]);
    // Two across and two along a 1560.5 x 2760 mm usable slab: the three pieces take one.
    expect([m!.sheetsUsed, m!.unplaced]).toEqual([1, []]);
  });
});
