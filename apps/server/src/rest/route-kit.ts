import { allows, refusalMessage, type SessionAccess } from "@kerf/core";
import type { FastifyRequest } from "fastify";
import { type AppServices, type RequestContext, requestContext, withCompany } from "../context";
import { AppError } from "../errors";
import { type AuthPath, limitClientAddress } from "../services/auth/rate-limits";
import { type Person, requireSession } from "../services/auth/sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in person of a session route, once checked (the money strip reads its permissions). */
    person?: Person;
  }
}

/** The REST side of the same context the tRPC procedures get. */
export interface RouteKit {
  /**
   * The caller's session, or a 401 in the envelope; then a 403 naming the permission when the person's
   * role lacks `access`.
   */
  session(request: FastifyRequest, access: SessionAccess): Promise<{ ctx: RequestContext; session: Person }>;
  /** The context of an unauthenticated path, once the client address is within its limit (else a 429). */
  limited(request: FastifyRequest, path: AuthPath): Promise<RequestContext>;
}

export function routeKit(services: AppServices): RouteKit {
  return {
    async session(request, access) {
      const ctx = requestContext(services, request);
      const session = await requireSession(ctx.db, ctx.accessToken, ctx.clientAddress);
      request.person = session;
      if (access !== "signedIn" && !allows(session.permissions, access)) {
        throw new AppError("FORBIDDEN", refusalMessage(access));
      }
      return { ctx: withCompany(ctx, session.companyId), session };
    },
    async limited(request, path) {
      const ctx = requestContext(services, request);
      await limitClientAddress(ctx.db, ctx.limits, path, ctx.clientAddress);
      return ctx;
    },
  };
}
