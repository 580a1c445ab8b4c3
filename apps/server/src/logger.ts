import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";
import type { Env } from "./env";

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
    ...(pretty && {
      transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" } },
    }),
  };
}
