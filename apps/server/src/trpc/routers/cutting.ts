import {
  materialStockSchema,
  recordIdField,
  remnantSchema,
  type TMaterialStockInput,
  type TRemnantInput,
} from "@kerf/core";
import { z } from "zod";
import { MAX_POSTED_SECONDS, MIN_POSTED_SECONDS, planPostedJob } from "../../services/cutting/cutting-jobs";
import { markOrderCut } from "../../services/cutting/cutting-marks";
import { planOrder, retryPlan } from "../../services/cutting/cutting-plans";
import {
  addRemnant,
  deleteRemnant,
  getStock,
  listRemnants,
  listStock,
  readInUnit,
  saveStock,
} from "../../services/cutting/cutting-stock";
import { companyMutation, companyQuery, permitted, router, ZById } from "../init";

// Lengths are read by the services in the company's unit: here only the shape of an object.
const object = <T>(what: string) =>
  z.custom<T>(
    (value) => typeof value === "object" && value !== null && !Array.isArray(value),
    `Invalid ${what}`,
  );
const ZMaterialRef = z.object({ materialId: recordIdField() });
const ZCustomerRef = z.object({ customerId: recordIdField() });

/** Cut plans (issue 15): materials' stock and remnants, an order's plan, marking it cut, a posted job. */
export const cuttingRouter = router({
  stock: router({
    list: permitted("cutPlans.read").query(({ ctx }) => listStock(ctx.db, ctx.session)),
    get: companyQuery("cutPlans.read", ZMaterialRef, (db, session, input) =>
      getStock(db, session, input.materialId),
    ),
    save: companyMutation("stock.write", object<TMaterialStockInput>("stock"), async (db, session, input) =>
      saveStock(db, session, await readInUnit(db, session, materialStockSchema, input)),
    ),
  }),
  remnants: router({
    list: companyQuery("cutPlans.read", ZMaterialRef, (db, session, input) =>
      listRemnants(db, session, input.materialId),
    ),
    add: companyMutation("stock.write", object<TRemnantInput>("remnant"), async (db, session, input) =>
      addRemnant(db, session, await readInUnit(db, session, remnantSchema, input)),
    ),
    delete: companyMutation("stock.write", ZById, (db, session, input) =>
      deleteRemnant(db, session, input.id),
    ),
  }),
  /** The order's plan now, or its progress: ask again while `status` is "running". */
  orderPlan: permitted("cutPlans.read")
    .input(ZCustomerRef)
    .query(
      async ({ ctx, input }) => (await planOrder(ctx.db, ctx.session, ctx.jobs, input.customerId)).answer,
    ),
  /** Plans the order again after its plan failed (a failed plan is not retried by reading it). */
  retryPlan: permitted("cutPlans.read")
    .input(ZCustomerRef)
    .mutation(
      async ({ ctx, input }) => (await retryPlan(ctx.db, ctx.session, ctx.jobs, input.customerId)).answer,
    ),
  markCut: permitted("cutPlans.mark")
    .input(ZCustomerRef)
    .mutation(({ ctx, input }) => markOrderCut(ctx.db, ctx.session, ctx.jobs, input.customerId)),
  /** A job in the CLI's JSON form (packages/cutting/README.md), in its own unit. */
  planJob: permitted("cutPlans.read")
    .input(
      z.object({
        job: z.unknown(),
        timeLimit: z.number().min(MIN_POSTED_SECONDS).max(MAX_POSTED_SECONDS).optional(),
      }),
    )
    .mutation(({ ctx, input }) => planPostedJob(ctx.jobs, ctx.session.companyId, input.job, input.timeLimit)),
});
