import { WHOLE_ORDER_BATCH_MESSAGE, WHOLE_ORDER_PROCEDURES } from "@kerf/core";
import { TRPCError } from "@trpc/server";

const WHOLE_ORDER = new Set(WHOLE_ORDER_PROCEDURES);

/**
 * Refuses a batch of more than one whole-order call (400, every call with the message). Called from
 * createContext, which sees the batch's paths before its body is parsed, so nothing runs and nothing
 * is stored.
 */
export function refuseHeavyBatch(paths: readonly string[]): void {
  let heavy = 0;
  for (const path of paths) if (WHOLE_ORDER.has(path)) heavy++;
  if (heavy > 1) throw new TRPCError({ code: "BAD_REQUEST", message: WHOLE_ORDER_BATCH_MESSAGE });
}
