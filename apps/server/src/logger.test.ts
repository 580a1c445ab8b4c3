import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger";

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
});
