import {
  pageField,
  searchField,
  ZCreateCustomerInput,
  ZCustomerListItem,
  ZCustomerRecord,
  ZOrderState,
} from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../errors";
import { createCustomer, deleteCustomer, listCustomers } from "../../services/customers";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { doc, ok, PAGE_EXTRAS } from "../openapi/route-doc";
import type { RouteKit } from "../route-kit";

const ZListQuery = z.object({
  search: searchField().optional().describe("Part of the customer's name, any case"),
  page: pageField().optional().describe("A page of 10, newest first; without it, every customer"),
  state: ZOrderState.optional().describe("Only the customers whose order stands so"),
});

/** /draft is the legacy name of the customer list (docs/spec/portal-spec.md section 7). */
export async function customerRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.get(
    "/draft",
    doc({
      tag: "Customers",
      summary: "The company's customers, newest first",
      auth: true,
      query: ZListQuery,
      success: { status: 200, schema: ok(z.array(ZCustomerListItem), PAGE_EXTRAS) },
      failures: [400],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const page = await listCustomers(ctx.db, session, parseInput(ZListQuery, request.query));
      return {
        ...success("Customers", page.customers),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  );
  app.post(
    "/draft",
    doc({
      tag: "Customers",
      summary: "Add a customer",
      auth: true,
      body: ZCreateCustomerInput,
      success: { status: 201, schema: ok(ZCustomerRecord) },
      failures: [400],
    }),
    async (request, reply) => {
      const { ctx, session } = await kit.session(request);
      const created = await createCustomer(ctx.db, session, parseInput(ZCreateCustomerInput, request.body));
      return reply.code(201).send(success("Customer added", created));
    },
  );
  deleteById(app, kit, {
    path: "/draft",
    tag: "Customers",
    summary: "Delete a customer (the whole customer object, by `_id`) and its order",
    record: "CustomerRecord",
    answer: ok(z.null()),
    failures: [400, 404],
    message: "Customer deleted",
    remove: deleteCustomer,
  });
}
