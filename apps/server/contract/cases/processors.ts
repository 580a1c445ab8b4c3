import { JOB_WORK_MESSAGES, MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";
import { PLANT } from "./record-fixtures";

// Processors (/processor, issue 30): the firms company A sends pieces to for toughening or lamination.

export function processorRows({ api, a, b, rx, noToken, foreign }: ContractContext): Row[] {
  const plant = () => rx.plant.get();
  const processors = async () =>
    expectOk(await api.call("GET", "/api/processor", { token: a })).data as Rec[];

  return [
    {
      method: "POST",
      path: "/api/processor",
      cases: {
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/processor", {
              token: a,
              body: { ...PLANT, gstin: "29AAGCB7383J1Z5" },
            }),
            MESSAGES.gstInvalid,
            { gstin: MESSAGES.gstInvalid },
          ),
        "no token": noToken("POST", "/api/processor", PLANT),
        valid: async () => {
          await rx.plant();
          expectEqual([plant().gstin, plant().stateCode], ["29AAGCB7383J1Z4", "29"], "GSTIN and its state");
          await rx.spareProcessor();
        },
        more: async () => {
          await rx.plant();
          expectFailure(
            await api.call("POST", "/api/processor", { token: a, body: PLANT }),
            409,
            JOB_WORK_MESSAGES.gstinTaken,
          );
        },
      },
    },
    {
      method: "GET",
      path: "/api/processor",
      cases: {
        valid: async () => {
          expectEqual(
            (await processors()).map((p) => p.name).sort(),
            ["Laminators", "Shree Toughened Glass"],
            "the list",
          );
          const one = expectOk(
            await api.call("GET", "/api/processor", { token: a, query: { id: plant()._id } }),
          );
          expectEqual((one.data as Rec).city, "Bengaluru", "one processor");
        },
        "no token": noToken("GET", "/api/processor"),
        "other company": async () =>
          expectFailure(
            await api.call("GET", "/api/processor", { token: b, query: { id: plant()._id } }),
            404,
            "Processor not found",
          ),
      },
      setup: rx.spareProcessor,
    },
    {
      method: "PATCH",
      path: "/api/processor",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/processor", { token: b, body: { id: plant()._id, phone: "9812345678" } }),
          processors,
          "Processor not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/processor", { token: a, body: { id: plant()._id, name: " " } }),
            JOB_WORK_MESSAGES.nameRequired,
            { name: JOB_WORK_MESSAGES.nameRequired },
          ),
        "no token": noToken("PATCH", "/api/processor", { id: "x" }),
        valid: async () => {
          const changed = expectOk(
            await api.call("PATCH", "/api/processor", {
              token: a,
              body: { id: plant()._id, phone: "9812345678" },
            }),
          ).data as Rec;
          expectEqual(
            [changed.phone, changed.name],
            ["9812345678", PLANT.name],
            "the phone changed, the rest kept",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: rx.plant,
    },
  ];
}
