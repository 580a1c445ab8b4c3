import { ZCreateCustomerInput } from "@kerf/core";
import { z } from "zod";
import { createCustomer, deleteCustomer, getCustomer, listCustomers } from "../../services/customers";
import { authedProcedure, router } from "../init";

export const customersRouter = router({
  list: authedProcedure
    .input(z.object({ search: z.string().max(120).optional(), page: z.number().int().min(1).default(1) }))
    .query(({ ctx, input }) => listCustomers(ctx.db, ctx.session, input)),
  get: authedProcedure
    .input(z.object({ id: z.string() }))
    .query(({ ctx, input }) => getCustomer(ctx.db, ctx.session, input.id)),
  create: authedProcedure
    .input(ZCreateCustomerInput)
    .mutation(({ ctx, input }) => createCustomer(ctx.db, ctx.session, input)),
  delete: authedProcedure
    .input(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteCustomer(ctx.db, ctx.session, input.id)),
});
