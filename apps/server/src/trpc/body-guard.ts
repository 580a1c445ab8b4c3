import { TRPCError } from "@trpc/server";
import type { FastifyRequest } from "fastify";
import { hasTooManyFields, TOO_MANY_FIELDS } from "../http/json-fields";

/** The procedures anyone may call (limitedProcedure): their bodies get the small limit, session or not. */
export const UNAUTHENTICATED_PROCEDURES: ReadonlySet<string> = new Set([
  "auth.signup",
  "auth.login",
  "auth.forgotPassword",
  "auth.verifyResetToken",
  "auth.resetPassword",
]);

/** Whether a tRPC request's body is held to SMALL_BODY_LIMIT: no session token, or any unauthenticated call. */
export function wantsSmallBody(request: FastifyRequest): boolean {
  if (!request.headers.access_token) return true;
  const path = (request.params as { path?: string }).path ?? "";
  return path.split(",").some((procedure) => UNAUTHENTICATED_PROCEDURES.has(procedure));
}

/**
 * Refuses (400, every call with the message) a body or GET input holding an object of too many keys.
 * Called from createContext, before tRPC parses the text it was handed as a string.
 */
export function refuseCrowdedObjects(request: FastifyRequest): void {
  const input = (request.query as { input?: unknown } | undefined)?.input;
  for (const text of [request.body, input]) {
    if (typeof text === "string" && hasTooManyFields(text)) {
      throw new TRPCError({ code: "BAD_REQUEST", message: TOO_MANY_FIELDS });
    }
  }
}
