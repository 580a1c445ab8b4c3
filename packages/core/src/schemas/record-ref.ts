import { z } from "zod";
import { MESSAGES } from "../messages";

/** The legacy client names a record by `_id` (or `id`) in the body: the server's id. */
export const ZRecordRef = z
  .object({ _id: z.string().optional(), id: z.string().optional() })
  .transform((ref, ctx) => {
    const id = ref._id || ref.id;
    if (!id) {
      ctx.issues.push({ code: "custom", message: MESSAGES.idRequired, path: ["_id"], input: ref });
      return z.NEVER;
    }
    return id;
  });
