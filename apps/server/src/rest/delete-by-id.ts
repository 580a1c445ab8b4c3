import { type SessionAccess, ZRecordRef } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { z } from "zod";
import type { SessionInfo } from "../services/auth/sessions";
import { success } from "./envelope";
import { byId, type FailureStatus } from "./openapi/route-doc";
import type { RouteGroup } from "./route";

/**
 * A legacy DELETE of one record by the `_id` in its body (or `id`): authenticated, the id checked, then
 * `remove` with the session's company, answered in the envelope with `message`.
 */
export function deleteById(
  route: RouteGroup,
  path: string,
  spec: {
    access: SessionAccess;
    summary: string;
    description?: string;
    record: Parameters<typeof byId>[0];
    answer: z.ZodType;
    failures: FailureStatus[];
    message: string;
    remove: (db: Db, session: SessionInfo, id: z.infer<typeof ZRecordRef>) => Promise<unknown>;
  },
): void {
  route.delete(
    path,
    {
      access: spec.access,
      summary: spec.summary,
      description: spec.description,
      references: byId(spec.record),
      body: ZRecordRef,
      success: spec.answer,
      failures: spec.failures,
    },
    // A remove that answers nothing answers null, as the legacy API did.
    async ({ ctx, session, body }) =>
      success(spec.message, (await spec.remove(ctx.db, session, body)) ?? null),
  );
}
