import { ZRecordRef } from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../errors";
import { addLine, clearLines, deleteLine, getOrder, type OrderLine, updateLine } from "../../services/orders";
import { success } from "../envelope";

import type { RouteKit } from "../route-kit";

const ZDraftRef = z.object({
  draftId: z.string({ error: "draftId is required" }).min(1, "draftId is required"),
});

/** The legacy shape: what was typed and the priced figures side by side, under pricing.md's names. */
function legacyLine({ priced, ...line }: OrderLine) {
  return { ...line, ...priced };
}

/** /draft/material: the lines of one customer's order (draftId is the customer's id). */
export async function draftLineRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.get("/draft/material", async (request) => {
    const { ctx, session } = await kit.session(request);
    const { draftId } = parseInput(ZDraftRef, request.query);
    const order = await getOrder(ctx.db, session, draftId);
    return success("Order lines", { lines: order.lines.map(legacyLine), totals: order.totals });
  });
  app.post("/draft/material", async (request, reply) => {
    const { ctx, session } = await kit.session(request);
    const { draftId } = parseInput(ZDraftRef, request.body ?? {});
    const line = await addLine(ctx.db, session, draftId, request.body);
    return reply.code(201).send(success("Line added", legacyLine(line)));
  });
  app.patch("/draft/material", async (request) => {
    const { ctx, session } = await kit.session(request);
    const id = parseInput(ZRecordRef, request.body ?? {});
    return success("Line updated", legacyLine(await updateLine(ctx.db, session, id, request.body)));
  });
  app.delete("/draft/material", async (request) => {
    const { ctx, session } = await kit.session(request);
    await deleteLine(ctx.db, session, parseInput(ZRecordRef, request.body ?? {}));
    return success("Line deleted", null);
  });
  app.delete("/draft/material/all", async (request) => {
    const { ctx, session } = await kit.session(request);
    const { draftId } = parseInput(ZDraftRef, request.query);
    return success("All lines deleted", { deleted: await clearLines(ctx.db, session, draftId) });
  });
}
