import type { FastifyRequest } from "fastify";
import { type AppServices, type RequestContext, requestContext, withCompany } from "../context";
import { type AuthPath, limitClientAddress } from "../services/auth/rate-limits";
import { requireSession, type SessionInfo } from "../services/auth/sessions";

/** The REST side of the same context the tRPC procedures get. */
export interface RouteKit {
  /** The caller's session, or a 401 in the envelope. */
  session(request: FastifyRequest): Promise<{ ctx: RequestContext; session: SessionInfo }>;
  /** The context of an unauthenticated path, once the client address is within its limit (else a 429). */
  limited(request: FastifyRequest, path: AuthPath): Promise<RequestContext>;
}

export function routeKit(services: AppServices): RouteKit {
  return {
    async session(request) {
      const ctx = requestContext(services, request);
      const session = {
        ...(await requireSession(ctx.db, ctx.accessToken)),
        clientAddress: ctx.clientAddress,
      };
      return { ctx: withCompany(ctx, session.companyId), session };
    },
    async limited(request, path) {
      const ctx = requestContext(services, request);
      await limitClientAddress(ctx.db, ctx.limits, path, ctx.clientAddress);
      return ctx;
    },
  };
}
