import {
  type Access,
  allows,
  findInputProblem,
  recordIdField,
  refusalMessage,
  type SessionAccess,
  stripMoney,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, z } from "zod";
import { type RequestContext, withCompany } from "../context";
import { AppError, describeZodError, SERVER_FAILED } from "../errors";
import { type AuthPath, limitClientAddress } from "../services/auth/rate-limits";
import { type Person, requireSession } from "../services/auth/sessions";

/** Every procedure declares who may call it (see `permitted`); one without a declaration is refused. */
export interface ProcedureMeta {
  access: Access;
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // Stack traces stay in the log: a client never sees one, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error }) {
      // Same shape as the REST envelope's `errors`: field -> the rule's message.
      const zod = error.cause instanceof ZodError ? describeZodError(error.cause) : undefined;
      const fieldErrors =
        zod?.fieldErrors ?? (error.cause instanceof AppError ? error.cause.fieldErrors : undefined);
      // An unexpected failure (a database error, a bug) says nothing of the inside; the log has it.
      const internal = error.code === "INTERNAL_SERVER_ERROR";
      return {
        ...shape,
        message: internal ? SERVER_FAILED : (zod?.message ?? shape.message),
        data: { ...shape.data, fieldErrors: fieldErrors ?? null },
      };
    },
  });

const TRPC_CODE = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  // tRPC has no 410: a revoked or expired link is "not found" there, with its message.
  GONE: "NOT_FOUND",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
} as const;

const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
  }
  return result;
});

/** NUL bytes, lone surrogates and deep nesting anywhere in the input: a 400 naming the field, before any schema. */
const cleanInput = t.middleware(async ({ getRawInput, next }) => {
  // An unreadable body (an empty one, sent to a procedure without input) is left to the procedure:
  // one without input ignores it, one with input refuses it.
  const raw = await getRawInput().catch(() => undefined);
  const problem = findInputProblem(raw, "input");
  if (problem) {
    throw new AppError("BAD_REQUEST", problem.message, { [problem.field]: problem.message });
  }
  return next();
});

export const router = t.router;
const baseProcedure = t.procedure.use(appErrors).use(cleanInput);
/** A procedure anyone may call, without a session. */
export const publicProcedure = baseProcedure.meta({ access: "public" });

/**
 * The person's session, read afresh (role and active included), checked against the procedure's declared
 * access: a role without the permission gets a 403 naming it, before anything runs. A person without
 * prices.read receives the answer without its money fields.
 */
const sessionProcedure = baseProcedure.use(async ({ ctx, meta, next }) => {
  const session = await requireSession(ctx.db, ctx.accessToken, ctx.clientAddress);
  const access = meta?.access;
  // Fail closed: a procedure built without `permitted` is nobody's.
  if (access === undefined || access === "public") {
    throw new AppError("FORBIDDEN", "This procedure declares no permission");
  }
  if (access !== "signedIn" && !allows(session.permissions, access)) {
    throw new AppError("FORBIDDEN", refusalMessage(access));
  }
  const result = await next({ ctx: { ...withCompany(ctx, session.companyId), session } });
  if (result.ok && !session.permissions.includes("prices.read")) {
    return { ...result, data: stripMoney(result.data) };
  }
  return result;
});

/** A procedure of the session's company that needs `access`: a permission, or "signedIn" for anyone signed in. */
export function permitted(access: SessionAccess) {
  return sessionProcedure.meta({ access });
}

/** A public procedure of the unauthenticated paths, limited per client address (429 past the limit). */
export function limitedProcedure(path: AuthPath) {
  return publicProcedure.use(async ({ ctx, next }) => {
    await limitClientAddress(ctx.db, ctx.limits, path, ctx.clientAddress);
    return next();
  });
}

/**
 * A service use case of the session's company. Called with exactly these three, so a service with an
 * optional fourth parameter can be passed as it is; one that needs more of the context keeps its own procedure.
 */
type CompanyCall<S extends z.ZodType, O> = (db: Db, session: Person, input: z.output<S>) => Promise<O>;

/** A query of the session's company: its input checked with `input`, then the service called with it. */
export function companyQuery<S extends z.ZodType, O>(
  access: SessionAccess,
  input: S,
  call: CompanyCall<S, O>,
) {
  // tRPC's own inference of a generic schema's output is opaque to TypeScript: it is z.output<S>.
  return permitted(access)
    .input(input)
    .query(({ ctx, input }) => call(ctx.db, ctx.session, input as z.output<S>));
}

/** A mutation of the session's company: its input checked with `input`, then the service called with it. */
export function companyMutation<S extends z.ZodType, O>(
  access: SessionAccess,
  input: S,
  call: CompanyCall<S, O>,
) {
  return permitted(access)
    .input(input)
    .mutation(({ ctx, input }) => call(ctx.db, ctx.session, input as z.output<S>));
}

/** The input of a procedure on one record by its id. */
export const ZById = z.object({ id: recordIdField() });
