import { MESSAGES } from "@kerf/core";
import { expectEqual, expectInvalid, expectOk } from "../harness";
import { type ContractContext, fixture, type Rec, type Row } from "./context";

// An order's item lines (issue 29 point 3, /api/draft/item), of the company's Transport (a service, by the
// job, 500 at GST 18 %).

export function orderItemRows({ api, a, b, fx, noToken, foreign, order, deleteRow }: ContractContext): Row[] {
  const draftId = () => fx.customer.get()._id;
  /** An item line of the customer's order: Transport, once. */
  const itemLine = fixture("the item line", async () => {
    await fx.transport();
    return expectOk(
      await api.call("POST", "/api/draft/item", {
        token: a,
        body: { draftId: (await fx.customer())._id, name: "Transport", quantity: 1 },
      }),
      201,
    ).data as Rec;
  });
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
          const line = expectOk(
            await api.call("POST", "/api/draft/item", {
              token: a,
              body: { draftId: draftId(), name: "Transport", quantity: 1, itemTotal: "1.00" },
            }),
            201,
          ).data as Rec;
          // The server prices the line itself: 500.00 + GST 18 % 90.00.
          expectEqual(
            [line.unit, line.itemAmount, line.itemGst, line.itemTotal],
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
      setup: () => Promise.all([fx.customer(), fx.transport()]),
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
            [itemLine.get()._id],
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
      setup: itemLine,
    },
    {
      method: "PATCH",
      path: "/api/draft/item",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/draft/item", {
              token: b,
              body: { _id: itemLine.get()._id, quantity: 3 },
            }),
          () => lines(a),
          "Item line not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/draft/item", {
              token: a,
              body: { _id: itemLine.get()._id, quantity: 0 },
            }),
            MESSAGES.quantityBelowOne,
            { quantity: MESSAGES.quantityBelowOne },
          ),
        "no token": noToken("PATCH", "/api/draft/item", { _id: "x", quantity: 1 }),
        valid: async () => {
          const line = expectOk(
            await api.call("PATCH", "/api/draft/item", {
              token: a,
              body: { _id: itemLine.get()._id, quantity: "2" },
            }),
          ).data as Rec;
          expectEqual([line.quantity, line.itemTotal], ["2", "1180.00"], "the changed line");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: itemLine,
    },
    {
      ...deleteRow("/api/draft/item", {
        body: () => ({ _id: itemLine.get()._id }),
        state: () => lines(a),
        notFound: "Item line not found",
        valid: async (remove) => {
          expectOk(await remove({ _id: itemLine.get()._id }));
          expectEqual(await lines(a), [], "the item lines after the delete");
        },
      }),
      setup: itemLine,
    },
  ];
}
