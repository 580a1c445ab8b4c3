// The contract suite's harness: the server in a process of its own, a `fetch` client whose every answer is
// checked against the OpenAPI document, and the checks the cases make.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import Ajv2020, { type ErrorObject } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { spawnServer, waitForHealthy } from "../test/spawn-server";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";
export type Json = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------
// The server

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** `tsx src/index.ts` as `npm start` runs it, on its own embedded PostgreSQL in a temporary DATA_DIR. */
export async function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kerf-contract-"));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    // Its own database, and mail kept in the outbox (readable at /dev/mail.json, for the reset token).
    DATABASE_URL: "",
    SMTP_URL: "",
    CORS_ORIGINS: "",
    // The suite calls every unauthenticated path many times from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    RESET_MAILS_PER_HOUR: "1000",
  });
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
      await server.exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(server, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${server.port}`, stop };
}

// ---------------------------------------------------------------------------------------------------------
// Calls, each answer checked against the OpenAPI document

export interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
}

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

export class ContractError extends Error {}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A multipart body (a file upload) instead of JSON. */
  form?: FormData;
  query?: Record<string, string>;
  /** Values of the path's parameters ({token}). */
  params?: Record<string, string>;
}

export function fail(message: string): never {
  throw new ContractError(message);
}

export const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text && text.length > 300 ? `${text.slice(0, 300)}...` : text;
};

export class Client {
  /** Answers that did not match the document: found by every call, reported by the case that made it. */
  // multipleOf read as decimals are (62.66 is a multiple of 0.01), as JSON's numbers are written: the GST
  // files carry amounts as numbers, and 62.66 / 0.01 is not a whole number in floating point.
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 6 });
  calls = 0;

  constructor(
    readonly base: string,
    private readonly doc: OpenApi,
  ) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, "openapi");
  }

  /** The schema of the answer of path+method+status in the document (its `default` for another status). */
  private validatorFor(method: Method, documentedPath: string, status: number) {
    const operation = this.doc.paths[documentedPath]?.[method.toLowerCase()];
    if (!operation) fail(`${method} ${documentedPath} is not in the OpenAPI document`);
    const key = String(status) in operation.responses ? String(status) : "default";
    if (!(key in operation.responses))
      fail(`${method} ${documentedPath}: no response ${status} in the document`);
    const pointer = [
      "paths",
      documentedPath,
      method.toLowerCase(),
      "responses",
      key,
      "content",
      "application/json",
      "schema",
    ]
      .map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1"))
      .join("/");
    const validate = this.ajv.getSchema(`openapi#/${pointer}`);
    if (!validate) fail(`${method} ${documentedPath}: no schema for ${key}`);
    return validate;
  }

  async call(method: Method, documentedPath: string, options: CallOptions = {}): Promise<Answer> {
    const res = await this.send(method, documentedPath, options);
    return this.checked(method, documentedPath, res, await res.text());
  }

  /**
   * A path that answers a PDF: a 200 must be one (`application/pdf`, as documented, starting %PDF-);
   * any other status is the JSON envelope, checked as `call` checks it.
   */
  async pdf(documentedPath: string, options: CallOptions = {}): Promise<Answer & { bytes?: Buffer }> {
    const res = await this.send("GET", documentedPath, options);
    if (res.status !== 200) return this.checked("GET", documentedPath, res, await res.text());
    const documented = this.doc.paths[documentedPath]?.get?.responses["200"] as
      | { content?: Record<string, unknown> }
      | undefined;
    if (!documented?.content?.["application/pdf"])
      fail(`GET ${documentedPath}: 200 is not documented as a PDF`);
    if (res.headers.get("content-type") !== "application/pdf")
      fail(`GET ${documentedPath}: content-type ${res.headers.get("content-type")}, not application/pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.subarray(0, 5).toString() !== "%PDF-") fail(`GET ${documentedPath}: the body is not a PDF`);
    return { status: 200, body: {}, headers: res.headers, bytes };
  }

  /**
   * A path that answers a CSV file: a 200 must be one (`text/csv`, as documented, named by
   * Content-Disposition); any other status is the JSON envelope, checked as `call` checks it.
   */
  async csv(documentedPath: string, options: CallOptions = {}): Promise<Answer & { text?: string }> {
    const res = await this.send("GET", documentedPath, options);
    if (res.status !== 200) return this.checked("GET", documentedPath, res, await res.text());
    const documented = this.doc.paths[documentedPath]?.get?.responses["200"] as
      | { content?: Record<string, unknown> }
      | undefined;
    if (!documented?.content?.["text/csv"]) fail(`GET ${documentedPath}: 200 is not documented as CSV`);
    if (!res.headers.get("content-type")?.startsWith("text/csv"))
      fail(`GET ${documentedPath}: content-type ${res.headers.get("content-type")}, not text/csv`);
    if (!/^attachment; filename="[^"]+\.csv"$/.test(res.headers.get("content-disposition") ?? ""))
      fail(`GET ${documentedPath}: no file name for the CSV`);
    return { status: 200, body: {}, headers: res.headers, text: await res.text() };
  }

  private send(method: Method, documentedPath: string, options: CallOptions) {
    this.calls++;
    const query = options.query ? `?${new URLSearchParams(options.query)}` : "";
    const headers: Record<string, string> = {};
    if (options.token) headers.access_token = options.token;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    // {token} in a documented path is the value given in params.
    const url = documentedPath.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(options.params?.[name] ?? fail(`no value for {${name}} of ${documentedPath}`)),
    );
    return fetch(`${this.base}${url}${query}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.form ? { body: options.form } : {}),
    });
  }

  private checked(method: Method, documentedPath: string, res: Response, text: string): Answer {
    let body: Json;
    try {
      body = JSON.parse(text) as Json;
    } catch {
      fail(
        `${method} ${documentedPath} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`,
      );
    }
    const validate = this.validatorFor(method, documentedPath, res.status);
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 5)
        .map(
          (e: ErrorObject) =>
            `${e.instancePath || "/"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`,
        );
      fail(
        `${method} ${documentedPath} ${res.status}: the answer does not match the OpenAPI document:\n      ${errors.join("\n      ")}\n      body: ${show(body)}`,
      );
    }
    return { status: res.status, body, headers: res.headers };
  }

  /** A tRPC mutation over plain HTTP, for what the legacy paths do not cover (an order's header). */
  async trpc(procedure: string, token: string, input: unknown): Promise<unknown> {
    const res = await fetch(`${this.base}/trpc/${procedure}`, {
      method: "POST",
      headers: { "content-type": "application/json", access_token: token },
      body: JSON.stringify(input),
    });
    const body = (await res.json()) as { result?: { data: unknown } };
    if (res.status !== 200 || !body.result) fail(`tRPC ${procedure} answered ${res.status}: ${show(body)}`);
    return body.result.data;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Checks

export function expectStatus(res: Answer, status: number): Answer {
  if (res.status !== status) fail(`expected ${status}, got ${res.status}: ${show(res.body)}`);
  return res;
}

export function expectOk(res: Answer, status = 200): Json & { data: unknown } {
  expectStatus(res, status);
  if (res.body.isError !== false) fail(`expected isError false: ${show(res.body)}`);
  return res.body as Json & { data: unknown };
}

/** A 400 whose message is the rule's text and whose `errors` hold each of `fields` with its message. */
export function expectInvalid(res: Answer, message: string, fields: Record<string, string>) {
  expectStatus(res, 400);
  if (res.body.isError !== true) fail(`expected isError true: ${show(res.body)}`);
  if (res.body.message !== message) fail(`expected message ${show(message)}, got ${show(res.body.message)}`);
  const errors = (res.body.errors ?? {}) as Record<string, string>;
  for (const [field, text] of Object.entries(fields)) {
    if (errors[field] !== text) fail(`expected errors.${field} = ${show(text)}, got errors ${show(errors)}`);
  }
}

export function expectFailure(res: Answer, status: number, message?: string) {
  expectStatus(res, status);
  if (res.body.isError !== true) fail(`expected isError true: ${show(res.body)}`);
  if (message !== undefined && res.body.message !== message) {
    fail(`expected message ${show(message)}, got ${show(res.body.message)}`);
  }
}

export function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (!isDeepStrictEqual(actual, expected)) fail(`${what}: expected ${show(expected)}, got ${show(actual)}`);
}

export function check(condition: unknown, what: string) {
  if (!condition) fail(what);
}
