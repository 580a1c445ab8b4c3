import type { FastifyError, FastifyInstance } from "fastify";
import type { AppServices } from "../context";
import { AppError, HTTP_STATUS } from "../errors";
import { failure } from "./envelope";
import { routeKit } from "./route-kit";
import { authRoutes } from "./routes/auth";
import { customerRoutes } from "./routes/customers";
import { draftLineRoutes } from "./routes/draft-lines";
import { invoiceRoutes } from "./routes/invoices";
import { settingsRoutes } from "./routes/settings";

/** Everything under /api: the legacy routes, their envelope for every error, and a JSON 404. */
export async function restPlugin(app: FastifyInstance, services: AppServices): Promise<void> {
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
    return reply.code(500).send(failure("Something went wrong on the server. Please try again."));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(`No such path: ${request.method} ${request.url.split("?")[0]}`));
  });

  const kit = routeKit(services);
  await authRoutes(app, kit);
  await settingsRoutes(app, kit);
  await customerRoutes(app, kit);
  await draftLineRoutes(app, kit);
  await invoiceRoutes(app, kit);
}
