import { describe, expect, it } from "vitest";
import { loggerOptions, withoutTokens } from "./logger";

describe("log format", () => {
  it("is pretty in development on a terminal", () => {
    const options = loggerOptions({ LOG_LEVEL: "info", NODE_ENV: "development" }, true);
    expect(options).toMatchObject({ level: "info", transport: { target: "pino-pretty" } });
    expect(loggerOptions({ LOG_LEVEL: "debug", NODE_ENV: undefined }, true)).toHaveProperty("transport");
  });

  it("is JSON lines when piped, in production and in tests, with credentials redacted", () => {
    for (const [NODE_ENV, tty] of [
      ["development", false],
      ["production", true],
      ["test", true],
    ] as const) {
      const options = loggerOptions({ LOG_LEVEL: "info", NODE_ENV }, tty);
      expect(options, `${NODE_ENV} tty=${tty}`).not.toHaveProperty("transport");
      expect(options).toMatchObject({ redact: expect.arrayContaining(["req.headers.access_token"]) });
    }
  });

  it("keeps no token of a URL: a reset link's query, a share link's path", () => {
    const token = "AbC_12-xyzAbC_12-xyzAbC_12-xyzAbC_12-xyz123";
    expect(withoutTokens(`/forgotPassword?token=${token}&x=1`)).toBe("/forgotPassword?token=[redacted]&x=1");
    expect(withoutTokens(`/q/${token}`)).toBe("/q/[redacted]");
    expect(withoutTokens(`/i/${token}?utm=wa`)).toBe("/i/[redacted]?utm=wa");
    expect(withoutTokens(`/api/public/quote/${token}/pdf`)).toBe("/api/public/quote/[redacted]/pdf");
    expect(withoutTokens(`/api/public/invoice/${token}`)).toBe("/api/public/invoice/[redacted]");
    expect(withoutTokens("/quotation/3f0c")).toBe("/quotation/3f0c");
  });
});
