import helmet from "@fastify/helmet";
import { createSmtpTransport } from "@kerf/email";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import { type AppDeps, type AppServices, requestContext } from "./context";
import { devMailRoutes } from "./http/dev-mail";
import { serveWebApp } from "./http/web-app";
import { restPlugin } from "./rest/plugin";
import { checkHealth } from "./services/health";
import { startMailWorker } from "./services/mail-outbox";
import { type AppRouter, appRouter } from "./trpc/router";

const ONE_MEGABYTE = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.env.LOG_LEVEL,
      redact: ["req.headers.access_token", "req.headers.authorization", "req.headers.cookie"],
    },
    bodyLimit: ONE_MEGABYTE,
    // Batched tRPC GETs put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
  });

  const transport =
    deps.mailTransport !== undefined
      ? deps.mailTransport
      : deps.env.SMTP_URL
        ? createSmtpTransport(deps.env.SMTP_URL)
        : null;
  const mail = startMailWorker({ db: deps.db, transport, log: app.log, intervalMs: deps.mailIntervalMs });
  app.addHook("onClose", () => mail.stop());
  const services: AppServices = { deps, mail };

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
  });

  app.get("/healthz", async (_request, reply) => {
    const health = await checkHealth(deps.db);
    return reply.code(health.status === "ok" ? 200 : 503).send(health);
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => requestContext(services, req),
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR")
          app.log.error({ err: error, path }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await app.register(async (api) => restPlugin(api, services), { prefix: "/api" });
  if (!transport) await devMailRoutes(app, deps.db);
  await serveWebApp(app, deps.webDist);
  return app;
}
