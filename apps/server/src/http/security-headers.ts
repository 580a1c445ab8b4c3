import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** HSTS for a year, subdomains included: sent only on answers that came over HTTPS. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Paths whose answers are the API's (JSON, and the PDFs and files it makes): never kept by a cache. */
const API_PATH = /^\/(?:api|trpc|healthz)(?:[/?]|$)/;

/**
 * Every security header of the server, in one place. Framing: no page of Kerf is ever shown in a frame,
 * said both ways (CSP frame-ancestors 'none' for today's browsers, X-Frame-Options DENY for older ones).
 * HSTS only on an answer over HTTPS (directly, or through a proxy named by TRUST_PROXY that says so in
 * X-Forwarded-Proto): over plain HTTP a browser must ignore it (RFC 6797 section 8.1), and a server
 * reached over http://localhost never pins HTTPS. The API's answers say `no-store`: they are one
 * company's data, or a share link's, and no browser or proxy cache should keep them.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and dialogs set element styles at run time; scripts stay locked down.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    strictTransportSecurity: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (API_PATH.test(request.url) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });
}
