import { CUT_JOB_MESSAGES, MESSAGES } from "@kerf/core";
import { ALREADY_CUT } from "../../src/services/cutting/cutting-marks";
import { check, expectEqual, expectFailure, expectInvalid, expectOk, type Json } from "../harness";
import type { ContractContext, Fixture, Rec, Row } from "./context";

const JOB = {
  kerf: 3,
  trim: 10,
  stages: 3,
  sheets: [{ id: "S", width: 3210, length: 6000, quantity: null, cost: 1 }],
  pieces: [{ id: "P1", width: 500, length: 800, quantity: 4, rotate: true }],
};

/** What the stock cases share with the plan cases. */
export interface StockReaders {
  clear: () => Promise<Rec>;
  stock: (token: string, materialId: string) => Promise<Json>;
  remnants: (materialId: string) => Promise<Rec[]>;
  /** Clear 5mm's stock saved (5 sheets on hand), and a remnant of it. */
  stocked: Fixture<Rec>;
  remnant: Fixture<Rec>;
}

/** An order's plan, marking it cut (which moves remnants) and a posted job. */
export function cuttingPlanRows(
  { api, a, b, fx, noToken, foreign, deleteRow }: ContractContext,
  { clear, stock, remnants, stocked, remnant }: StockReaders,
): Row[] {
  const plan = async (token: string, draftId: string) => {
    for (let i = 0; i < 20; i++) {
      const data = expectOk(await api.call("GET", "/api/draft/cutPlan", { token, query: { draftId } }))
        .data as Json;
      if (data.status !== "running") return data;
    }
    throw new Error("the plan did not finish");
  };
  const draftId = () => fx.customer.get()._id;
  // The customer's order and the material's stock, made in the order of the cases before the plan's.
  const order = async () => {
    await fx.lines();
    await stocked();
  };
  const mark = () => api.call("POST", "/api/draft/cutPlan/mark", { token: a, body: { draftId: draftId() } });
  return [
    {
      method: "GET",
      path: "/api/draft/cutPlan",
      cases: {
        valid: async () => {
          const data = await plan(a, draftId());
          expectEqual(
            [data.status, data.unit, data.perUnit],
            ["done", "inch", 8],
            "the plan's status and unit",
          );
          const material = (data.materials as Json[])[0]!;
          expectEqual(material.materialName, "Clear 5mm", "the planned material");
          check((material.sheets as Json[]).length > 0, "at least one sheet in the plan");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/draft/cutPlan", { token: a, query: {} }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("GET", "/api/draft/cutPlan", undefined, { draftId: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("GET", "/api/draft/cutPlan", { token: b, query: { draftId: draftId() } }),
            404,
            "Customer not found",
          ),
      },
      setup: order,
    },
    {
      method: "POST",
      path: "/api/draft/cutPlan/retry",
      cases: {
        valid: async () => {
          const data = expectOk(
            await api.call("POST", "/api/draft/cutPlan/retry", { token: a, body: { draftId: draftId() } }),
          ).data as Json;
          check(["running", "done"].includes(data.status as string), "a plan running or done");
          expectEqual((await plan(a, draftId())).status, "done", "the plan after a retry");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/cutPlan/retry", { token: a, body: {} }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("POST", "/api/draft/cutPlan/retry", { draftId: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("POST", "/api/draft/cutPlan/retry", { token: b, body: { draftId: draftId() } }),
            404,
            "Customer not found",
          ),
      },
      setup: order,
    },
    {
      method: "POST",
      path: "/api/draft/cutPlan/mark",
      cases: {
        "other company": async () =>
          foreign(
            () => api.call("POST", "/api/draft/cutPlan/mark", { token: b, body: { draftId: draftId() } }),
            async () => [await stock(a, (await clear())._id), await remnants((await clear())._id)],
            "Customer not found",
          )(),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/cutPlan/mark", { token: a, body: {} }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("POST", "/api/draft/cutPlan/mark", { draftId: "x" }),
        valid: async () => {
          const before = await plan(a, draftId());
          const sheets = (before.materials as Json[]).reduce((n, m) => n + (m.sheetsUsed as number), 0);
          const data = expectOk(await mark(), 201).data as Json;
          expectEqual(data.sheetsUsed, sheets, "the sheets taken off the count");
          const after = (await stock(a, (await clear())._id)).sheets as Json[];
          expectEqual(after[0]!.onHand, 5 - sheets, "sheets on hand after the mark");
        },
        more: async () => {
          // Marked once, as the valid case leaves it: a second mark is refused.
          expectOk(await mark(), 201);
          expectFailure(await mark(), 409, ALREADY_CUT);
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: order,
    },
    {
      ...deleteRow("/api/setting/material/remnant", {
        body: () => ({ _id: remnant.get()._id }),
        state: async () => remnants((await clear())._id),
        notFound: "Remnant not found",
        valid: async (remove) => {
          const count = (await remnants((await clear())._id)).length;
          expectOk(await remove({ _id: remnant.get()._id }));
          expectEqual((await remnants((await clear())._id)).length, count - 1, "remnants after the delete");
        },
      }),
      setup: remnant,
    },
    {
      method: "POST",
      path: "/api/cutting/plan",
      cases: {
        valid: async () => {
          const data = expectOk(await api.call("POST", "/api/cutting/plan", { token: a, body: JOB }))
            .data as Json;
          expectEqual(
            [(data.sheets as Json[]).length, data.unplaced],
            [1, []],
            "one jumbo sheet, nothing left over",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/cutting/plan", {
              token: a,
              body: { ...JOB, pieces: [{ id: "P1", width: 0, length: 800 }] },
            }),
            CUT_JOB_MESSAGES.size,
            { "pieces.0.width": CUT_JOB_MESSAGES.size },
          ),
        "no token": noToken("POST", "/api/cutting/plan", JOB),
        more: async () =>
          expectInvalid(
            await api.call("POST", "/api/cutting/plan", {
              token: a,
              body: {
                ...JOB,
                pieces: [1, 2, 3].map((i) => ({ id: `P${i}`, width: 5, length: 5, quantity: 1000 })),
              },
            }),
            CUT_JOB_MESSAGES.tooManyPieces,
            { "pieces.2.quantity": CUT_JOB_MESSAGES.tooManyPieces },
          ),
      },
    },
  ];
}
