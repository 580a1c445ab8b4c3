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
    [{ CORS_ORIGINS: "https://ok.example.com,shop.example.com" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "https://shop.example.com/path" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "ftp://shop.example.com" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "*" }, "CORS_ORIGINS"],
  ])("stops on %o with a message naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`Invalid environment variable:\\n  ${name}: `));
  });
});
