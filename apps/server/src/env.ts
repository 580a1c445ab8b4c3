import { z } from "zod";

// An empty variable means "not set", as in most .env files.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/**
 * A comma-separated list of origins (scheme://host[:port], no path) that may call /api from a browser on
 * another origin. Unset or empty: none, and no CORS headers at all.
 */
const corsOrigins = optional(z.string()).transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of (value ?? "").split(",")) {
    const origin = item.trim().replace(/\/$/, "");
    if (!origin) continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    const bare =
      parsed &&
      /^https?:$/.test(parsed.protocol) &&
      parsed.pathname === "/" &&
      !parsed.search &&
      !parsed.hash &&
      !parsed.username &&
      !parsed.password;
    if (!parsed || !bare) {
      ctx.issues.push({
        code: "custom",
        input: value,
        message: `"${origin}" is not an origin: use scheme://host[:port], such as https://shop.example.com, comma-separated`,
      });
      return z.NEVER;
    }
    origins.push(parsed.origin);
  }
  return [...new Set(origins)];
});

const count = (fallback: number) =>
  optional(z.coerce.number().int().min(1).max(1_000_000)).transform((v) => v ?? fallback);

/**
 * Fastify's trustProxy: unset or "false" trusts no proxy (the client is the socket's address); "true"
 * trusts every hop; a number trusts that many hops; otherwise a comma-separated list of proxy addresses
 * or CIDR ranges ("10.0.0.1,172.16.0.0/12").
 */
const trustProxy = optional(z.string()).transform((value, ctx): boolean | number | string[] => {
  const text = (value ?? "false").trim().toLowerCase();
  if (text === "false" || text === "0") return false;
  if (text === "true") return true;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const list = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((item) => !/^[0-9a-f.:]+(?:\/\d{1,3})?$/.test(item))) {
    ctx.issues.push({
      code: "custom",
      input: value,
      message: 'use "true", a number of hops, or comma-separated proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  }
  return list;
});

const ZEnv = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])),
    PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((v) => v ?? 3000),
    HOST: optional(z.string()).transform((v) => v ?? "0.0.0.0"),
    DATA_DIR: optional(z.string()).transform((v) => v ?? "./data"),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })),
    APP_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).transform(
      (v) => v ?? "info",
    ),
    CORS_ORIGINS: corsOrigins,
    TRUST_PROXY: trustProxy,
    /** Requests a minute from one client address to each unauthenticated path. */
    AUTH_RATE_LIMIT_PER_MINUTE: count(30),
    LOGIN_MAX_FAILURES: count(10),
    LOGIN_FAILURE_WINDOW_MINUTES: count(15),
    RESET_MAILS_PER_HOUR: count(3),
    /** Quotation and invoice mails one company may send a day (India's calendar day). */
    DOCUMENT_MAILS_PER_DAY: count(100),
    /** Of those, how many may go to one e-mail address a day. */
    DOCUMENT_MAILS_PER_ADDRESS_PER_DAY: count(5),
    /** Asks for changes one share link may send in an hour (each is a mail to the shop). */
    CHANGE_REQUESTS_PER_LINK_PER_HOUR: count(5),
    /**
     * The key that seals share links' tokens in the database (64 hex characters, 32 bytes); unset: a key
     * made once and kept in $DATA_DIR/share-link.key. Several machines on one database need the same key.
     */
    SHARE_LINK_KEY: optional(
      z
        .string()
        .regex(
          /^[0-9a-fA-F]{64}$/,
          "must be 64 hex characters (32 bytes), such as `openssl rand -hex 32` prints",
        ),
    ),
    /** How long a request may take to arrive whole (headers and body) before it is cut off with 408. */
    REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000)).transform(
      (v) => v ?? 30_000,
    ),
    /** The Chromium that prints PDFs (Debian's; never a downloaded one). */
    CHROMIUM_PATH: optional(z.string()).transform((v) => v ?? "/usr/bin/chromium"),
    /** PDFs printed at once; more wait in a queue. */
    PDF_CONCURRENCY: optional(z.coerce.number().int().min(1).max(16)).transform((v) => v ?? 2),
    /** How long one PDF may take, queue included, before a 503. */
    PDF_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(120_000)).transform((v) => v ?? 20_000),
    /** The cut planner's worker threads; unset: one fewer than the machine's cores (at least one). */
    CUT_WORKERS: optional(z.coerce.number().int().min(1).max(64)),
    /** Jobs of one kind (PDFs, cut plans) a company may have waiting; more are refused at once. */
    JOBS_WAITING_PER_COMPANY: optional(z.coerce.number().int().min(1).max(1000)).transform((v) => v ?? 20),
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  }));

export type Env = z.output<typeof ZEnv>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment once at boot; the message names every variable that is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = ZEnv.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new EnvError(`Invalid environment variable${lines.length > 1 ? "s" : ""}:\n${lines.join("\n")}`);
}
