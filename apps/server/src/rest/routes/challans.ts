import {
  recordIdField,
  ZCancelChallanInput,
  ZChallanListQuery,
  ZChallanRecord,
  ZChallanSummary,
  ZCreateChallanInput,
} from "@kerf/core";
import { z } from "zod";
import { challanPdf } from "../../services/delivery/challan-pdf";
import { cancelChallan, createChallan, getChallan, listChallans } from "../../services/delivery/challans";
import { success } from "../envelope";
import { byId, ok, REF } from "../openapi/route-doc";
import { pdfRoute } from "../pdf-reply";
import type { RouteGroups } from "../route";

const ZChallanQuery = ZChallanListQuery.extend({
  id: recordIdField().optional().describe("One challan, by its _id: answers the whole challan"),
});
const ZChallanRef = z.object({
  id: recordIdField().min(1, "id is required").describe("The challan, by its _id"),
});

/** /challan: delivery challans for pieces of an order moved without an invoice (issue 30, CGST Rules rule 55). */
export function challanRoutes(groups: RouteGroups): void {
  const route = groups("Challans");
  route.post(
    "/challan",
    {
      access: "orders.write",
      summary: "Make a delivery challan for chosen pieces of a customer's order",
      description:
        "Each of `lines` names a line of the order (`lineId`, its `_id`) and how many of its pieces go, at most those still pending delivery (the line's quantity less the pieces on its open and invoiced challans; 400 naming the line otherwise, nothing stored). The pieces are priced with the company's current settings (taxable value and tax, rule 55(1)(vi)-(vii)). `consignee` defaults to the order's customer and shipping address; `transport` is printed as given. Numbered DC/<financial year>/<n>, a series per company and year of at most 16 characters (rule 55(1)).",
      references: { draftId: REF.customer },
      body: ZCreateChallanInput,
      success: { status: 201, schema: ok(ZChallanRecord) },
      failures: [400, 404],
    },
    async ({ ctx, session, body }) => {
      const challan = await createChallan(ctx.db, session, body);
      return success(`Challan ${challan.number} made`, challan);
    },
  );
  route.get(
    "/challan",
    {
      access: "orders.read",
      summary:
        "The company's challans, newest first (by `search`, `status`, `customerId`), or one challan (`id`)",
      references: { id: REF.challan, customerId: REF.customer },
      query: ZChallanQuery,
      success: z.union([ok(ZChallanRecord), ok(z.array(ZChallanSummary))]),
      failures: [400, 404],
    },
    async ({ ctx, session, query }) => {
      if (query.id) return success("Challan", await getChallan(ctx.db, session, query.id));
      return success("Challans", await listChallans(ctx.db, session, query));
    },
  );
  route.delete(
    "/challan",
    {
      access: "orders.write",
      summary: "Cancel an open challan (by `id`), with a reason",
      description:
        "The challan keeps its number and is printed as cancelled; its pieces are pending delivery again. An invoiced challan cannot be cancelled (409): cancel its invoice first, which opens it again.",
      references: byId("ChallanRecord"),
      body: ZCancelChallanInput,
      success: ok(ZChallanRecord),
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body }) =>
      success("Challan cancelled", await cancelChallan(ctx.db, session, body)),
  );
  pdfRoute(
    route,
    "/challan.pdf",
    {
      // The print carries the goods' value: a role without prices never receives it.
      access: "prices.read",
      summary:
        "A challan's triplicate print: Original for consignee, Duplicate for transporter, Triplicate for consignor",
      references: { id: REF.challan },
      query: ZChallanRef,
    },
    (db, pdf, session, query) => challanPdf(db, pdf, session, query.id),
  );
}
