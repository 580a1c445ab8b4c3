import type { Db } from "@kerf/db";
import type { MailTransport } from "@kerf/email";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Env } from "./env";
import type { CuttingPool } from "./services/cutting-pool";
import type { LinkSeal } from "./services/link-seal";
import type { MailWorker } from "./services/mail-outbox";
import type { PdfRenderer } from "./services/pdf-renderer";
import type { Limits } from "./services/rate-limits";

/** What every tRPC procedure and REST route gets: the database, the config, and the caller's token. */
export interface RequestContext {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  mail: MailWorker;
  limits: Limits;
  pdf: PdfRenderer;
  /** The cut planner's worker threads. */
  cutting: CuttingPool;
  /** Seals and opens share links' tokens (the live link is shown again, never stored in clear). */
  linkSeal: LinkSeal;
  /** The socket's address, or X-Forwarded-For's when TRUST_PROXY is set (Fastify's request.ip). */
  clientAddress: string;
  accessToken: string | undefined;
}

export interface AppDeps {
  db: Db;
  env: Env;
  /** The built web app; absent in tests that do not serve it. */
  webDist?: string;
  /** Overrides the transport made from SMTP_URL (tests); null keeps mail in the outbox. */
  mailTransport?: MailTransport | null;
  /** How often the mail worker looks for due mail. */
  mailIntervalMs?: number;
  /** The cut planner's workers; absent: the app starts its own and closes them with itself. */
  cuttingPool?: CuttingPool;
}

export interface AppServices {
  deps: AppDeps;
  mail: MailWorker;
  limits: Limits;
  pdf: PdfRenderer;
  cutting: CuttingPool;
  linkSeal: LinkSeal;
}

export function requestContext(services: AppServices, req: FastifyRequest): RequestContext {
  const header = req.headers.access_token;
  return {
    db: services.deps.db,
    env: services.deps.env,
    log: req.log,
    mail: services.mail,
    limits: services.limits,
    pdf: services.pdf,
    cutting: services.cutting,
    linkSeal: services.linkSeal,
    clientAddress: req.ip,
    accessToken: (Array.isArray(header) ? header[0] : header) || undefined,
  };
}
