import { MESSAGES } from "@kerf/core";
import { expectEqual, expectInvalid, expectOk } from "../harness";
import { type ContractContext, CUSTOMER, type Rec, type Row } from "./context";

/** The customers (/draft). */
export function customerRows({ api, a, fx, noToken }: ContractContext): Row[] {
  return [
    {
      method: "POST",
      path: "/api/draft",
      cases: {
        valid: async () => {
          const body = CUSTOMER;
          const customer = expectOk(await api.call("POST", "/api/draft", { token: a, body }), 201)
            .data as Rec;
          expectEqual(customer.customerName, "Mehta Interiors", "customerName");
          expectOk(
            await api.call("POST", "/api/draft", {
              token: a,
              body: { ...body, customerName: "Spare Customer" },
            }),
            201,
          );
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
      setup: fx.spare,
    },
  ];
}

/** Deleting a customer. */
export function customerDeleteRows({ a, fx, customers, deleteRow }: ContractContext): Row[] {
  return [
    {
      ...deleteRow("/api/draft", {
        body: () => fx.spare.get(),
        state: () => customers(a),
        notFound: "Customer not found",
        valid: async (remove) => {
          expectOk(await remove(fx.spare.get()));
          expectEqual(
            (await customers(a)).map((c) => c.customerName),
            ["Mehta Interiors"],
            "the customers after the delete",
          );
        },
      }),
      setup: fx.spare,
    },
  ];
}
