import { JOB_WORK_MESSAGES, MESSAGES, todayInIndia } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk, expectStatus } from "../harness";
import type { ContractContext, Rec, Row } from "./context";
import { PLANT } from "./record-fixtures";

// Job work (/processor, /jobWork, issue 30): company A's processor, its order's pieces sent out and back,
// a re-cut, the challan's e-way bill and ITC-04.

/** Today's quarter of the financial year, as ITC-04 names it (2026-27-Q3). */
function quarterNow(): string {
  const [y, m] = todayInIndia().split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  const q = m >= 4 ? Math.floor((m - 4) / 3) + 1 : 4;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}-Q${q}`;
}

export function jobWorkRows({ api, a, b, fx, rx, noToken, deleteRow }: ContractContext): Row[] {
  const plant = () => rx.plant.get();
  const challan = () => rx.sentOut.get();
  const draftId = () => fx.customer.get()._id;
  const { lines } = rx;
  const processors = async () =>
    expectOk(await api.call("GET", "/api/processor", { token: a })).data as Rec[];
  const receipt = () => rx.received.get().receipts[0]!;
  const pending = async (token = a) =>
    expectOk(await api.call("GET", "/api/jobWork/pending", { token, query: { processorId: plant()._id } }))
      .data as Rec[];

  return [
    {
      method: "POST",
      path: "/api/jobWork/send",
      cases: {
        "other company": async () =>
          expectFailure(
            await api.call("POST", "/api/jobWork/send", {
              token: b,
              body: { processorId: plant()._id, lines: [{ lineId: draftId(), quantity: 1 }] },
            }),
            404,
            "Processor not found",
          ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/jobWork/send", {
              token: a,
              body: { processorId: plant()._id, lines: [] },
            }),
            "Choose at least one line",
            { lines: "Choose at least one line" },
          ),
        "no token": noToken("POST", "/api/jobWork/send", { processorId: "x", lines: [] }),
        valid: async () => {
          const before = await lines();
          await rx.sentOut();
          expectEqual(
            [challan().reason, challan().pieces],
            ["job_work", 2],
            "a job-work challan of 2 pieces",
          );
          const line = before.find((l) => l._id === (challan().lines as Rec[])[0]!.lineId)!;
          const after = (await lines()).find((l) => l._id === line._id)!;
          expectEqual(
            after.withProcessors,
            (line.withProcessors as number) + 2,
            "the line's pieces with processors",
          );
        },
        more: async () => {
          // The pieces with the processor are not at the shop.
          await rx.sentOut();
          const line = (await lines())[0]!;
          const shop = (line.pendingDelivery as number) - (line.withProcessors as number);
          const res = await api.call("POST", "/api/jobWork/send", {
            token: a,
            body: { processorId: plant()._id, lines: [{ lineId: line._id, quantity: shop + 1 }] },
          });
          expectStatus(res, 400);
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: async () => Promise.all([fx.lines(), rx.plant()]),
    },
    {
      method: "POST",
      path: "/api/jobWork/receive",
      cases: {
        "other company": async () =>
          expectFailure(
            await api.call("POST", "/api/jobWork/receive", {
              token: b,
              body: { challanId: challan()._id, lines: [{ lineId: draftId(), received: 1, broken: 0 }] },
            }),
            404,
            "Challan not found",
          ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/jobWork/receive", {
              token: a,
              body: { challanId: challan()._id, lines: [{ lineId: draftId(), received: 0, broken: 1 }] },
            }),
            JOB_WORK_MESSAGES.reasonRequired,
            { "lines.0.reason": JOB_WORK_MESSAGES.reasonRequired },
          ),
        "no token": noToken("POST", "/api/jobWork/receive", { challanId: "x", lines: [] }),
        valid: async () => {
          const back = await rx.received();
          expectEqual(
            back.lines.map((l) => [l.sent, l.received, l.broken, l.pending]),
            [[2, 1, 1, 0]],
            "sent, received, broken, pending",
          );
        },
        more: async () => {
          await rx.received();
          const lineId = (challan().lines as Rec[])[0]!.lineId;
          expectFailure(
            await api.call("POST", "/api/jobWork/receive", {
              token: a,
              body: { challanId: challan()._id, lines: [{ lineId, received: 1, broken: 0 }] },
            }),
            400,
            `Line 1 of ${challan().number}: 0 of its 2 pieces are pending with the processor, not 1`,
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: rx.sentOut,
    },
    {
      method: "GET",
      path: "/api/jobWork/pending",
      cases: {
        valid: async () => expectEqual(await pending(), [], "nothing pending with the processor"),
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/jobWork/pending", {
              token: a,
              query: { processorId: "x".repeat(65) },
            }),
            "Must be at most 64 characters",
            { processorId: "Must be at most 64 characters" },
          ),
        "no token": noToken("GET", "/api/jobWork/pending"),
        "other company": async () =>
          expectEqual(
            expectOk(await api.call("GET", "/api/jobWork/pending", { token: b })).data,
            [],
            "the other company sees none of it",
          ),
      },
      setup: rx.received,
    },
    {
      method: "POST",
      path: "/api/jobWork/recut",
      cases: {
        "other company": async () =>
          expectFailure(
            await api.call("POST", "/api/jobWork/recut", {
              token: b,
              body: { receiptId: receipt()._id },
            }),
            404,
            "Receipt not found",
          ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/jobWork/recut", { token: a, body: {} }),
            "receiptId is required",
            {
              receiptId: "receiptId is required",
            },
          ),
        "no token": noToken("POST", "/api/jobWork/recut", { receiptId: "x" }),
        valid: async () => {
          const done = await rx.recut();
          expectEqual([done.broken, done.recut], [1, true], "the broken piece sent to the cut plan");
        },
        more: async () => {
          await rx.recut();
          expectFailure(
            await api.call("POST", "/api/jobWork/recut", {
              token: a,
              body: { receiptId: receipt()._id },
            }),
            409,
            JOB_WORK_MESSAGES.recutTwice,
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: rx.received,
    },
    {
      method: "GET",
      path: "/api/challan/ewaybill",
      cases: {
        valid: async () => {
          const res = expectStatus(
            await api.call("GET", "/api/challan/ewaybill", {
              token: a,
              query: { id: challan()._id },
            }),
            200,
          );
          const bill = (res.body.billLists as Rec[])[0]!;
          expectEqual(
            [bill.supplyType, bill.subSupplyType, bill.docType, bill.docNo, bill.toGstin, bill.vehicleNo],
            ["O", 4, "CHL", challan().number, PLANT.gstin, "KA01AB1234"],
            "outward job work on a challan, to the processor",
          );
        },
        invalid: async () =>
          expectInvalid(await api.call("GET", "/api/challan/ewaybill", { token: a }), MESSAGES.idRequired, {
            id: MESSAGES.idRequired,
          }),
        "no token": noToken("GET", "/api/challan/ewaybill", undefined, { id: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("GET", "/api/challan/ewaybill", {
              token: b,
              query: { id: challan()._id },
            }),
            404,
            "Challan not found",
          ),
      },
      setup: () => Promise.all([rx.profile(), rx.sentOut()]),
    },
    {
      method: "GET",
      path: "/api/gst/itc04",
      cases: {
        valid: async () => {
          const res = expectStatus(
            await api.call("GET", "/api/gst/itc04", { token: a, query: { period: quarterNow() } }),
            200,
          );
          const sent = (res.body.m2jw as Rec[]).find((c) => c.chnum === challan().number);
          expectEqual(
            (sent?.itms as Rec[] | undefined)?.reduce((n, i) => n + Math.round((i.txval as number) * 100), 0),
            Math.round(
              Number((challan().snapshot as { totals: { taxableValue: string } }).totals.taxableValue) * 100,
            ),
            "table 4's value is the challan's",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/gst/itc04", { token: a, query: { period: "2026-11" } }),
            JOB_WORK_MESSAGES.periodInvalid,
            { period: JOB_WORK_MESSAGES.periodInvalid },
          ),
        "no token": noToken("GET", "/api/gst/itc04", undefined, { period: "2026-27" }),
        "other company": async () => {
          const res = expectStatus(
            await api.call("GET", "/api/gst/itc04", { token: b, query: { period: quarterNow() } }),
            200,
          );
          expectEqual([res.body.m2jw, res.body.table5A], [[], []], "none of the first company's challans");
        },
        more: async () => {
          const csv = await api.csv("/api/gst/itc04", {
            token: a,
            query: { period: quarterNow(), format: "csv" },
          });
          expectEqual(csv.text?.split("\r\n")[0], "Table 4", "the CSV's first table");
        },
      },
      // Pieces sent and some back, as the cases above leave them.
      setup: rx.received,
    },
    {
      ...deleteRow("/api/processor", {
        body: () => ({ _id: rx.spareProcessor.get()._id }),
        state: processors,
        notFound: "Processor not found",
        valid: async (remove) => {
          expectOk(await remove({ _id: rx.spareProcessor.get()._id }));
          expectFailure(await remove({ _id: plant()._id }), 409, JOB_WORK_MESSAGES.processorInUse);
        },
      }),
      // The processor in use: it has the job-work challan.
      setup: () => Promise.all([rx.sentOut(), rx.spareProcessor()]),
    },
  ];
}
