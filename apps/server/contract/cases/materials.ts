import { MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk, type Json } from "../harness";
import { CLEAR, type ContractContext, type Rec, type Row } from "./context";

/** The materials of the settings. */
export function materialRows({
  api,
  a,
  b,
  fx,
  noToken,
  foreign,
  materials,
  deleteRow,
}: ContractContext): Row[] {
  return [
    {
      method: "POST",
      path: "/api/setting/material",
      cases: {
        valid: async () => {
          const clear = expectOk(
            await api.call("POST", "/api/setting/material", { token: a, body: CLEAR }),
            201,
          ).data as Json;
          expectEqual(clear.gstCharges, "11.25", "gstCharges (derived, the sent one ignored)");
          const mirror = expectOk(
            await api.call("POST", "/api/setting/material", {
              token: a,
              body: { ...CLEAR, materialName: "Mirror 4mm", materialRate: "48", thicknessMm: "4.00" },
            }),
            201,
          ).data as Rec;
          // Issue 29: a thickness in mm as a clerk writes it; not toughened unless said.
          expectEqual([mirror.toughened, mirror.thicknessMm], [false, "4"], "toughened and thicknessMm");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/setting/material", {
              token: a,
              body: {
                materialName: "",
                materialRate: "",
                cuttingRate: "",
                materialGst: "101",
                materialWastage: "",
              },
            }),
            MESSAGES.materialNameRequired,
            {
              materialName: MESSAGES.materialNameRequired,
              materialRate: MESSAGES.materialRateRequired,
              cuttingRate: MESSAGES.cuttingRateRequired,
              materialGst: MESSAGES.percentMax,
              materialWastage: MESSAGES.materialWastageRequired,
            },
          ),
        "no token": noToken("POST", "/api/setting/material", CLEAR),
        more: async () => {
          await fx.clear();
          expectFailure(
            await api.call("POST", "/api/setting/material", {
              token: a,
              body: { ...CLEAR, materialName: "clear 5MM" },
            }),
            409,
            'A material named "clear 5MM" already exists',
          );
        },
      },
      order: ["invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/setting/material",
      cases: {
        valid: async () =>
          expectEqual(
            (await materials(a)).map((m) => m.materialName),
            ["Clear 5mm", "Mirror 4mm"],
            "the material names",
          ),
        "no token": noToken("GET", "/api/setting/material"),
      },
      setup: fx.mirror,
    },
    {
      method: "PATCH",
      path: "/api/setting/material",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/setting/material", {
              token: b,
              body: { ...fx.mirror.get(), materialRate: "1" },
            }),
          () => materials(a),
          "Material not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/setting/material", {
              token: a,
              body: { ...fx.mirror.get(), materialGst: "101" },
            }),
            MESSAGES.percentMax,
            { materialGst: MESSAGES.percentMax },
          ),
        "no token": noToken("PATCH", "/api/setting/material", { ...CLEAR, _id: "x" }),
        valid: async () => {
          const list = expectOk(
            await api.call("PATCH", "/api/setting/material", {
              token: a,
              body: { ...fx.mirror.get(), materialRate: "50", materialGst: "28" },
            }),
          ).data as Rec[];
          const mirror = list.find((m) => m._id === fx.mirror.get()._id);
          expectEqual(
            [mirror?.materialRate, mirror?.gstCharges],
            ["50.00", "14.00"],
            "the updated rate and gstCharges",
          );
          // The legacy client's whole row names neither: the thickness is kept.
          expectEqual(mirror?.thicknessMm, "4", "the thickness kept by an edit without it");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.mirror,
    },
    {
      ...deleteRow("/api/setting/material", {
        body: () => ({ _id: fx.mirror.get()._id }),
        state: () => materials(a),
        notFound: "Material not found",
        valid: async (remove) => {
          const list = expectOk(await remove(fx.mirror.get())).data as Rec[];
          expectEqual(
            list.map((m) => m.materialName),
            ["Clear 5mm"],
            "the list after the delete",
          );
        },
      }),
      setup: fx.mirror,
    },
  ];
}
