import { PRICE_LIST_MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";
import { CONTRACTORS } from "./records";

// Price lists (issue 29 point 4): named lists of dated versions overriding the company's rates.

export function priceListRows({ api, a, b, fx, noToken, foreign, deleteRow }: ContractContext): Row[] {
  const lists = async (token: string) =>
    expectOk(await api.call("GET", "/api/priceList", { token })).data as Rec[];
  const listId = () => fx.priceList.get()._id;
  return [
    {
      method: "POST",
      path: "/api/priceList",
      cases: {
        valid: async () => {
          const list = expectOk(
            await api.call("POST", "/api/priceList", { token: a, body: CONTRACTORS }),
            201,
          ).data as Rec;
          const [version] = list.versions as Rec[];
          expectEqual(
            version!.overrides,
            {
              materials: [{ materialType: "Clear 5mm", rate: "50.00", cuttingRate: "3.00" }],
              edgeProfiles: [{ edgeProfileName: "Flat Polish", rate: "10.00" }],
              operations: [{ name: "Hole", bands: [{ sizeUpTo: null, thicknessUpTo: null, rate: "30.00" }] }],
              items: [{ name: "Transport", rate: "400.00" }],
              roundingStep: "0.5",
              minimumArea: "1",
            },
            "the overrides as stored",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/priceList", { token: a, body: { name: " ", versions: [] } }),
            PRICE_LIST_MESSAGES.nameRequired,
            { name: PRICE_LIST_MESSAGES.nameRequired, versions: PRICE_LIST_MESSAGES.versionsRequired },
          ),
        "no token": noToken("POST", "/api/priceList", CONTRACTORS),
        more: async () => {
          await fx.priceList();
          expectFailure(
            await api.call("POST", "/api/priceList", {
              token: a,
              body: { ...CONTRACTORS, name: "CONTRACTORS" },
            }),
            409,
            'A price list named "CONTRACTORS" already exists',
          );
          const version = CONTRACTORS.versions[0]!;
          expectInvalid(
            await api.call("POST", "/api/priceList", {
              token: a,
              body: { name: "Twice", versions: [version, version] },
            }),
            PRICE_LIST_MESSAGES.sameValidFrom,
            { "versions.1.validFrom": PRICE_LIST_MESSAGES.sameValidFrom },
          );
        },
      },
      order: ["invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/priceList",
      cases: {
        valid: async () =>
          expectEqual(
            (await lists(a)).map((l) => l.name),
            ["Contractors"],
            "the list names",
          ),
        "no token": noToken("GET", "/api/priceList"),
        "other company": async () => expectEqual(await lists(b), [], "the other company's lists"),
      },
      setup: fx.priceList,
    },
    {
      method: "PATCH",
      path: "/api/priceList",
      cases: {
        "other company": foreign(
          () => api.call("PATCH", "/api/priceList", { token: b, body: { ...CONTRACTORS, _id: listId() } }),
          () => lists(a),
          "Price list not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/priceList", {
              token: a,
              body: { ...CONTRACTORS, _id: listId(), versions: [{ validFrom: "2026-02-30" }] },
            }),
            "Invalid date",
            { "versions.0.validFrom": "Invalid date" },
          ),
        "no token": noToken("PATCH", "/api/priceList", { ...CONTRACTORS, _id: "x" }),
        valid: async () => {
          const later = { validFrom: "2026-11-20", overrides: { minimumArea: "2" } };
          const all = expectOk(
            await api.call("PATCH", "/api/priceList", {
              token: a,
              body: { ...CONTRACTORS, _id: listId(), versions: [later, ...CONTRACTORS.versions] },
            }),
          ).data as Rec[];
          expectEqual(
            (all[0]!.versions as Rec[]).map((v) => v.validFrom),
            ["2026-11-01", "2026-11-20"],
            "the versions by their day",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.priceList,
    },
    {
      ...deleteRow("/api/priceList", {
        body: () => ({ _id: listId() }),
        state: () => lists(a),
        notFound: "Price list not found",
        valid: async (remove) => {
          expectEqual(expectOk(await remove({ _id: listId() })).data, [], "the lists after the delete");
        },
      }),
      setup: fx.priceList,
    },
  ];
}
