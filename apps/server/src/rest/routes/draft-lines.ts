import { MESSAGES, pieceLineEditSchema, pieceLineSchema, ZRecordRef } from "@kerf/core";
import { z } from "zod";
import { orderDelivery } from "../../services/delivery/order-delivery";
import { addLine, clearLines, deleteLine, updateLine } from "../../services/orders/order-lines";
import { getOrder, type OrderLine } from "../../services/orders/orders";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { ZLegacyOrder, ZLegacyPricedLine } from "../legacy-records";
import { byId, ok, REF } from "../openapi/route-doc";
import type { RouteGroups } from "../route";
import { inUnit } from "../route-body";
import { legacyItemLine } from "./draft-items";

const ZDraftRef = z.object({
  draftId: z
    .string({ error: MESSAGES.draftIdRequired })
    .min(1, MESSAGES.draftIdRequired)
    .describe("The customer's _id"),
});

const LINE_REFERENCES = {
  materialType: { record: "MaterialRecord", by: "materialName" },
  edgeProfile: { record: "EdgeProfileRecord", by: "edgeProfileName" },
  "operations[].name": { record: "OperationRecord", by: "name" },
} as const;

const LINE_NOTE =
  "The line is checked against the company's unit, materials and edge profiles and priced by the server; figures sent by a client are ignored.";

/**
 * The legacy shape: what was typed and the priced figures side by side, under docs/spec/pricing.md's names,
 * the order's id as `draftId`.
 */
function legacyLine({ _id, id, customerId, priced, ...line }: OrderLine) {
  return { _id, id, draftId: customerId, ...line, ...priced };
}

/** /draft/material: the lines of one customer's order (draftId is the customer's id). */
export function draftLineRoutes(groups: RouteGroups): void {
  const route = groups("Order lines");
  route.get(
    "/draft/material",
    {
      access: "orders.read",
      summary: "The lines of a customer's order, priced, and its totals",
      description:
        "A line that no longer prices (its material was deleted since) keeps what was typed and carries `error` instead of figures; the totals are those of the others. `itemLines` are the order's fittings and services (/api/draft/item), in the totals too.",
      references: { draftId: REF.customer },
      query: ZDraftRef,
      success: ok(ZLegacyOrder),
      failures: [400, 404],
    },
    async ({ ctx, session, query }) => {
      const [order, delivery] = await Promise.all([
        getOrder(ctx.db, session, query.draftId),
        orderDelivery(ctx.db, session, query.draftId),
      ]);
      const byLine = new Map(delivery.map((d) => [d.lineId, d]));
      const lines = order.lines.map((line) => {
        const state = byLine.get(line.id);
        return {
          ...legacyLine(line),
          delivered: state?.delivered ?? 0,
          pendingDelivery: state?.pendingDelivery ?? line.quantity,
          withProcessors: state?.withProcessors ?? 0,
        };
      });
      const itemLines = order.itemLines.map(legacyItemLine);
      return success("Order lines", { lines, itemLines, totals: order.totals, priceList: order.priceList });
    },
  );
  // The line is read in the company's unit here; the service checks it against its materials and edge profiles.
  route.post(
    "/draft/material",
    {
      access: "orders.write",
      summary: "Add a line to a customer's order",
      description: LINE_NOTE,
      references: { ...LINE_REFERENCES, draftId: REF.customer },
      body: [ZDraftRef, inUnit(pieceLineSchema)],
      success: { status: 201, schema: ok(ZLegacyPricedLine) },
      failures: [400, 404],
    },
    async ({ ctx, session, body: [{ draftId }, line] }) =>
      success("Line added", legacyLine(await addLine(ctx.db, session, draftId, { read: line }))),
  );
  route.patch(
    "/draft/material",
    {
      access: "orders.write",
      summary: "Change a line (by `_id`)",
      description: LINE_NOTE,
      references: { ...LINE_REFERENCES, ...byId("LegacyPricedLine") },
      body: [ZRecordRef, inUnit(pieceLineEditSchema)],
      success: ok(ZLegacyPricedLine),
      failures: [400, 404],
    },
    async ({ ctx, session, body: [id, line] }) =>
      success("Line updated", legacyLine(await updateLine(ctx.db, session, id, { read: line }))),
  );
  deleteById(route, "/draft/material", {
    access: "orders.write",
    summary: "Delete a line (by `_id`)",
    record: "LegacyPricedLine",
    answer: ok(z.null()),
    failures: [400, 404],
    message: "Line deleted",
    remove: deleteLine,
  });
  route.delete(
    "/draft/material/all",
    {
      access: "orders.write",
      summary: "Delete every line of a customer's order",
      description: "Clear all: its piece lines and its item lines; `deleted` counts both.",
      references: { draftId: REF.customer },
      query: ZDraftRef,
      success: ok(z.strictObject({ deleted: z.number().int().min(0) })),
      failures: [400, 404],
    },
    async (c) =>
      success("All lines deleted", { deleted: await clearLines(c.ctx.db, c.session, c.query.draftId) }),
  );
}
