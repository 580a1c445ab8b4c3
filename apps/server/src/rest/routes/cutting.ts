import {
  MESSAGES,
  materialStockSchema,
  recordIdField,
  remnantSchema,
  ZCutJobInput,
  ZCutMark,
  ZJobCutPlan,
  ZMaterialStockRecord,
  ZOrderCutPlan,
  ZRemnantRecord,
} from "@kerf/core";
import { z } from "zod";
import { planJob } from "../../services/cutting/cutting-jobs";
import { markOrderCut } from "../../services/cutting/cutting-marks";
import { planOrder, retryPlan } from "../../services/cutting/cutting-plans";
import {
  addRemnant,
  deleteRemnant,
  getStock,
  listRemnants,
  saveStock,
} from "../../services/cutting/cutting-stock";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { type FailureStatus, ok, REF } from "../openapi/route-doc";
import type { RouteGroups } from "../route";
import { inUnit } from "../route-body";

const ZMaterialQuery = z.object({ materialId: recordIdField().describe("The material's _id") });
const ZDraftRef = z.object({
  draftId: z
    .string({ error: MESSAGES.draftIdRequired })
    .min(1, MESSAGES.draftIdRequired)
    .max(64, MESSAGES.draftIdRequired)
    .describe("The customer's _id"),
});

const PLAN_NOTE =
  "Planned as a job of the company's cut-plan queue (one plan of a company at a time, companies in turn), per material in a worker thread, within a bounded time (1.6 s in all, shared by the materials' pieces). An order of more than 5,000 pieces is not planned: `status: \"failed\"` with `error` saying so. The request waits up to 2.5 s; until the plan is ready the answer has `status: \"running\"` and `progress` (materials planned of all): ask again. A plan is kept per state of the order's lines and the stock, so asking again is cheap; a plan superseded by an edit is cancelled. A failed plan stays failed (with `error`) until POST /api/draft/cutPlan/retry or the order changes. Sizes and positions are whole cutting units: `perUnit` of them to the company's unit (8 to an inch, 10 to a millimetre).";

/**
 * Cut plans (issue 15): materials' stock and remnants, an order's plan, marking it cut, a posted job.
 * The stock and remnant bodies are read in the company's unit.
 */
export function cuttingRoutes(groups: RouteGroups): void {
  const route = groups("Cutting");
  route.get(
    "/setting/material/stock",
    {
      access: "cutPlans.read",
      summary: "A material's stock: sheet sizes, kerf, trim, rotation, minimum remnant",
      description:
        "Lengths in the company's unit. Until saved (`saved: false`), the defaults of the material's kind, guessed from its name.",
      references: { materialId: REF.material },
      query: ZMaterialQuery,
      success: ok(ZMaterialStockRecord),
      failures: [400, 404],
    },
    async (c) => success("Material stock", await getStock(c.ctx.db, c.session, c.query.materialId)),
  );
  route.patch(
    "/setting/material/stock",
    {
      access: "stock.write",
      summary: "Save a material's stock (the whole list of sheet sizes)",
      description:
        "Lengths are read in the company's unit (inches as 96 or 96#4, or millimetres). `onHand` null: unlimited; `cost` absent: sheets are weighed by area.",
      references: { materialId: REF.material },
      body: inUnit(materialStockSchema),
      success: ok(ZMaterialStockRecord),
      failures: [400, 404],
    },
    async (c) => success("Material stock saved", await saveStock(c.ctx.db, c.session, c.body)),
  );
  route.get(
    "/setting/material/remnant",
    {
      access: "cutPlans.read",
      summary: "A material's remnants (offcuts kept in stock), oldest first",
      references: { materialId: REF.material },
      query: ZMaterialQuery,
      success: ok(z.array(ZRemnantRecord)),
      failures: [400, 404],
    },
    async (c) => success("Remnants", await listRemnants(c.ctx.db, c.session, c.query.materialId)),
  );
  route.post(
    "/setting/material/remnant",
    {
      access: "stock.write",
      summary: "Add a remnant by hand",
      description: "Its size in the company's unit; a material keeps at most 300 remnants.",
      references: { materialId: REF.material },
      body: inUnit(remnantSchema),
      success: { status: 201, schema: ok(ZRemnantRecord) },
      failures: [400, 404],
    },
    async (c) => success("Remnant added", await addRemnant(c.ctx.db, c.session, c.body)),
  );
  deleteById(route, "/setting/material/remnant", {
    access: "stock.write",
    summary: "Delete a remnant (by `_id`)",
    record: "RemnantRecord",
    answer: ok(z.null()),
    failures: [400, 404],
    message: "Remnant deleted",
    remove: deleteRemnant,
  });
  /** What the plan's read and its retry share: the order named, the plan answered. */
  const orderPlan = {
    references: { draftId: REF.customer },
    success: ok(ZOrderCutPlan),
    failures: [400, 404, 429] satisfies FailureStatus[],
  };
  route.get(
    "/draft/cutPlan",
    {
      access: "cutPlans.read",
      ...orderPlan,
      summary: "The cut plan of a customer's order, per material",
      description: PLAN_NOTE,
      query: ZDraftRef,
    },
    async ({ ctx, session, query }) =>
      success("Cut plan", (await planOrder(ctx.db, session, ctx.jobs, query.draftId)).answer),
  );
  route.post(
    "/draft/cutPlan/retry",
    {
      access: "cutPlans.read",
      ...orderPlan,
      summary: "Plan an order again after its plan failed",
      description: `A failed plan is not planned again by reading it: this queues it again and answers as GET /api/draft/cutPlan. ${PLAN_NOTE}`,
      body: ZDraftRef,
    },
    async ({ ctx, session, body }) =>
      success("Cut plan", (await retryPlan(ctx.db, session, ctx.jobs, body.draftId)).answer),
  );
  route.post(
    "/draft/cutPlan/mark",
    {
      access: "cutPlans.mark",
      summary: "Mark an order as cut (once)",
      description:
        "In one transaction: the plan's stock sheets come off the count on hand, the remnants it used are consumed, and its offcuts of at least the material's minimum remnant size are added as remnants. A second mark is a 409 and changes nothing.",
      references: { draftId: REF.customer },
      body: ZDraftRef,
      success: { status: 201, schema: ok(ZCutMark) },
      failures: [400, 404, 409, 429],
    },
    async ({ ctx, session, body }) =>
      success("Marked as cut", await markOrderCut(ctx.db, session, ctx.jobs, body.draftId)),
  );
  route.post(
    "/cutting/plan",
    {
      access: "cutPlans.read",
      summary: "Plan a posted cutting job (the CLI's JSON form)",
      description:
        "The job as `npm run -s cut` reads it (packages/cutting/README.md), sizes whole numbers of one unit; planned for up to 1 s in a worker thread as a job of the company's cut-plan queue (one job of a company at a time, companies in turn). Answers the plan as the CLI prints it; 429 when the company's jobs waiting are too many or its turn does not come within 20 s.",
      body: ZCutJobInput,
      success: ok(ZJobCutPlan),
      failures: [400, 429],
    },
    async (c) => success("Cut plan", await planJob(c.ctx.jobs, c.session.companyId, c.body)),
  );
}
