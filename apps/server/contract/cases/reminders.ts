import { TERMS_MESSAGES, todayInIndia } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

const DAY_MS = 86_400_000;

/**
 * Credit terms and payment reminders (issue 31): PATCH /api/draft, the plan at /api/setting/reminders and
 * the day's list at /api/reminders/today. The plan is put back to the default at the end.
 */
export function reminderRows({ api, a, b, fx, noToken, foreign, invoice }: ContractContext): Row[] {
  const customers = async (token: string) =>
    expectOk(await api.call("GET", "/api/draft", { token })).data as Rec[];
  const plan = (token: string, body: unknown) => api.call("POST", "/api/setting/reminders", { token, body });
  const today = async (token: string) =>
    expectOk(await api.call("GET", "/api/reminders/today", { token })).data as Rec;
  return [
    {
      method: "PATCH",
      path: "/api/draft",
      cases: {
        "other company": async () => {
          const id = fx.customer.get()._id;
          await foreign(
            () => api.call("PATCH", "/api/draft", { token: b, body: { _id: id, creditDays: 5 } }),
            () => customers(a),
            "Customer not found",
          )();
        },
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/draft", {
              token: a,
              body: { _id: fx.customer.get()._id, creditDays: 366 },
            }),
            TERMS_MESSAGES.creditDaysInvalid,
            { creditDays: TERMS_MESSAGES.creditDaysInvalid },
          ),
        "no token": noToken("PATCH", "/api/draft", { _id: "x", creditDays: 1 }),
        valid: async () => {
          const id = fx.customer.get()._id;
          const set = expectOk(
            await api.call("PATCH", "/api/draft", {
              token: a,
              body: { _id: id, creditDays: 30, reminders: false },
            }),
          ).data as Rec;
          expectEqual(
            [set.creditDays, set.effectiveCreditDays, set.reminders],
            [30, 30, false],
            "the customer's terms",
          );
          const back = expectOk(
            await api.call("PATCH", "/api/draft", {
              token: a,
              body: { _id: id, creditDays: null, reminders: true },
            }),
          ).data as Rec;
          expectEqual(
            [back.creditDays, back.effectiveCreditDays],
            [null, 0],
            "back to the company's default",
          );
        },
        more: async () => {
          // A customer's price list (issue 29 point 4): by name in any case, answered with the terms; null clears.
          const id = fx.customer.get()._id;
          const trade = expectOk(
            await api.call("POST", "/api/priceList", {
              token: a,
              body: {
                name: "Trade",
                versions: [{ validFrom: "2026-11-01", overrides: { minimumArea: "1" } }],
              },
            }),
            201,
          ).data as Rec;
          const given = expectOk(
            await api.call("PATCH", "/api/draft", { token: a, body: { _id: id, priceList: "TRADE" } }),
          ).data as Rec;
          expectEqual(given.priceList, { _id: trade._id, name: "Trade" }, "the customer's list");
          expectFailure(
            await api.call("PATCH", "/api/draft", { token: a, body: { _id: id, priceList: "Nobody's" } }),
            400,
            'No price list named "Nobody\'s"',
          );
          expectFailure(
            await api.call("PATCH", "/api/draft", { token: b, body: { _id: id, priceList: null } }),
            404,
            "Customer not found",
          );
          const cleared = expectOk(
            await api.call("PATCH", "/api/draft", { token: a, body: { _id: id, priceList: null } }),
          ).data as Rec;
          expectEqual(cleared.priceList, null, "back to the company's settings");
          expectOk(await api.call("DELETE", "/api/priceList", { token: a, body: { _id: trade._id } }));
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: fx.customer,
    },
    {
      method: "GET",
      path: "/api/setting/reminders",
      cases: {
        valid: async () =>
          expectEqual(
            expectOk(await api.call("GET", "/api/setting/reminders", { token: a })).data,
            { enabled: true, days: [0, 7, 15] },
            "the default plan",
          ),
        "no token": noToken("GET", "/api/setting/reminders"),
      },
    },
    {
      method: "POST",
      path: "/api/setting/reminders",
      cases: {
        invalid: async () =>
          expectInvalid(await plan(a, { enabled: true, days: [-1] }), TERMS_MESSAGES.reminderDaysInvalid, {}),
        "no token": noToken("POST", "/api/setting/reminders", { enabled: true, days: [] }),
        valid: async () => {
          const saved = expectOk(await plan(a, { enabled: true, days: [15, 0, 7, 7] })).data;
          expectEqual(saved, { enabled: true, days: [0, 7, 15] }, "the plan, sorted, each day once");
        },
      },
    },
    {
      method: "GET",
      path: "/api/reminders/today",
      cases: {
        valid: async () => {
          // Remind on the day it is today for the live invoice (due on its date): its customer is listed.
          const inv = await invoice(a, fx.invoice.get()._id);
          const late = Math.round((Date.parse(todayInIndia()) - Date.parse(String(inv.dueDate))) / DAY_MS);
          expectOk(await plan(a, { enabled: true, days: [late] }));
          const list = await today(a);
          const names = (list.customers as Rec[]).map((c) => [c.customerId, c.balance]);
          expectEqual(names, [[inv.customerId, inv.balance]], "the customer due a reminder today");
          expectEqual((await today(b)).customers, [], "the other company's list");
          expectOk(await plan(a, { enabled: true, days: [0, 7, 15] }));
        },
        "no token": noToken("GET", "/api/reminders/today"),
      },
      setup: fx.invoice,
    },
  ];
}
