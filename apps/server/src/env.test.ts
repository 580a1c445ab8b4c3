import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the defaults of a fresh clone", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it("reads CORS_ORIGINS as a comma-separated list of origins", () => {
    expect(parseEnv({ CORS_ORIGINS: "" }).CORS_ORIGINS).toEqual([]);
    expect(
      parseEnv({
        CORS_ORIGINS: " https://shop.example.com, http://localhost:5173/ ,https://shop.example.com",
      }).CORS_ORIGINS,
    ).toEqual(["https://shop.example.com", "http://localhost:5173"]);
  });

  it("reads the limits and TRUST_PROXY", () => {
    expect(parseEnv({})).toMatchObject({
      TRUST_PROXY: false,
      AUTH_RATE_LIMIT_PER_MINUTE: 30,
      LOGIN_MAX_FAILURES: 10,
      LOGIN_FAILURE_WINDOW_MINUTES: 15,
      RESET_MAILS_PER_HOUR: 3,
    });
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, 172.16.0.0/12" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "172.16.0.0/12",
    ]);
    expect(parseEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "100" }).AUTH_RATE_LIMIT_PER_MINUTE).toBe(100);
  });

  it("reads the limits on mail, answers and slow requests, and the share link key", () => {
    expect(parseEnv({})).toMatchObject({
      DOCUMENT_MAILS_PER_DAY: 100,
      DOCUMENT_MAILS_PER_ADDRESS_PER_DAY: 5,
      CHANGE_REQUESTS_PER_LINK_PER_HOUR: 5,
      REQUEST_TIMEOUT_MS: 30_000,
    });
    expect(parseEnv({}).SHARE_LINK_KEY).toBeUndefined();
    const key = "ab".repeat(32);
    expect(parseEnv({ SHARE_LINK_KEY: key, DOCUMENT_MAILS_PER_DAY: "20" })).toMatchObject({
      SHARE_LINK_KEY: key,
      DOCUMENT_MAILS_PER_DAY: 20,
    });
  });

  it("treats an empty variable as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ APP_URL: "ftp://example.com" }, "APP_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "my proxy" }, "TRUST_PROXY"],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: "0" }, "AUTH_RATE_LIMIT_PER_MINUTE"],
    [{ CORS_ORIGINS: "https://ok.example.com,shop.example.com" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "https://shop.example.com/path" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "ftp://shop.example.com" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "*" }, "CORS_ORIGINS"],
    [{ DOCUMENT_MAILS_PER_DAY: "0" }, "DOCUMENT_MAILS_PER_DAY"],
    [{ DOCUMENT_MAILS_PER_ADDRESS_PER_DAY: "many" }, "DOCUMENT_MAILS_PER_ADDRESS_PER_DAY"],
    [{ CHANGE_REQUESTS_PER_LINK_PER_HOUR: "-1" }, "CHANGE_REQUESTS_PER_LINK_PER_HOUR"],
    [{ SHARE_LINK_KEY: "too-short" }, "SHARE_LINK_KEY"],
    [{ REQUEST_TIMEOUT_MS: "10" }, "REQUEST_TIMEOUT_MS"],
  ])("stops on %o with a message naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`Invalid environment variable:\\n  ${name}: `));
  });
});
