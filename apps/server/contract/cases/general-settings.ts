import { MESSAGES } from "@kerf/core";
import { expectEqual, expectInvalid, expectOk, type Json } from "../harness";
import type { ContractContext, Row } from "./context";

/** The general settings. */
export function generalSettingsRows({ api, a, noToken }: ContractContext): Row[] {
  return [
    {
      method: "GET",
      path: "/api/setting/general",
      cases: {
        valid: async () => {
          const data = expectOk(await api.call("GET", "/api/setting/general", { token: a })).data as Json;
          expectEqual(
            data.pricingSettings,
            { unit: "inch", roundingStep: "1", minAreaPerPiece: "0" },
            "the defaults",
          );
        },
        "no token": noToken("GET", "/api/setting/general"),
      },
    },
    ...(["POST", "PATCH"] as const).map(
      (method): Row => ({
        method,
        path: "/api/setting/general",
        cases: {
          valid: async () => {
            const current = expectOk(await api.call("GET", "/api/setting/general", { token: a }))
              .data as Json;
            const saved = expectOk(
              await api.call(method, "/api/setting/general", {
                token: a,
                body: { ...current, dateFormat: method === "POST" ? "YYYY-MM-DD" : "DD-MM-YYYY" },
              }),
            ).data as Json;
            expectEqual(saved.dateFormat, method === "POST" ? "YYYY-MM-DD" : "DD-MM-YYYY", "dateFormat");
          },
          invalid: async () => {
            const current = expectOk(await api.call("GET", "/api/setting/general", { token: a })).data as {
              commonSetting: Json;
              pricingSettings: Json;
            };
            if (method === "POST") {
              expectInvalid(
                await api.call(method, "/api/setting/general", {
                  token: a,
                  body: { ...current, commonSetting: { ...current.commonSetting, cuttingRateType: null } },
                }),
                MESSAGES.cuttingRateTypeRequired,
                { "commonSetting.cuttingRateType": MESSAGES.cuttingRateTypeRequired },
              );
            } else {
              expectInvalid(
                await api.call(method, "/api/setting/general", {
                  token: a,
                  body: { ...current, pricingSettings: { ...current.pricingSettings, unit: "cm" } },
                }),
                MESSAGES.unitInvalid,
                { "pricingSettings.unit": MESSAGES.unitInvalid },
              );
            }
          },
          "no token": noToken(method, "/api/setting/general", {}),
        },
      }),
    ),
    {
      method: "DELETE",
      path: "/api/setting/general",
      cases: {
        valid: async () => {
          const data = expectOk(await api.call("DELETE", "/api/setting/general", { token: a })).data as Json;
          expectEqual(data.dateFormat, "DD-MM-YYYY", "dateFormat after the reset");
        },
        "no token": noToken("DELETE", "/api/setting/general"),
      },
    },
  ];
}
