import { MESSAGES } from "@kerf/core";
import { check, expectEqual, expectInvalid, expectOk, type Json } from "../harness";
import { CLEAR, type ContractContext, LINE, type Rec, type Row } from "./context";

/** The order lines (/draft/material). */
export function orderLineRows({ api, a, b, fx, noToken, foreign, order, deleteRow }: ContractContext): Row[] {
  return [
    {
      method: "POST",
      path: "/api/draft/material",
      cases: {
        "other company": foreign(
          () =>
            api.call("POST", "/api/draft/material", {
              token: b,
              body: { draftId: fx.customer.get()._id, ...LINE },
            }),
          () => order(a, fx.customer.get()._id),
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: fx.customer.get()._id, ...LINE, quantity: 0 },
            }),
            MESSAGES.quantityBelowOne,
            { quantity: MESSAGES.quantityBelowOne },
          ),
        "no token": noToken("POST", "/api/draft/material", { draftId: "x", ...LINE }),
        valid: async () => {
          const line = expectOk(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: fx.customer.get()._id, ...LINE, total: "1.00", rate: "0.01" },
            }),
            201,
          ).data as Rec;
          // The server prices the line itself: figures sent by a client are ignored. The company has a
          // GSTIN, so its cutting is taxed with the glass (CGST Act sec. 15(2)(c)): 278.50 + GST 50.13.
          expectEqual([line.area, line.rate, line.total], ["4.00", "62.50", "328.63"], "the line's figures");
          expectOk(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: fx.customer.get()._id, ...LINE, quantity: 3 },
            }),
            201,
          );
          expectOk(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: fx.spare.get()._id, ...LINE },
            }),
            201,
          );
        },

        // Issue 29: a line's holes and cut-outs, by the names of the company's operations, on an order
        // of its own (the shared orders' figures are counted by later cases).
        more: async () => {
          const draft = expectOk(
            await api.call("POST", "/api/draft", {
              token: a,
              body: { customerName: "Shower Enclosure", phoneNo: "9876543210", date: "2026-11-21" },
            }),
            201,
          ).data as Rec;
          const holes = [{ name: "Hole", count: 4, size: "0.5", edgeDistance: "1", cornerDistance: "3.25" }];
          const line = expectOk(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: draft._id, ...LINE, operations: holes },
            }),
            201,
          ).data as Rec;
          expectEqual(line.operations, holes, "the operations as stored");
          expectEqual(line.operationsAmount, "0.00", "the seeded rate 0, times 4 holes");
          expectInvalid(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: draft._id, ...LINE, operations: [{ name: "Slot", count: 1 }] },
            }),
            'Unknown operation "Slot"',
            { operations: 'Unknown operation "Slot"' },
          );
          expectOk(await api.call("DELETE", "/api/draft", { token: a, body: { _id: draft._id } }));
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: () => Promise.all([fx.clear(), fx.spare()]),
    },
    {
      method: "GET",
      path: "/api/draft/material",
      cases: {
        valid: async () => {
          const data = await order(a, fx.customer.get()._id);
          expectEqual(
            data.lines.map((l) => l.quantity),
            [2, 3],
            "the quantities of the lines",
          );
          // The totals are the server's sums of its own line figures.
          const cents = (text: unknown) => Math.round(Number(text) * 100);
          expectEqual(
            data.lines.reduce((sum, l) => sum + cents(l.total), 0),
            cents(data.totals.grandTotal),
            "the grand total as the sum of the line totals (in paise)",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/draft/material", { token: a }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("GET", "/api/draft/material", undefined, { draftId: "x" }),
        "other company": foreign(
          () =>
            api.call("GET", "/api/draft/material", {
              token: b,
              query: { draftId: fx.customer.get()._id },
            }),
          () => order(a, fx.customer.get()._id),
          "Customer not found",
        ),
      },
      setup: fx.lines,
    },
    {
      method: "PATCH",
      path: "/api/draft/material",
      cases: {
        "other company": foreign(
          async () => {
            // A line the other company could price itself (its own "Clear 5mm"): only the owner differs.
            const own = await api.call("POST", "/api/setting/material", { token: b, body: CLEAR });
            check(own.status === 201 || own.status === 409, `the other company's material: ${own.status}`);
            return api.call("PATCH", "/api/draft/material", {
              token: b,
              body: { ...LINE, _id: fx.lines.get().line._id, quantity: 9 },
            });
          },
          () => order(a, fx.customer.get()._id),
          "Line not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/draft/material", {
              token: a,
              body: { ...LINE, _id: fx.lines.get().line._id, widthForDisplay: "" },
            }),
            MESSAGES.required,
            { widthForDisplay: MESSAGES.required },
          ),
        "no token": noToken("PATCH", "/api/draft/material", { ...LINE, _id: "x" }),
        valid: async () => {
          const line = expectOk(
            await api.call("PATCH", "/api/draft/material", {
              token: a,
              body: { ...LINE, _id: fx.lines.get().line._id, quantity: 4 },
            }),
          ).data as Json;
          expectEqual([line.quantity, line.area], [4, "8.00"], "the changed line");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.lines,
    },
    {
      ...deleteRow("/api/draft/material", {
        body: () => ({ _id: fx.lines.get().spareLine._id }),
        state: () => order(a, fx.customer.get()._id),
        notFound: "Line not found",
        valid: async (remove) => {
          expectOk(await remove({ _id: fx.lines.get().spareLine._id }));
          expectEqual(
            (await order(a, fx.customer.get()._id)).lines.map((l) => l._id),
            [fx.lines.get().line._id],
            "the lines after the delete",
          );
        },
      }),
      setup: fx.lines,
    },
    {
      method: "DELETE",
      path: "/api/draft/material/all",
      cases: {
        "other company": foreign(
          () =>
            api.call("DELETE", "/api/draft/material/all", {
              token: b,
              query: { draftId: fx.spare.get()._id },
            }),
          () => order(a, fx.spare.get()._id),
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/draft/material/all", { token: a }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("DELETE", "/api/draft/material/all", undefined, { draftId: "x" }),
        valid: async () =>
          expectEqual(
            expectOk(
              await api.call("DELETE", "/api/draft/material/all", {
                token: a,
                query: { draftId: fx.spare.get()._id },
              }),
            ).data,
            { deleted: 1 },
            "data",
          ),
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.lines,
    },
  ];
}
