import { z } from "zod";

type Ctx = z.core.$RefinementCtx<unknown>;

/** Reports one issue from inside a transform. */
export function reject(ctx: Ctx, message: string, input: unknown): never {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}
