import { MESSAGES } from "@kerf/core";
import { expectEqual, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

// An order's item lines (issue 29 point 3, /api/draft/item): the items case left the company's Transport
// (a service, by the job, 500 at GST 18 %). The line is deleted again by the last row, so the invoices made
// later from this order are the pieces' alone.

export function orderItemRows({
  api,
  a,
  b,
  s,
  need,
  noToken,
  foreign,
  order,
  deleteRow,
}: ContractContext): Row[] {
  const shared: { line?: Rec } = {};
  const draftId = () => need(s.customer, "the customer")._id;
  const lines = async (token: string) =>
    expectOk(await api.call("GET", "/api/draft/item", { token, query: { draftId: draftId() } }))
      .data as Rec[];
  return [
    {
      method: "POST",
      path: "/api/draft/item",
      cases: {
        "other company": foreign(
          () =>
            api.call("POST", "/api/draft/item", {
              token: b,
              body: { draftId: draftId(), name: "Transport", quantity: 1 },
            }),
          () => lines(a),
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/item", {
              token: a,
              body: { draftId: draftId(), name: "Transport", quantity: "1.5" },
            }),
            MESSAGES.quantityNotWhole,
            { quantity: MESSAGES.quantityNotWhole },
          ),
        "no token": noToken("POST", "/api/draft/item", { draftId: "x", name: "Transport", quantity: 1 }),
        valid: async () => {
          shared.line = expectOk(
            await api.call("POST", "/api/draft/item", {
              token: a,
              body: { draftId: draftId(), name: "Transport", quantity: 1, itemTotal: "1.00" },
            }),
            201,
          ).data as Rec;
          // The server prices the line itself: 500.00 + GST 18 % 90.00.
          expectEqual(
            [shared.line.unit, shared.line.itemAmount, shared.line.itemGst, shared.line.itemTotal],
            ["job", "500.00", "90.00", "590.00"],
            "the item line's figures",
          );
        },
        more: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/item", {
              token: a,
              body: { draftId: draftId(), name: "Crane hire", quantity: 1 },
            }),
            'Unknown item "Crane hire"',
            { name: 'Unknown item "Crane hire"' },
          ),
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/draft/item",
      cases: {
        valid: async () => {
          expectEqual(
            (await lines(a)).map((l) => [l.name, l.quantity, l.itemTotal]),
            [["Transport", "1", "590.00"]],
            "the order's item lines",
          );
          const { itemLines } = (await order(a, draftId())) as unknown as { itemLines: Rec[] };
          expectEqual(
            itemLines.map((l) => l._id),
            [need(shared.line, "the item line")._id],
            "GET /draft/material",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/draft/item", { token: a, query: { draftId: "" } }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("GET", "/api/draft/item", undefined, { draftId: "x" }),
        "other company": async () => {
          const res = await api.call("GET", "/api/draft/item", { token: b, query: { draftId: draftId() } });
          expectEqual(
            [res.status, (res.body as Rec).message],
            [404, "Customer not found"],
            "the other's GET",
          );
        },
      },
    },
    {
      method: "PATCH",
      path: "/api/draft/item",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/draft/item", {
              token: b,
              body: { _id: need(shared.line, "the item line")._id, quantity: 3 },
            }),
          () => lines(a),
          "Item line not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/draft/item", {
              token: a,
              body: { _id: need(shared.line, "the item line")._id, quantity: 0 },
            }),
            MESSAGES.quantityBelowOne,
            { quantity: MESSAGES.quantityBelowOne },
          ),
        "no token": noToken("PATCH", "/api/draft/item", { _id: "x", quantity: 1 }),
        valid: async () => {
          const line = expectOk(
            await api.call("PATCH", "/api/draft/item", {
              token: a,
              body: { _id: need(shared.line, "the item line")._id, quantity: "2" },
            }),
          ).data as Rec;
          expectEqual([line.quantity, line.itemTotal], ["2", "1180.00"], "the changed line");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    deleteRow("/api/draft/item", {
      body: () => ({ _id: need(shared.line, "the item line")._id }),
      state: () => lines(a),
      notFound: "Item line not found",
      valid: async (remove) => {
        expectOk(await remove({ _id: need(shared.line, "the item line")._id }));
        expectEqual(await lines(a), [], "the item lines after the delete");
      },
    }),
  ];
}
