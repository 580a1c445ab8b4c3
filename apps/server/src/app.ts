import { MAX_TRPC_BATCH } from "@kerf/core";
import { createSmtpTransport } from "@kerf/email";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { type AppDeps, type AppServices, requestContext } from "./context";
import type { Env } from "./env";
import { SERVER_FAILED } from "./errors";
import { devMailRoutes } from "./http/dev-mail";
import { securityHeaders } from "./http/security-headers";
import { smallBodyLimit } from "./http/small-body";
import { serveWebApp } from "./http/web-app";
import { loggerOptions } from "./logger";
import { restPlugin } from "./rest/plugin";
import { processResetRequests } from "./services/auth/password-reset";
import { limitsFromEnv, startCounterPruner } from "./services/auth/rate-limits";
import { startReminderJob } from "./services/billing/reminders";
import { createCuttingPool } from "./services/cutting/cutting-pool";
import { cutPlanTask } from "./services/cutting/cutting-task";
import { checkHealth } from "./services/health";
import { startJobQueue } from "./services/jobs/job-queue";
import { pdfTask } from "./services/jobs/pdf-jobs";
import { createPdfRenderer } from "./services/jobs/pdf-renderer";
import { startMailWorker } from "./services/mail/mail-outbox";
import { linkSeal, loadLinkKey } from "./services/sharing/link-seal";
import { reencodeStoredLogos } from "./services/sharing/logo-image";
import { refuseHeavyBatch } from "./trpc/batch-weight";
import { refuseCrowdedObjects, wantsSmallBody } from "./trpc/body-guard";
import { type AppRouter, appRouter } from "./trpc/router";

const ONE_MEGABYTE = 1024 * 1024;

/** TRUST_PROXY as Fastify takes it; a count of hops trusts that many proxies nearest the server. */
function trustProxyOption(value: Env["TRUST_PROXY"]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}

/** This server as Chromium reaches it on this machine: the loopback address of the port it listens on. */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the server is not listening on a port");
  const host =
    address.address === "0.0.0.0" || address.address === "::"
      ? "127.0.0.1"
      : address.family === "IPv6"
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.env),
    // Fastify answers 413 from Content-Length (or while a chunked body streams in), before any parsing.
    bodyLimit: ONE_MEGABYTE,
    // request.ip: the socket's address, or X-Forwarded-For's only behind a proxy the operator named.
    trustProxy: trustProxyOption(deps.env.TRUST_PROXY),
    // Batched tRPC GETs put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    // A request must arrive whole within this time (a body trickled in byte by byte holds a socket and a
    // parser): past it Node answers 408 and closes the connection. Checked every second, not every 30 s.
    requestTimeout: deps.env.REQUEST_TIMEOUT_MS,
    http: {
      connectionsCheckingInterval: 1000,
      headersTimeout: Math.min(60_000, deps.env.REQUEST_TIMEOUT_MS),
    },
  });

  const transport =
    deps.mailTransport !== undefined
      ? deps.mailTransport
      : deps.env.SMTP_URL
        ? createSmtpTransport(deps.env.SMTP_URL)
        : null;
  const production = deps.env.NODE_ENV === "production";
  const mail = startMailWorker({
    db: deps.db,
    transport,
    log: app.log,
    production,
    prepare: () => processResetRequests(deps.db, deps.env),
    intervalMs: deps.mailIntervalMs,
  });
  // Payment reminders (issue 31): every process may run them; the log's unique key sends each once a day.
  const links = { env: deps.env, linkSeal: linkSeal(await loadLinkKey(deps.env)) };
  const reminders =
    deps.remindersEveryMs === null
      ? null
      : startReminderJob({ db: deps.db, links, log: app.log, intervalMs: deps.remindersEveryMs });
  const pruner = startCounterPruner(deps.db, (err) => app.log.warn({ err }, "pruning rate counters failed"));
  // Logos stored before the server decoded them are re-encoded now; until then they are not shown.
  void reencodeStoredLogos(deps.db, app.log).then(
    (n) => n > 0 && app.log.info({ logos: n }, "stored logos re-encoded"),
    (err) => app.log.warn({ err }, "re-encoding stored logos failed; tried again at the next start"),
  );
  // This process's share of the heavy work: a warm Chromium for PDFs, worker threads for cut plans, each
  // taking the jobs of every company's queue in turn (services/jobs/job-queue.ts).
  const pdf = createPdfRenderer({
    chromiumPath: deps.env.CHROMIUM_PATH,
    baseUrl: () => ownAddress(app),
    concurrency: deps.env.PDF_CONCURRENCY,
    timeoutMs: deps.env.PDF_TIMEOUT_MS,
    log: app.log,
  });
  const cutting = deps.cuttingPool ?? createCuttingPool({ size: deps.env.CUT_WORKERS });
  const jobs = startJobQueue({
    db: deps.db,
    log: app.log,
    maxWaiting: deps.env.JOBS_WAITING_PER_COMPANY,
    kinds: {
      pdf: { concurrency: deps.env.PDF_CONCURRENCY, task: pdfTask(pdf) },
      "cut-plan": { concurrency: cutting.size, task: cutPlanTask(deps.db, cutting, app.log) },
    },
  });
  app.addHook("onClose", async () => {
    pruner.stop();
    await reminders?.stop();
    await mail.stop();
    // Its running jobs finish first, then what they ran on closes.
    await jobs.close();
    await pdf.close();
    if (!deps.cuttingPool) await cutting.close();
  });
  const services: AppServices = {
    deps,
    mail,
    limits: limitsFromEnv(deps.env),
    jobs,
    linkSeal: links.linkSeal,
  };

  // Outside /api (which has its envelope): a client error keeps its message, anything else says nothing
  // of the inside.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ statusCode: status, error: error.code, message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ statusCode: 500, error: "Internal Server Error", message: SERVER_FAILED });
  });

  await securityHeaders(app);

  app.get("/healthz", async (_request, reply) => {
    const health = await checkHealth(deps.db);
    return reply.code(health.status === "ok" ? 200 : 503).send(health);
  });

  // Without a session, or calling an auth procedure, a tRPC body is held to 16 KB before it is read.
  await app.register(async (scope) => {
    scope.addHook("preParsing", smallBodyLimit(wantsSmallBody));
    await scope.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        // One request carries at most this many calls: a batch cannot smuggle hundreds of guesses.
        maxBatchSize: MAX_TRPC_BATCH,
        createContext: ({ req, info }) => {
          refuseHeavyBatch(info.calls.map((call) => call.path));
          refuseCrowdedObjects(req);
          return requestContext(services, req);
        },
        onError({ error, path }) {
          if (error.code === "INTERNAL_SERVER_ERROR")
            app.log.error({ err: error, path }, "tRPC procedure failed");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });

  await app.register(async (api) => restPlugin(api, services), { prefix: "/api" });
  // The outbox page shows reset links: only in development, only without SMTP, only to this machine.
  if (!transport && !production) await devMailRoutes(app, deps.db);
  await serveWebApp(app, deps.webDist);
  return app;
}
