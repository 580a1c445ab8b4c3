import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import { findInputProblem, MAX_STATEMENT_CHARS, stripMoney } from "@kerf/core";
import type { FastifyError, FastifyInstance } from "fastify";
import packageJson from "../../package.json" with { type: "json" };
import type { AppServices } from "../context";
import { AppError, HTTP_STATUS, isPlainObject, NOT_AN_OBJECT, SERVER_FAILED } from "../errors";
import { hasTooManyFields, TOO_MANY_FIELDS } from "../http/json-fields";
import { SMALL_BODY_LIMIT } from "../http/small-body";
import { failure } from "./envelope";
import { DOCS_CSS, renderDocsPage } from "./openapi/docs-page";
import { buildOpenApiDocument, type DocumentedRoute, type OpenApiDocument } from "./openapi/document";
import { type RouteGroups, routeGroup } from "./route";
import { routeKit } from "./route-kit";
import { auditRoutes } from "./routes/audit";
import { authRoutes } from "./routes/auth";
import { bankStatementRoutes } from "./routes/bank-statements";
import { challanRoutes } from "./routes/challans";
import { creditNoteRoutes } from "./routes/credit-notes";
import { customerRoutes } from "./routes/customers";
import { cuttingRoutes } from "./routes/cutting";
import { draftItemRoutes } from "./routes/draft-items";
import { draftLineRoutes } from "./routes/draft-lines";
import { gstRoutes } from "./routes/gst";
import { invoiceRoutes } from "./routes/invoices";
import { jobWorkRoutes } from "./routes/job-work";
import { paymentRoutes } from "./routes/payments";
import { priceListRoutes } from "./routes/price-lists";
import { reminderRoutes } from "./routes/reminders";
import { settingsRoutes } from "./routes/settings";
import { sharingRoutes } from "./routes/sharing";
import { staffRoutes } from "./routes/staff";
import { tdsRoutes } from "./routes/tds";

/** Browsers on the origins of CORS_ORIGINS may call /api (never /trpc); with none, no CORS headers at all. */
async function allowOrigins(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    // false for any other origin: no CORS header at all, and its preflight is a 404.
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ["GET", "POST", "PATCH", "DELETE"],
    allowedHeaders: ["access_token", "content-type"],
    exposedHeaders: ["retry-after"],
    maxAge: 600,
  });
}

/** Everything under /api: the legacy routes, their envelope for every error, and a JSON 404. */
export async function restPlugin(app: FastifyInstance, services: AppServices): Promise<void> {
  await allowOrigins(app, services.deps.env.CORS_ORIGINS);
  // File uploads (a bank statement): one file of at most the statement's size, a few short fields.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_STATEMENT_CHARS,
      files: 1,
      fields: 4,
      fieldSize: 2_000,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.code(HTTP_STATUS[error.kind]).send(failure(error.message, error.fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, a body over the limit, a wrong content type.
      return reply.code(status).send(failure(error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(failure(SERVER_FAILED));
  });

  // Fastify's own JSON parser (its __proto__ and constructor checks included), behind a one-pass count of
  // each object's keys: JSON.parse of 50,000 distinct keys costs ~80 ms of CPU.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (hasTooManyFields(text)) {
      done(new AppError("BAD_REQUEST", TOO_MANY_FIELDS), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Shape before meaning: a body that is not an object, a string with a NUL or a lone surrogate, or
  // nesting deeper than any schema needs is a 400 naming the field, before any route reads it.
  app.addHook("preHandler", async (request) => {
    const bodyDoc = request.routeOptions.config.doc?.body;
    if (bodyDoc && request.body !== undefined && !isPlainObject(request.body)) {
      throw new AppError("BAD_REQUEST", NOT_AN_OBJECT, { body: NOT_AN_OBJECT });
    }
    const problem = findInputProblem(request.body) ?? findInputProblem(request.query, "query");
    if (problem) throw new AppError("BAD_REQUEST", problem.message, { [problem.field]: problem.message });
  });

  // No money for a role without prices.read (issue 27): one step on every JSON answer of a session route.
  app.addHook("preSerialization", async (request, _reply, payload) => {
    const person = request.person;
    if (!person || person.permissions.includes("prices.read")) return payload;
    return stripMoney(payload);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(`No such path: ${request.method} ${request.url.split("?")[0]}`));
  });

  // Every legacy route carries its RouteDoc; the OpenAPI document is made from the routes as registered.
  const documented: DocumentedRoute[] = [];
  const undocumented: string[] = [];
  const undeclared: string[] = [];
  app.addHook("onRoute", (route) => {
    // Anyone may call an unauthenticated route: its body is refused (413) past a few kilobytes.
    if (route.config?.doc?.auth === false) route.bodyLimit ??= SMALL_BODY_LIMIT;
    const methods = [route.method].flat().filter((m) => m !== "HEAD" && m !== "OPTIONS");
    if (methods.length === 0 || route.config?.undocumented) return;
    for (const method of methods) {
      if (route.config?.doc) documented.push({ method, url: route.url, doc: route.config.doc });
      else undocumented.push(`${method} ${route.url}`);
      // Every legacy route says who may call it (issue 27): a permission, any signed-in person, or anyone.
      if (route.config?.doc && route.config.doc.access === undefined)
        undeclared.push(`${method} ${route.url}`);
    }
  });
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  app.addHook("onReady", async () => {
    if (undocumented.length > 0) {
      throw new Error(
        `REST routes without a RouteDoc (rest/openapi/route-doc.ts): ${undocumented.join(", ")}`,
      );
    }
    if (undeclared.length > 0) {
      throw new Error(`REST routes without a declared access (rest/route.ts): ${undeclared.join(", ")}`);
    }
    document = buildOpenApiDocument(documented, packageJson.version);
    page = renderDocsPage(document);
  });

  const hidden = { config: { undocumented: true as const } };
  app.get("/openapi.json", hidden, async () => document);
  app.get("/docs", hidden, async (_request, reply) => reply.type("text/html; charset=utf-8").send(page));
  app.get("/docs/docs.css", hidden, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=300").send(DOCS_CSS),
  );

  const kit = routeKit(services);
  const groups: RouteGroups = (tag) => routeGroup(app, kit, tag);
  authRoutes(groups);
  settingsRoutes(groups);
  priceListRoutes(groups);
  customerRoutes(groups);
  draftLineRoutes(groups);
  draftItemRoutes(groups);
  invoiceRoutes(groups);
  paymentRoutes(groups);
  bankStatementRoutes(groups);
  tdsRoutes(groups);
  reminderRoutes(groups);
  creditNoteRoutes(groups);
  challanRoutes(groups);
  jobWorkRoutes(groups);
  gstRoutes(groups);
  sharingRoutes(groups);
  cuttingRoutes(groups);
  auditRoutes(groups);
  staffRoutes(groups);
}
