import { ZInvoiceHeaderCorrection, ZRecordRef } from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../errors";
import {
  cancelInvoice,
  correctInvoiceHeader,
  createInvoice,
  getInvoice,
  listInvoices,
} from "../../services/invoices";
import { success } from "../envelope";

import type { RouteKit } from "../route-kit";

const ZInvoiceQuery = z.object({
  id: z.string().optional(),
  draftId: z.string().optional(),
  search: z.string().max(120).optional(),
  page: z.coerce.number().int().min(1, "page must be a whole number from 1").optional(),
});

const ZCreate = z.object({
  draftId: z.string({ error: "draftId is required" }).min(1, "draftId is required"),
  date: z.string().optional(),
});

/** /draft/invoice: a customer's order made into numbered GST invoices. */
export async function invoiceRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.get("/draft/invoice", async (request) => {
    const { ctx, session } = await kit.session(request);
    const query = parseInput(ZInvoiceQuery, request.query);
    if (query.id) return success("Invoice", await getInvoice(ctx.db, session, query.id));
    const page = await listInvoices(ctx.db, session, { ...query, customerId: query.draftId });
    return {
      ...success("Invoices", page.invoices),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    };
  });
  app.post("/draft/invoice", async (request, reply) => {
    const { ctx, session } = await kit.session(request);
    const invoice = await createInvoice(ctx.db, session, parseInput(ZCreate, request.body ?? {}));
    return reply.code(201).send(success(`Invoice ${invoice.number} created`, invoice));
  });
  // PATCH cancels ({_id, status: "cancelled"}) or corrects the header's names and addresses.
  app.patch("/draft/invoice", async (request) => {
    const { ctx, session } = await kit.session(request);
    const id = parseInput(ZRecordRef, request.body ?? {});
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.status === "cancelled")
      return success("Invoice cancelled", await cancelInvoice(ctx.db, session, id));
    const changes = parseInput(ZInvoiceHeaderCorrection, body.header ?? body);
    return success("Invoice updated", await correctInvoiceHeader(ctx.db, session, id, changes));
  });
  app.delete("/draft/invoice", async (request) => {
    const { ctx, session } = await kit.session(request);
    const id = parseInput(ZRecordRef, request.body ?? {});
    return success("Invoice cancelled", await cancelInvoice(ctx.db, session, id));
  });
}
