import { MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk, type Json } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

/** The edge profiles and edge selections of the settings. */
export function edgeRows({
  api,
  a,
  b,
  fx,
  noToken,
  foreign,
  edgeProfiles,
  deleteRow,
}: ContractContext): Row[] {
  /** Bevel 10mm saved under a name of the company's own, at a rate. */
  const renameBevel = (token: string, customEdgeProfileName: string, edgeProfileRate: string) =>
    api.call("PATCH", "/api/setting/edgeProfile", {
      token,
      body: {
        _id: fx.bevel.get()._id,
        edgeProfileName: "edgeProfile2",
        saveAsEdgeProfile: "byName",
        customEdgeProfileName,
        edgeProfileRate,
      },
    });
  return [
    {
      method: "POST",
      path: "/api/setting/edgeProfile",
      cases: {
        valid: async () => {
          const flat = expectOk(
            await api.call("POST", "/api/setting/edgeProfile", {
              token: a,
              body: {
                edgeProfileName: "edgeProfile1",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Flat Polish",
                edgeProfileRate: "18",
              },
            }),
            201,
          ).data as Json;
          expectEqual(
            [flat.value, flat.edgeProfileRate],
            ["Flat Polish", "18.00"],
            "the profile's name and rate",
          );
          expectOk(
            await api.call("POST", "/api/setting/edgeProfile", {
              token: a,
              body: {
                edgeProfileName: "edgeProfile2",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Bevel 10mm",
                edgeProfileRate: "42.5",
              },
            }),
            201,
          ).data as Rec;
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/setting/edgeProfile", {
              token: a,
              body: {
                edgeProfileName: "edgeProfile1",
                saveAsEdgeProfile: "byDefault",
                edgeProfileRate: "-2",
              },
            }),
            MESSAGES.rateNotPositive,
            { edgeProfileRate: MESSAGES.rateNotPositive },
          ),
        "no token": noToken("POST", "/api/setting/edgeProfile", { edgeProfileName: "edgeProfile1" }),
        more: async () => {
          await fx.flatPolish();
          expectFailure(
            await api.call("POST", "/api/setting/edgeProfile", {
              token: a,
              body: {
                edgeProfileName: "edgeProfile3",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Flat Polish",
                edgeProfileRate: "20",
              },
            }),
            409,
          );
        },
      },
      order: ["invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/setting/edgeProfile",
      cases: {
        valid: async () => {
          const data = expectOk(await api.call("GET", "/api/setting/edgeProfile", { token: a })).data as {
            edgeProfileOption: Rec[];
            edgeSelectionOption: Rec[];
          };
          expectEqual(
            data.edgeProfileOption.map((p) => p.value),
            ["Flat Polish", "Bevel 10mm"],
            "the profiles",
          );
          expectEqual(data.edgeSelectionOption.length, 9, "the number of edge selections");
        },
        "no token": noToken("GET", "/api/setting/edgeProfile"),
      },
      setup: fx.bevel,
    },
    {
      method: "PATCH",
      path: "/api/setting/edgeProfile",
      cases: {
        "other company": foreign(
          () => renameBevel(b, "Taken over", "1"),
          () => edgeProfiles(a),
          "Edge profile not found",
        ),
        invalid: async () =>
          expectInvalid(await renameBevel(a, "Bevel 10mm", "abc"), MESSAGES.rateNotNumber, {
            edgeProfileRate: MESSAGES.rateNotNumber,
          }),
        "no token": noToken("PATCH", "/api/setting/edgeProfile", { _id: "x" }),
        valid: async () => {
          const list = expectOk(await renameBevel(a, "Bevel 10mm", "45")).data as Rec[];
          expectEqual(
            list.find((p) => p._id === fx.bevel.get()._id)?.edgeProfileRate,
            "45.00",
            "the new rate",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.bevel,
    },
    {
      ...deleteRow("/api/setting/edgeProfile", {
        body: () => ({ _id: fx.bevel.get()._id }),
        state: () => edgeProfiles(a),
        notFound: "Edge profile not found",
        valid: async (remove) => {
          const list = expectOk(await remove({ _id: fx.bevel.get()._id })).data as Rec[];
          expectEqual(
            list.map((p) => p.value),
            ["Flat Polish"],
            "the profiles after the delete",
          );
        },
      }),
      setup: fx.bevel,
    },
    {
      method: "GET",
      path: "/api/setting/edgeSelection",
      cases: {
        valid: async () => {
          const list = expectOk(await api.call("GET", "/api/setting/edgeSelection", { token: a }))
            .data as Rec[];
          expectEqual(
            list.map((e) => e.value),
            [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `edgeSelection${n}`),
            "the nine values",
          );
        },
        "no token": noToken("GET", "/api/setting/edgeSelection"),
      },
    },
    ...(["POST", "PATCH"] as const).map(
      (method): Row => ({
        method,
        path: "/api/setting/edgeSelection",
        cases: {
          valid: async () => {
            const label = `All four (${method})`;
            const list = expectOk(
              await api.call(method, "/api/setting/edgeSelection", {
                token: a,
                body: { value: "edgeSelection8", label },
              }),
            ).data as Rec[];
            expectEqual([list[7]?.label, list[7]?.lengths, list[7]?.widths], [label, 2, 2], "edgeSelection8");
            const other = expectOk(await api.call("GET", "/api/setting/edgeSelection", { token: b }))
              .data as Rec[];
            expectEqual(other[7]?.label, "Edge 8", "the other company's edgeSelection8");
          },
          invalid: async () => {
            // A blank label, then a value that is none of the nine: each refused on its own field.
            const refusals = [
              [{ value: "edgeSelection8", label: " " }, "label", MESSAGES.labelRequired],
              [{ value: "edgeSelection99", label: "x" }, "value", MESSAGES.edgeSelectionInvalid],
            ] as const;
            for (const [body, field, message] of refusals) {
              const res = await api.call(method, "/api/setting/edgeSelection", { token: a, body });
              expectInvalid(res, message, { [field]: message });
            }
          },
          "no token": noToken(method, "/api/setting/edgeSelection", { value: "edgeSelection8", label: "x" }),
        },
      }),
    ),
  ];
}
