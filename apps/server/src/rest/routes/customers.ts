import { ZCreateCustomerInput, ZRecordRef } from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../errors";
import { createCustomer, deleteCustomer, listCustomers } from "../../services/customers";
import { success } from "../envelope";

import type { RouteKit } from "../route-kit";

const ZListQuery = z.object({
  search: z.string().max(120).optional(),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int()
    .min(1, "page must be a whole number from 1")
    .optional(),
});

/** /draft is the legacy name of the customer list (portal-spec section 7). */
export async function customerRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.get("/draft", async (request) => {
    const { ctx, session } = await kit.session(request);
    const page = await listCustomers(ctx.db, session, parseInput(ZListQuery, request.query));
    return {
      ...success("Customers", page.customers),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    };
  });
  app.post("/draft", async (request, reply) => {
    const { ctx, session } = await kit.session(request);
    const created = await createCustomer(ctx.db, session, parseInput(ZCreateCustomerInput, request.body));
    return reply.code(201).send(success("Customer added", created));
  });
  app.delete("/draft", async (request) => {
    const { ctx, session } = await kit.session(request);
    await deleteCustomer(ctx.db, session, parseInput(ZRecordRef, request.body ?? {}));
    return success("Customer deleted", null);
  });
}
