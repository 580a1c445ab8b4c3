import { type OrderItemLine, ZItemLineFields, ZRecordRef } from "@kerf/core";
import { z } from "zod";
import { addItemLine, deleteItemLine, listItemLines, updateItemLine } from "../../services/orders/item-lines";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { fromDraft, ZDraftRef, ZLegacyItemLine } from "../legacy-records";
import { byId, ok, REF } from "../openapi/route-doc";
import type { RouteGroups } from "../route";

const NOTE =
  "`name` is an item of the company's catalogue (/api/setting/item); `quantity` is whole for the units nos, set, pair and job and has at most 3 decimals for rft and kg. The line is priced by the server as docs/spec/pricing.md 'Item lines' says, with the item's rate and its own GST rate; figures sent by a client are ignored.";

const ITEM_REFERENCE = { name: { record: "ItemRecord", by: "name" } } as const;

/** The legacy shape: what was typed and the figures side by side, the order's id as `draftId`. */
export function legacyItemLine({ _id, id, customerId, priced, ...line }: OrderItemLine) {
  return { _id, id, draftId: customerId, ...line, ...priced };
}

/** /draft/item: the item lines (fittings, services) of one customer's order (draftId is the customer's id). */
export function draftItemRoutes(groups: RouteGroups): void {
  const route = groups("Order lines");
  route.get(
    "/draft/item",
    {
      access: "orders.read",
      summary: "The item lines of a customer's order, priced",
      description:
        "A line whose item was deleted from the catalogue since keeps what was typed and carries `error` instead of figures.",
      references: { draftId: REF.customer },
      query: ZDraftRef,
      success: ok(z.array(ZLegacyItemLine)),
      failures: [400, 404],
    },
    async ({ ctx, session, query }) =>
      success("Item lines", (await listItemLines(ctx.db, session, query.draftId)).map(legacyItemLine)),
  );
  route.post(
    "/draft/item",
    {
      access: "orders.write",
      summary: "Add an item line to a customer's order",
      description: NOTE,
      references: { ...ITEM_REFERENCE, draftId: REF.customer },
      body: z.object({ ...ZDraftRef.shape, ...ZItemLineFields.shape }),
      success: { status: 201, schema: ok(ZLegacyItemLine) },
      failures: [400, 404],
    },
    async ({ ctx, session, body }) =>
      success("Item line added", legacyItemLine(await addItemLine(ctx.db, session, fromDraft(body)))),
  );
  route.patch(
    "/draft/item",
    {
      access: "orders.write",
      summary: "Change an item line's item or quantity (by `_id`)",
      description: `What the body leaves out stays. ${NOTE}`,
      references: { ...ITEM_REFERENCE, ...byId("LegacyItemLine") },
      body: [ZRecordRef, ZItemLineFields.partial()],
      success: ok(ZLegacyItemLine),
      failures: [400, 404],
    },
    async ({ ctx, session, body: [id], request }) => {
      // The service checks the item against the company's catalogue: it reads the fields as sent.
      const body = request.body as Record<string, unknown>;
      const line = await updateItemLine(ctx.db, session, { name: body.name, quantity: body.quantity, id });
      return success("Item line updated", legacyItemLine(line));
    },
  );
  deleteById(route, "/draft/item", {
    access: "orders.write",
    summary: "Delete an item line (by `_id`)",
    record: "LegacyItemLine",
    answer: ok(z.null()),
    failures: [400, 404],
    message: "Item line deleted",
    remove: deleteItemLine,
  });
}
