import { createRequire } from "node:module";
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Env } from "./env";

/**
 * A URL as the log keeps it: what opens something without a session is cut out. A reset link opened in a
 * browser is a GET of /forgotPassword?token=...; a share link is /q/<token> or /i/<token> (the page) and
 * /api/public/quote/<token>/... or /api/public/invoice/<token>/... (its JSON, PDF and answers).
 */
export function withoutTokens(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, "$1[redacted]")
    .replace(/^(\/(?:q|i)\/)[^/?#]+/, "$1[redacted]")
    .replace(/^(\/api\/public\/(?:quote|invoice)\/)[^/?#]+/, "$1[redacted]");
}

/** Keys that carry a credential: never written to the log. */
const REDACT = ["req.headers.access_token", "req.headers.authorization", "req.headers.cookie"];

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/**
 * One JSON line per event (for log collectors), except in development on a terminal, where a person
 * reads them: then pino-pretty prints them coloured and one per line. `tty` is stdout's.
 */
export function loggerOptions(
  env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">,
  tty = process.stdout.isTTY === true,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  const pretty = tty && env.NODE_ENV !== "production" && env.NODE_ENV !== "test" && prettyAvailable();
  return {
    level: env.LOG_LEVEL,
    redact: REDACT,
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: withoutTokens(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    ...(pretty && {
      transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" } },
    }),
  };
}
