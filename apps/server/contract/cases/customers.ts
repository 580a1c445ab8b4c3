import { MESSAGES } from "@kerf/core";
import { expectEqual, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

/** The customers (/draft). */
export function customerRows({ api, a, s, noToken }: ContractContext): Row[] {
  return [
    {
      method: "POST",
      path: "/api/draft",
      cases: {
        valid: async () => {
          const body = { customerName: "Mehta Interiors", phoneNo: "9876543210", date: "2026-11-21" };
          s.customer = expectOk(await api.call("POST", "/api/draft", { token: a, body }), 201).data as Rec;
          expectEqual(s.customer.customerName, "Mehta Interiors", "customerName");
          s.spare = expectOk(
            await api.call("POST", "/api/draft", {
              token: a,
              body: { ...body, customerName: "Spare Customer" },
            }),
            201,
          ).data as Rec;
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft", {
              token: a,
              body: { customerName: "", phoneNo: "98765", date: "2026-11-21" },
            }),
            MESSAGES.customerNameRequired,
            { customerName: MESSAGES.customerNameRequired, phoneNo: MESSAGES.phoneInvalid },
          ),
        "no token": noToken("POST", "/api/draft", {
          customerName: "x",
          phoneNo: "9876543210",
          date: "2026-11-21",
        }),
      },
    },
    {
      method: "GET",
      path: "/api/draft",
      cases: {
        valid: async () => {
          const res = expectOk(await api.call("GET", "/api/draft", { token: a, query: { page: "1" } }));
          expectEqual([res.total, res.page, res.pageSize], [2, 1, 10], "total, page, pageSize");
          expectEqual(
            (res.data as Rec[]).map((c) => c.customerName),
            ["Spare Customer", "Mehta Interiors"],
            "the customers, newest first",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/draft", { token: a, query: { page: "0" } }),
            MESSAGES.pageInvalid,
            { page: MESSAGES.pageInvalid },
          ),
        "no token": noToken("GET", "/api/draft"),
      },
    },
  ];
}

/** Deleting a customer, once the orders are done with. */
export function customerDeleteRows({ a, s, need, customers, deleteRow }: ContractContext): Row[] {
  return [
    deleteRow("/api/draft", {
      body: () => need(s.spare, "the spare customer"),
      state: () => customers(a),
      notFound: "Customer not found",
      valid: async (remove) => {
        expectOk(await remove(need(s.spare, "the spare customer")));
        expectEqual(
          (await customers(a)).map((c) => c.customerName),
          ["Mehta Interiors"],
          "the customers after the delete",
        );
      },
    }),
  ];
}
