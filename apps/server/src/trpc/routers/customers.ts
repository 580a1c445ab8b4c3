import { pageField, recordIdField, searchField, ZCreateCustomerInput, ZOrderState } from "@kerf/core";
import { z } from "zod";
import { createCustomer, deleteCustomer, getCustomer, listCustomers } from "../../services/customers";
import { authedProcedure, router } from "../init";

export const customersRouter = router({
  list: authedProcedure
    .input(
      z.object({
        search: searchField().optional(),
        page: pageField().default(1),
        state: ZOrderState.optional(),
      }),
    )
    .query(({ ctx, input }) => listCustomers(ctx.db, ctx.session, input)),
  get: authedProcedure
    .input(z.object({ id: recordIdField() }))
    .query(({ ctx, input }) => getCustomer(ctx.db, ctx.session, input.id)),
  create: authedProcedure
    .input(ZCreateCustomerInput)
    .mutation(({ ctx, input }) => createCustomer(ctx.db, ctx.session, input)),
  delete: authedProcedure
    .input(z.object({ id: recordIdField() }))
    .mutation(({ ctx, input }) => deleteCustomer(ctx.db, ctx.session, input.id)),
});
