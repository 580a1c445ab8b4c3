import { ZRecordRef } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { parseInput } from "../errors";
import type { SessionInfo } from "../services/sessions";
import { success } from "./envelope";
import { byId, type DocTag, doc, type FailureStatus } from "./openapi/route-doc";
import type { RouteKit } from "./route-kit";

/**
 * A legacy DELETE of one record by the `_id` in its body (or `id`): authenticated, the id checked, then
 * `remove` with the session's company, answered in the envelope with `message`.
 */
export function deleteById(
  app: FastifyInstance,
  kit: RouteKit,
  route: {
    path: string;
    tag: DocTag;
    summary: string;
    description?: string;
    record: Parameters<typeof byId>[0];
    answer: z.ZodType;
    failures: FailureStatus[];
    message: string;
    remove: (db: Db, session: SessionInfo, id: z.infer<typeof ZRecordRef>) => Promise<unknown>;
  },
): void {
  app.delete(
    route.path,
    doc({
      tag: route.tag,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      references: byId(route.record),
      auth: true,
      body: ZRecordRef,
      success: { status: 200, schema: route.answer },
      failures: route.failures,
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const id = parseInput(ZRecordRef, request.body ?? {});
      // A remove that answers nothing answers null, as the legacy API did.
      return success(route.message, (await route.remove(ctx.db, session, id)) ?? null);
    },
  );
}
