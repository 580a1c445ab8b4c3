import type { Db } from "@kerf/db";
import type { MailTransport } from "@kerf/email";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Env } from "./env";
import type { Limits } from "./services/auth/rate-limits";
import type { CuttingPool } from "./services/cutting/cutting-pool";
import type { JobQueue } from "./services/jobs/job-queue";
import { companyPdf } from "./services/jobs/pdf-jobs";
import type { PdfRenderer } from "./services/jobs/pdf-renderer";
import type { MailWorker } from "./services/mail/mail-outbox";
import type { LinkSeal } from "./services/sharing/link-seal";

/** What every tRPC procedure and REST route gets: the database, the config, and the caller's token. */
export interface RequestContext {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  mail: MailWorker;
  limits: Limits;
  /**
   * Prints the company's documents as jobs of its queue: bound to the session's company once the
   * session is known (tRPC's authedProcedure, REST's session routes); without one it refuses.
   */
  pdf: PdfRenderer;
  /** Seals and opens share links' tokens (the live link is shown again, never stored in clear). */
  linkSeal: LinkSeal;
  /** The same for another company: a public link's PDF is its company's job. */
  pdfFor(companyId: string): PdfRenderer;
  /** Heavy work (cut plans) queued per company, served in turn. */
  jobs: JobQueue;
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
  /** How often this process sends the payment reminders due (issue 31); null: never (tests that run their own). */
  remindersEveryMs?: number | null;
  /** The cut planner's workers; absent: the app starts its own and closes them with itself. */
  cuttingPool?: CuttingPool;
}

export interface AppServices {
  deps: AppDeps;
  mail: MailWorker;
  limits: Limits;
  jobs: JobQueue;
  linkSeal: LinkSeal;
}

/** The context of a request once its session is known: its PDFs are its company's jobs. */
export function withCompany<C extends RequestContext>(ctx: C, companyId: string): C {
  return { ...ctx, pdf: ctx.pdfFor(companyId) };
}

/** Without a session nothing is printed but through pdfFor (a link's company). */
const NO_COMPANY: PdfRenderer = {
  render: () => Promise.reject(new Error("a PDF needs its company: use pdfFor")),
  close: async () => {},
};

export function requestContext(services: AppServices, req: FastifyRequest): RequestContext {
  const header = req.headers.access_token;
  return {
    db: services.deps.db,
    env: services.deps.env,
    log: req.log,
    mail: services.mail,
    limits: services.limits,
    pdf: NO_COMPANY,
    pdfFor: (companyId) => companyPdf(services.jobs, companyId, services.deps.env.PDF_TIMEOUT_MS),
    jobs: services.jobs,
    linkSeal: services.linkSeal,
    clientAddress: req.ip,
    accessToken: (Array.isArray(header) ? header[0] : header) || undefined,
  };
}
