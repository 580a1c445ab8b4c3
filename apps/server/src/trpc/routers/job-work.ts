import {
  ZJobWorkPendingQuery,
  ZJobWorkReceiveInput,
  ZJobWorkSendInput,
  ZProcessorInput,
  ZProcessorPatch,
  ZRecutInput,
} from "@kerf/core";
import { z } from "zod";
import {
  listReceipts,
  pendingJobWork,
  receiveFromProcessor,
  recutBroken,
  sendToProcessor,
} from "../../services/delivery/job-work";
import {
  createProcessor,
  deleteProcessor,
  listProcessors,
  updateProcessor,
} from "../../services/delivery/processors";
import { assertRecordId } from "../../services/record-id";
import { companyMutation, companyQuery, router, ZById } from "../init";

/** Recording what came back: the counter, or the floor that unloads it. */
const RECEIVING = ["orders.write", "cutPlans.mark"] as const;

/** Processors and job work (issue 30): the same services as /processor and /jobWork. */
export const jobWorkRouter = router({
  processors: companyQuery("orders.read", z.object({}), (db, session) => listProcessors(db, session)),
  createProcessor: companyMutation("orders.write", ZProcessorInput, createProcessor),
  updateProcessor: companyMutation("orders.write", ZProcessorPatch, updateProcessor),
  deleteProcessor: companyMutation("orders.write", ZById, (db, session, input) =>
    deleteProcessor(db, session, input.id),
  ),
  send: companyMutation("orders.write", ZJobWorkSendInput, sendToProcessor),
  receive: companyMutation(RECEIVING, ZJobWorkReceiveInput, receiveFromProcessor),
  pending: companyQuery("orders.read", ZJobWorkPendingQuery, pendingJobWork),
  /** What came back of one job-work challan (by its id), oldest first. */
  challanReceipts: companyQuery("orders.read", ZById, (db, session, input) =>
    listReceipts(db, session, { challanId: assertRecordId(input.id, "Challan") }),
  ),
  recut: companyMutation(RECEIVING, ZRecutInput, recutBroken),
});
