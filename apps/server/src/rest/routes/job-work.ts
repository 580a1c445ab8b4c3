import {
  recordIdField,
  ZChallanRecord,
  ZJobWorkPendingLine,
  ZJobWorkPendingQuery,
  ZJobWorkReceipt,
  ZJobWorkReceiveInput,
  ZJobWorkSendInput,
  ZProcessorInput,
  ZProcessorPatch,
  ZProcessorRecord,
  ZRecutInput,
} from "@kerf/core";
import { z } from "zod";
import {
  pendingJobWork,
  receiveFromProcessor,
  recutBroken,
  sendToProcessor,
} from "../../services/delivery/job-work";
import {
  createProcessor,
  deleteProcessor,
  getProcessor,
  listProcessors,
  updateProcessor,
} from "../../services/delivery/processors";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { ok, REF } from "../openapi/route-doc";
import type { RouteGroups } from "../route";

const ZProcessorQuery = z.object({
  id: recordIdField().optional().describe("One processor, by its _id"),
});
const ZReceiveAnswer = z.strictObject({
  receipts: z.array(ZJobWorkReceipt),
  lines: z.array(ZJobWorkPendingLine),
});

/** Who may record what came back: the counter, or the floor that unloads it. */
const RECEIVING = ["orders.write", "cutPlans.mark"] as const;

/** /processor and /jobWork: pieces sent out for toughening or lamination and back (issue 30). */
export function jobWorkRoutes(groups: RouteGroups): void {
  const route = groups("Job work");
  route.get(
    "/processor",
    {
      access: "orders.read",
      summary: "The company's processors (toughening plants, laminators) by name, or one (`id`)",
      references: { id: REF.processor },
      query: ZProcessorQuery,
      success: z.union([ok(ZProcessorRecord), ok(z.array(ZProcessorRecord))]),
      failures: [400, 404],
    },
    async ({ ctx, session, query }) =>
      query.id
        ? success("Processor", await getProcessor(ctx.db, session, query.id))
        : success("Processors", await listProcessors(ctx.db, session)),
  );
  route.post(
    "/processor",
    {
      access: "orders.write",
      summary: "Add a processor, with its GSTIN and address",
      description:
        "The GSTIN is checked (pattern and check character) and its first two digits are the processor's state. One processor per GSTIN (409).",
      body: ZProcessorInput,
      success: { status: 201, schema: ok(ZProcessorRecord) },
      failures: [400, 409],
    },
    async ({ ctx, session, body }) =>
      success("Processor added", await createProcessor(ctx.db, session, body)),
  );
  route.patch(
    "/processor",
    {
      access: "orders.write",
      summary: "Change a processor (by `id`): the fields given",
      references: { id: REF.processor },
      body: ZProcessorPatch,
      success: ok(ZProcessorRecord),
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) =>
      success("Processor updated", await updateProcessor(ctx.db, session, body)),
  );
  deleteById(route, "/processor", {
    access: "orders.write",
    summary: "Delete a processor no challan names",
    description: "A processor with job-work challans stays (409): its challans name it.",
    record: "ProcessorRecord",
    answer: ok(z.null()),
    failures: [400, 404, 409],
    message: "Processor deleted",
    remove: deleteProcessor,
  });
  route.post(
    "/jobWork/send",
    {
      access: "orders.write",
      summary: "Send pieces of an order to a processor on a job-work challan",
      description:
        "Each of `lines` names an order line (all of one order) and how many of its pieces go: at most those at the shop (its quantity less those delivered and those still with processors; 400 naming the line otherwise). A challan of the DC series with reason job_work (CGST Rules rule 55(1)(b)), its pieces' sizes, area and value; the processor is its consignee.",
      references: { processorId: REF.processor },
      body: ZJobWorkSendInput,
      success: { status: 201, schema: ok(ZChallanRecord) },
      failures: [400, 404],
    },
    async ({ ctx, session, body }) => {
      const challan = await sendToProcessor(ctx.db, session, body);
      return success(`Challan ${challan.number} made`, challan);
    },
  );
  route.post(
    "/jobWork/receive",
    {
      access: RECEIVING,
      summary: "Record what came back of a job-work challan: received, broken or rejected (with a reason)",
      description:
        "Per line (`lineId`: the order line, as on the challan), pieces received and pieces broken or rejected; at most what the line has pending (sent - received - broken). More is a 400 naming the line, nothing stored; receipts recorded at the same moment are counted one after the other. In parts: call again as more comes back.",
      references: { challanId: REF.challan },
      body: ZJobWorkReceiveInput,
      success: { status: 201, schema: ok(ZReceiveAnswer) },
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) =>
      success("Receipt recorded", await receiveFromProcessor(ctx.db, session, body)),
  );
  route.get(
    "/jobWork/pending",
    {
      access: "orders.read",
      summary: "Pieces with processors: per job-work challan line, `sent`, `received`, `broken`, `pending`",
      description:
        "Lines with pieces still out, of one processor (`processorId`) or all; of one order (`customerId`) every line, returned or not. `dueBy` is a year after the challan (CGST Act sec. 143(1)(a): inputs must come back within a year or are a supply on the day they went); `dueSoon` within 30 days of it, `overdue` past it.",
      references: { processorId: REF.processor, customerId: REF.customer },
      query: ZJobWorkPendingQuery,
      success: ok(z.array(ZJobWorkPendingLine)),
      failures: [400, 404],
    },
    async ({ ctx, session, query }) =>
      success("Pieces with processors", await pendingJobWork(ctx.db, session, query)),
  );
  route.post(
    "/jobWork/recut",
    {
      access: RECEIVING,
      summary: "Send a receipt's broken pieces to the order's next cut plan, to be cut again",
      description:
        "Once per receipt (409 the second time). An order already marked cut plans only its re-cuts next; marking that plan cut closes them.",
      body: ZRecutInput,
      success: { status: 201, schema: ok(ZJobWorkReceipt) },
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) =>
      success("Sent to the cut plan", await recutBroken(ctx.db, session, body)),
  );
}
