import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { RequestContext } from "../context";
import { AppError, describeZodError } from "../errors";
import { requireSession } from "../services/sessions";

const t = initTRPC.context<RequestContext>().create({
  // Stack traces stay in the log: a client never sees one, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    // Same shape as the REST envelope's `errors`: field -> the rule's message.
    const zod = error.cause instanceof ZodError ? describeZodError(error.cause) : undefined;
    const fieldErrors =
      zod?.fieldErrors ?? (error.cause instanceof AppError ? error.cause.fieldErrors : undefined);
    return {
      ...shape,
      message: zod?.message ?? shape.message,
      data: { ...shape.data, fieldErrors: fieldErrors ?? null },
    };
  },
});

const TRPC_CODE = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
} as const;

const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(appErrors);

/** A procedure for a logged-in company: `ctx.session` scopes every query. */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await requireSession(ctx.db, ctx.accessToken);
  return next({ ctx: { ...ctx, session } });
});
