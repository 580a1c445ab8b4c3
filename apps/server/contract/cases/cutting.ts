import { MESSAGES, STOCK_MESSAGES } from "@kerf/core";
import { GLASS_STOCK } from "../../test/order-fixture";
import { expectEqual, expectFailure, expectInvalid, expectOk, type Json, type Method } from "../harness";
import { type ContractContext, fixture, type Rec, type Row } from "./context";
import { cuttingPlanRows } from "./cutting-plans";

const STOCK = { ...GLASS_STOCK, sheets: [{ width: "48", length: "96", onHand: 5 }] };

/** Cut plans (issue 15): stock and remnants of a material, an order's plan, marking it cut, a posted job. */
export function cuttingRows(ctx: ContractContext): Row[] {
  const { api, a, b, fx, noToken, foreign } = ctx;
  const clear = fx.clear;
  const stock = async (token: string, materialId: string) =>
    expectOk(await api.call("GET", "/api/setting/material/stock", { token, query: { materialId } }))
      .data as Json;
  const remnants = async (materialId: string) =>
    expectOk(await api.call("GET", "/api/setting/material/remnant", { token: a, query: { materialId } }))
      .data as Rec[];
  const save = async (method: Method, path: string, body: unknown, status = 200) =>
    expectOk(await api.call(method, path, { token: a, body }), status).data as Rec;
  /** Clear 5mm's stock as the PATCH case saves it: sheets of 48 x 96, 5 on hand. */
  const stocked = fixture("the stock of Clear 5mm", async () =>
    save("PATCH", "/api/setting/material/stock", { ...STOCK, materialId: (await clear())._id }),
  );
  /** A remnant of Clear 5mm as the POST case keeps it. */
  const remnant = fixture("a remnant of Clear 5mm", async () =>
    save(
      "POST",
      "/api/setting/material/remnant",
      { materialId: (await clear())._id, width: "24", length: "30#4" },
      201,
    ),
  );
  return [
    {
      method: "GET",
      path: "/api/setting/material/stock",
      cases: {
        valid: async () => {
          const data = await stock(a, (await clear())._id);
          expectEqual([data.saved, data.kind, data.unit], [false, "glass", "inch"], "the defaults of glass");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/setting/material/stock", { token: a, query: {} }),
            MESSAGES.idRequired,
            { materialId: MESSAGES.idRequired },
          ),
        "no token": noToken("GET", "/api/setting/material/stock", undefined, { materialId: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("GET", "/api/setting/material/stock", {
              token: b,
              query: { materialId: (await clear())._id },
            }),
            404,
            "Material not found",
          ),
      },
    },
    {
      method: "PATCH",
      path: "/api/setting/material/stock",
      cases: {
        "other company": async () =>
          foreign(
            async () =>
              api.call("PATCH", "/api/setting/material/stock", {
                token: b,
                body: { ...STOCK, materialId: (await clear())._id },
              }),
            async () => stock(a, (await clear())._id),
            "Material not found",
          )(),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/setting/material/stock", {
              token: a,
              body: { ...STOCK, materialId: (await clear())._id, sheets: [] },
            }),
            STOCK_MESSAGES.sheetsRequired,
            { sheets: STOCK_MESSAGES.sheetsRequired },
          ),
        "no token": noToken("PATCH", "/api/setting/material/stock", { ...STOCK, materialId: "x" }),
        valid: async () => {
          const data = await stocked();
          expectEqual(data.saved, true, "saved");
          expectEqual(
            (data.sheets as Json[]).map((x) => [x.width, x.length, x.onHand, x.cost]),
            [["48", "96", 5, null]],
            "the sheet sizes",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "POST",
      path: "/api/setting/material/remnant",
      cases: {
        "other company": async () =>
          foreign(
            async () =>
              api.call("POST", "/api/setting/material/remnant", {
                token: b,
                body: { materialId: (await clear())._id, width: "24", length: "30" },
              }),
            async () => remnants((await clear())._id),
            "Material not found",
          )(),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/setting/material/remnant", {
              token: a,
              body: { materialId: (await clear())._id, width: "abc", length: "30" },
            }),
            MESSAGES.invalidInput,
            { width: MESSAGES.invalidInput },
          ),
        "no token": noToken("POST", "/api/setting/material/remnant", {
          materialId: "x",
          width: 1,
          length: 1,
        }),
        valid: async () => {
          const data = await remnant();
          expectEqual([data.width, data.length, data.fromOrder], ["24", "30#4", null], "the remnant");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "GET",
      path: "/api/setting/material/remnant",
      cases: {
        valid: async () => expectEqual((await remnants((await clear())._id)).length, 1, "remnants listed"),
        "no token": noToken("GET", "/api/setting/material/remnant", undefined, { materialId: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("GET", "/api/setting/material/remnant", {
              token: b,
              query: { materialId: (await clear())._id },
            }),
            404,
            "Material not found",
          ),
      },
      setup: remnant,
    },
    ...cuttingPlanRows(ctx, { clear, stock, remnants, stocked, remnant }),
  ];
}
