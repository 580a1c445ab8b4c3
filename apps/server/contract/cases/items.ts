import { ITEM_MESSAGES_FORM } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";
import { HINGE, TRANSPORT } from "./records";

// The items of the settings (issue 29 point 3): fittings and services with their unit, rate, HSN or SAC
// and GST rate.

export function itemRows({ api, a, b, fx, noToken, foreign, deleteRow }: ContractContext): Row[] {
  const items = async (token: string) =>
    expectOk(await api.call("GET", "/api/setting/item", { token })).data as Rec[];
  return [
    {
      method: "POST",
      path: "/api/setting/item",
      cases: {
        valid: async () => {
          const hinge = expectOk(await api.call("POST", "/api/setting/item", { token: a, body: HINGE }), 201)
            .data as Rec;
          expectEqual([hinge.rate, hinge.isService], ["450.00", false], "rate and kind");
          expectOk(await api.call("POST", "/api/setting/item", { token: a, body: TRANSPORT }), 201);
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/setting/item", {
              token: a,
              body: { name: "", unit: "box", rate: "", gstRate: "18", hsnCode: "8302", isService: true },
            }),
            ITEM_MESSAGES_FORM.nameRequired,
            {
              name: ITEM_MESSAGES_FORM.nameRequired,
              unit: ITEM_MESSAGES_FORM.unitInvalid,
              rate: ITEM_MESSAGES_FORM.rateRequired,
            },
          ),
        "no token": noToken("POST", "/api/setting/item", HINGE),
        more: async () => {
          await fx.hinge();
          expectFailure(
            await api.call("POST", "/api/setting/item", {
              token: a,
              body: { ...HINGE, name: "SHOWER hinge" },
            }),
            409,
            'An item named "SHOWER hinge" already exists',
          );
          // A service takes a SAC (chapter 99), goods an HSN code.
          expectInvalid(
            await api.call("POST", "/api/setting/item", {
              token: a,
              body: { ...TRANSPORT, name: "Fitting", hsnCode: "8302" },
            }),
            ITEM_MESSAGES_FORM.sacForService,
            { hsnCode: ITEM_MESSAGES_FORM.sacForService },
          );
        },
      },
      order: ["invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/setting/item",
      cases: {
        valid: async () =>
          expectEqual(
            (await items(a)).map((i) => i.name),
            ["Shower hinge", "Transport"],
            "the item names",
          ),
        "no token": noToken("GET", "/api/setting/item"),
        "other company": async () => expectEqual(await items(b), [], "the other company's items"),
      },
      setup: fx.hinge,
    },
    {
      method: "PATCH",
      path: "/api/setting/item",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/setting/item", {
              token: b,
              body: { ...HINGE, _id: fx.hinge.get()._id, rate: "1" },
            }),
          () => items(a),
          "Item not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/setting/item", {
              token: a,
              body: { ...HINGE, _id: fx.hinge.get()._id, rate: "-1" },
            }),
            "Must be 0 or more",
            { rate: "Must be 0 or more" },
          ),
        "no token": noToken("PATCH", "/api/setting/item", { ...HINGE, _id: "x" }),
        valid: async () => {
          const list = expectOk(
            await api.call("PATCH", "/api/setting/item", {
              token: a,
              body: { ...HINGE, _id: fx.hinge.get()._id, rate: "475.5" },
            }),
          ).data as Rec[];
          expectEqual(list.find((i) => i.name === HINGE.name)?.rate, "475.50", "the new rate");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.hinge,
    },
    {
      ...deleteRow("/api/setting/item", {
        body: () => ({ _id: fx.hinge.get()._id }),
        state: () => items(a),
        notFound: "Item not found",
        valid: async (remove) => {
          const list = expectOk(await remove(fx.hinge.get())).data as Rec[];
          expectEqual(
            list.map((i) => i.name),
            ["Transport"],
            "the list after the delete",
          );
        },
      }),
      setup: fx.hinge,
    },
  ];
}
