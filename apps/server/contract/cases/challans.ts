import { CHALLAN_MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

/** Delivery challans (/challan, issue 30) of company A's order: a part delivery, its invoice, a cancel. */
export function challanRows({ api, a, b, fx, rx, noToken, foreign, pdfRow }: ContractContext): Row[] {
  const draftId = () => fx.customer.get()._id;
  const { lines } = rx;
  const list = async () => expectOk(await api.call("GET", "/api/challan", { token: a })).data as Rec[];
  const challan = () => rx.challan.get();
  const spare = () => rx.spareChallan.get();

  return [
    {
      method: "POST",
      path: "/api/challan",
      cases: {
        "other company": foreign(
          () =>
            api.call("POST", "/api/challan", {
              token: b,
              body: { draftId: draftId(), reason: "other", lines: [{ lineId: draftId(), quantity: 1 }] },
            }),
          list,
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/challan", {
              token: a,
              body: { draftId: draftId(), reason: "before_invoice", lines: [] },
            }),
            CHALLAN_MESSAGES.noLines,
            { lines: CHALLAN_MESSAGES.noLines },
          ),
        "no token": noToken("POST", "/api/challan", { draftId: "x", reason: "other", lines: [] }),
        valid: async () => {
          const before = await lines();
          await rx.challan();
          expectEqual(
            [challan().number, challan().status, challan().pieces],
            ["DC/26-27/0001", "open", 1],
            "number, status, pieces",
          );
          const line = (await lines()).find((l) => l._id === (challan().lines as Rec[])[0]!.lineId)!;
          const was = before.find((l) => l._id === line._id)!;
          expectEqual(
            [line.delivered, line.pendingDelivery],
            [(was.delivered as number) + 1, (was.pendingDelivery as number) - 1],
            "the line's delivered and pending pieces",
          );
        },
        more: async () => {
          // More pieces than the line has pending: 400 naming it, nothing stored.
          await rx.challan();
          const line = (await lines())[0]!;
          const quantity = (line.pendingDelivery as number) + 1;
          const res = await api.call("POST", "/api/challan", {
            token: a,
            body: { draftId: draftId(), reason: "job_work", lines: [{ lineId: line._id, quantity }] },
          });
          expectFailure(
            res,
            400,
            `Line 1: ${line.pendingDelivery} of its ${line.quantity} pieces are pending delivery, not ${quantity}`,
          );
          expectEqual((await list()).length, 1, "challans stored");
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: fx.lines,
    },
    {
      method: "GET",
      path: "/api/challan",
      cases: {
        valid: async () => {
          expectEqual(
            (await list()).map((c) => c.number),
            ["DC/26-27/0001"],
            "the company's challans",
          );
          const one = expectOk(
            await api.call("GET", "/api/challan", { token: a, query: { id: challan()._id } }),
          );
          expectEqual((one.data as Rec).reason, "before_invoice", "one challan by id");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/challan", { token: a, query: { status: "lost" } }),
            "Status must be open, invoiced or cancelled",
            { status: "Status must be open, invoiced or cancelled" },
          ),
        "no token": noToken("GET", "/api/challan", undefined, { id: "x" }),
        "other company": foreign(
          () => api.call("GET", "/api/challan", { token: b, query: { id: challan()._id } }),
          list,
          "Challan not found",
        ),
        more: async () => {
          // An invoice from the challan takes its one piece and closes it.
          const invoice = await rx.challanInvoice();
          expectEqual(
            invoice.snapshot.lines.map((l) => l.quantity),
            [1],
            "the invoice's pieces",
          );
          const closed = expectOk(
            await api.call("GET", "/api/challan", { token: a, query: { id: challan()._id } }),
          ).data as Rec;
          expectEqual(
            [closed.status, closed.invoiceNumber],
            ["invoiced", invoice.number],
            "the challan closed",
          );
          expectFailure(
            await api.call("POST", "/api/draft/invoice", {
              token: a,
              body: { draftId: draftId(), challanIds: [challan()._id] },
            }),
            409,
            `${challan().number} is invoiced already`,
          );
        },
      },
      setup: rx.challan,
    },
    {
      method: "DELETE",
      path: "/api/challan",
      cases: {
        "other company": foreign(
          () => api.call("DELETE", "/api/challan", { token: b, body: { id: spare()._id, reason: "x" } }),
          list,
          "Challan not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/challan", {
              token: a,
              body: { id: spare()._id, reason: " " },
            }),
            CHALLAN_MESSAGES.cancelReasonRequired,
            { reason: CHALLAN_MESSAGES.cancelReasonRequired },
          ),
        "no token": noToken("DELETE", "/api/challan", { id: "x", reason: "r" }),
        valid: async () => {
          const cancelled = expectOk(
            await api.call("DELETE", "/api/challan", {
              token: a,
              body: { id: spare()._id, reason: "Truck did not come" },
            }),
          ).data as Rec;
          expectEqual(
            [cancelled.number, cancelled.status, cancelled.cancelReason],
            ["DC/26-27/0002", "cancelled", "Truck did not come"],
            "the cancelled challan keeps its number",
          );
        },
        more: async () => {
          await rx.challanInvoice();
          expectFailure(
            await api.call("DELETE", "/api/challan", {
              token: a,
              body: { id: challan()._id, reason: "Late" },
            }),
            409,
            CHALLAN_MESSAGES.invoiced,
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: rx.spareChallan,
    },
    { ...pdfRow("/api/challan.pdf", "id", () => challan()._id), setup: rx.challan },
  ];
}
