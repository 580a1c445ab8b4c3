import {
  type PieceLineInput,
  recordIdField,
  ZCreateItemLineInput,
  ZQuoteHeader,
  ZUpdateItemLineInput,
} from "@kerf/core";
import { z } from "zod";
import { addItemLine, deleteItemLine, listItemLines, updateItemLine } from "../../services/orders/item-lines";
import { addLine, clearLines, deleteLine, updateLine } from "../../services/orders/order-lines";
import { getOrder, saveQuoteHeader } from "../../services/orders/orders";
import { permitted, router } from "../init";

// The line is checked by the service against the company's own unit, materials and edge profiles.
const ZLine = z.custom<PieceLineInput>(
  (value) => typeof value === "object" && value !== null,
  "Invalid line",
);
const ZCustomerRef = z.object({ customerId: recordIdField() });

/** The order page (/order/<customerId>) of one customer: its header and its lines as typed, priced by the server. */
export const ordersRouter = router({
  get: permitted("orders.read")
    .input(ZCustomerRef)
    .query(({ ctx, input }) => getOrder(ctx.db, ctx.session, input.customerId)),
  saveHeader: permitted("orders.write")
    .input(z.object({ customerId: recordIdField(), header: ZQuoteHeader }))
    .mutation(({ ctx, input }) => saveQuoteHeader(ctx.db, ctx.session, input.customerId, input.header)),
  addLine: permitted("orders.write")
    .input(z.object({ customerId: recordIdField(), line: ZLine, beforeId: recordIdField().optional() }))
    .mutation(({ ctx, input }) =>
      addLine(ctx.db, ctx.session, input.customerId, { sent: input.line }, input.beforeId),
    ),
  updateLine: permitted("orders.write")
    .input(z.object({ lineId: recordIdField(), line: ZLine }))
    .mutation(({ ctx, input }) => updateLine(ctx.db, ctx.session, input.lineId, { sent: input.line })),
  deleteLine: permitted("orders.write")
    .input(z.object({ lineId: recordIdField() }))
    .mutation(({ ctx, input }) => deleteLine(ctx.db, ctx.session, input.lineId)),
  /** Fittings and services beside the pieces (issue 29 point 3); each is checked against the catalogue. */
  items: router({
    list: permitted("orders.read")
      .input(ZCustomerRef)
      .query(({ ctx, input }) => listItemLines(ctx.db, ctx.session, input.customerId)),
    add: permitted("orders.write")
      .input(ZCreateItemLineInput)
      .mutation(({ ctx, input }) => addItemLine(ctx.db, ctx.session, input)),
    update: permitted("orders.write")
      .input(ZUpdateItemLineInput)
      .mutation(({ ctx, input }) => updateItemLine(ctx.db, ctx.session, input)),
    delete: permitted("orders.write")
      .input(z.object({ id: recordIdField() }))
      .mutation(({ ctx, input }) => deleteItemLine(ctx.db, ctx.session, input.id)),
  }),
  clear: permitted("orders.write")
    .input(ZCustomerRef)
    .mutation(async ({ ctx, input }) => ({
      deleted: await clearLines(ctx.db, ctx.session, input.customerId),
    })),
});
