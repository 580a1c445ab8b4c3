import type { FastifyRequest } from "fastify";
import { type AppServices, type RequestContext, requestContext } from "../context";
import { requireSession, type SessionInfo } from "../services/sessions";

/** The REST side of the same context the tRPC procedures get. */
export interface RouteKit {
  context(request: FastifyRequest): RequestContext;
  /** The caller's session, or a 401 in the envelope. */
  session(request: FastifyRequest): Promise<{ ctx: RequestContext; session: SessionInfo }>;
}

export function routeKit(services: AppServices): RouteKit {
  return {
    context: (request) => requestContext(services, request),
    async session(request) {
      const ctx = requestContext(services, request);
      return { ctx, session: await requireSession(ctx.db, ctx.accessToken) };
    },
  };
}
