import { OPERATION_FORM_MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";
import { SLOT } from "./records";

// The operations of the settings (issue 29 point 1): holes and cut-outs with their rate bands.

export function operationRows({ api, a, b, fx, noToken, foreign, deleteRow }: ContractContext): Row[] {
  const operations = async (token: string) =>
    expectOk(await api.call("GET", "/api/setting/operation", { token })).data as Rec[];
  const slotId = () => fx.slot.get()._id;
  return [
    {
      method: "POST",
      path: "/api/setting/operation",
      cases: {
        valid: async () => {
          const slot = expectOk(
            await api.call("POST", "/api/setting/operation", { token: a, body: SLOT }),
            201,
          ).data as Rec;
          expectEqual(
            slot.bands,
            [
              { sizeUpTo: "4", thicknessUpTo: "12", rate: "120.00" },
              { sizeUpTo: null, thicknessUpTo: null, rate: "180.00" },
            ],
            "the bands as stored",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/setting/operation", { token: a, body: { name: "", bands: [] } }),
            OPERATION_FORM_MESSAGES.nameRequired,
            { name: OPERATION_FORM_MESSAGES.nameRequired, bands: OPERATION_FORM_MESSAGES.bandsRequired },
          ),
        "no token": noToken("POST", "/api/setting/operation", SLOT),
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/setting/operation", { token: a, body: { ...SLOT, name: "HOLE" } }),
            409,
            'An operation named "HOLE" already exists',
          ),
      },
      order: ["invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/setting/operation",
      cases: {
        valid: async () => {
          const names = (await operations(a)).map((o) => o.name);
          expectEqual([names[0], names.at(-1)], ["Hole", "Slot"], "the seeded catalogue, then the slot");
        },
        "no token": noToken("GET", "/api/setting/operation"),
        "other company": async () =>
          expectEqual(
            (await operations(b)).some((o) => o.name === "Slot"),
            false,
            "the slot in the other company's list",
          ),
      },
      setup: fx.slot,
    },
    {
      method: "PATCH",
      path: "/api/setting/operation",
      cases: {
        "other company": foreign(
          () => api.call("PATCH", "/api/setting/operation", { token: b, body: { ...SLOT, _id: slotId() } }),
          () => operations(a),
          "Operation not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/setting/operation", {
              token: a,
              body: { ...SLOT, _id: slotId(), bands: [{ rate: "" }] },
            }),
            OPERATION_FORM_MESSAGES.rateRequired,
            { "bands.0.rate": OPERATION_FORM_MESSAGES.rateRequired },
          ),
        "no token": noToken("PATCH", "/api/setting/operation", { ...SLOT, _id: "x" }),
        valid: async () => {
          const list = expectOk(
            await api.call("PATCH", "/api/setting/operation", {
              token: a,
              body: { ...SLOT, _id: slotId(), bands: [{ rate: "150" }] },
            }),
          ).data as Rec[];
          expectEqual(
            list.find((o) => o._id === slotId())?.bands,
            [{ sizeUpTo: null, thicknessUpTo: null, rate: "150.00" }],
            "the new band",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.slot,
    },
    {
      ...deleteRow("/api/setting/operation", {
        body: () => ({ _id: slotId() }),
        state: () => operations(a),
        notFound: "Operation not found",
        valid: async (remove) => {
          const list = expectOk(await remove({ _id: slotId() })).data as Rec[];
          expectEqual(
            list.some((o) => o.name === "Slot"),
            false,
            "the slot after the delete",
          );
        },
      }),
      setup: fx.slot,
    },
  ];
}
