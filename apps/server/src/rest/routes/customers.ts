import {
  pageField,
  searchField,
  ZCreateCustomerInput,
  ZCustomerListItem,
  ZCustomerRecord,
  ZOrderState,
} from "@kerf/core";
import { z } from "zod";
import { createCustomer, deleteCustomer, listCustomers } from "../../services/orders/customers";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { ok, PAGE_EXTRAS } from "../openapi/route-doc";
import type { RouteGroups } from "../route";

const ZListQuery = z.object({
  search: searchField().optional().describe("Part of the customer's name, any case"),
  page: pageField().optional().describe("A page of 10, newest first; without it, every customer"),
  state: ZOrderState.optional().describe("Only the customers whose order stands so"),
});

/** /draft is the legacy name of the customer list (docs/spec/portal-spec.md section 7). */
export function customerRoutes(groups: RouteGroups): void {
  const route = groups("Customers");
  route.get(
    "/draft",
    {
      access: "orders.read",
      summary: "The company's customers, newest first",
      query: ZListQuery,
      success: ok(z.array(ZCustomerListItem), PAGE_EXTRAS),
      failures: [400],
    },
    async ({ ctx, session, query }) => {
      const page = await listCustomers(ctx.db, session, query);
      return {
        ...success("Customers", page.customers),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  );
  route.post(
    "/draft",
    {
      access: "customers.write",
      summary: "Add a customer",
      body: ZCreateCustomerInput,
      bodyRead: "as-sent",
      success: { status: 201, schema: ok(ZCustomerRecord) },
      failures: [400],
    },
    async (c) => success("Customer added", await createCustomer(c.ctx.db, c.session, c.body)),
  );
  deleteById(route, "/draft", {
    access: "customers.write",
    summary: "Delete a customer (the whole customer object, by `_id`) and its order",
    record: "CustomerRecord",
    answer: ok(z.null()),
    failures: [400, 404],
    message: "Customer deleted",
    remove: deleteCustomer,
  });
}
