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
