import type { AppRouter } from "@kerf/server";
import { createTRPCClient, TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failureMessage, httpFailureOf } from "./http-error";
import {
  DEFAULT_HTTP_TIMEOUT_MS,
  HttpError,
  httpFetch,
  SERVER_FAULT_MESSAGE,
  UNREACHABLE_MESSAGE,
  UNREADABLE_MESSAGE,
} from "./http-fetch";
import { trpcLink } from "./trpc";

const overridable = globalThis as { __KERF_HTTP_TIMEOUT_MS__?: unknown };

function answer(body: string, status = 200, contentType = "application/json") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers: { "content-type": contentType } })),
  );
}

/** A server that never answers: the promise only settles when the request is aborted. */
function hang() {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    ),
  );
}

async function failureOfCall(init?: RequestInit) {
  const error = await httpFetch("http://kerf.test/trpc/x", init).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete overridable.__KERF_HTTP_TIMEOUT_MS__;
});

describe("httpFetch", () => {
  it("passes a JSON answer on, its body still readable", async () => {
    answer('[{"result":{"data":{"ok":true}}}]');
    const response = await httpFetch("http://kerf.test/trpc/x");
    expect(await response.json()).toEqual([{ result: { data: { ok: true } } }]);
  });

  it("passes a non-2xx JSON answer on untouched, for tRPC to read the rule's message from", async () => {
    answer('[{"error":{"message":"Too many failed login attempts. Try again in 5 minutes."}}]', 429);
    const response = await httpFetch("http://kerf.test/trpc/x");
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual([
      { error: { message: "Too many failed login attempts. Try again in 5 minutes." } },
    ]);
  });

  it("a network failure (server down) is a FETCH_ERROR keeping the browser's error as cause", async () => {
    const refused = new TypeError("Failed to fetch");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(refused)),
    );
    const error = await failureOfCall();
    expect(error.failure).toEqual({ kind: "FETCH_ERROR" });
    expect(error.message).toBe(UNREACHABLE_MESSAGE);
    expect(error.cause).toBe(refused);
  });

  it("no answer within 15 s is a TIMEOUT_ERROR, and the request is aborted", async () => {
    vi.useFakeTimers();
    hang();
    const call = failureOfCall();
    await vi.advanceTimersByTimeAsync(DEFAULT_HTTP_TIMEOUT_MS - 1);
    const signal = vi.mocked(fetch).mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error.failure).toEqual({ kind: "TIMEOUT_ERROR" });
    expect(error.message).toBe(UNREACHABLE_MESSAGE);
    expect(signal?.aborted).toBe(true);
  });

  it("reads the timeout at each call from window.__KERF_HTTP_TIMEOUT_MS__ (browser tests)", async () => {
    vi.useFakeTimers();
    hang();
    overridable.__KERF_HTTP_TIMEOUT_MS__ = 30;
    const call = failureOfCall();
    await vi.advanceTimersByTimeAsync(29);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).failure.kind).toBe("TIMEOUT_ERROR");
  });

  it("a 2xx body that is not JSON, or not an object or array, is a PARSING_ERROR", async () => {
    answer("not json", 200, "text/plain");
    expect((await failureOfCall()).failure).toEqual({ kind: "PARSING_ERROR" });
    answer('"ok"');
    const error = await failureOfCall();
    expect(error.failure).toEqual({ kind: "PARSING_ERROR" });
    expect(error.message).toBe(UNREADABLE_MESSAGE);
  });

  it("a non-2xx whose body is not JSON (a proxy's page) is HTTP with the status and the text", async () => {
    answer("<h1>502 Bad Gateway</h1>", 502, "text/html");
    const bad = await failureOfCall();
    expect(bad.failure).toEqual({ kind: "HTTP", status: 502, body: "<h1>502 Bad Gateway</h1>" });
    expect(bad.message).toBe(SERVER_FAULT_MESSAGE);
    answer("Payload Too Large", 413, "text/plain");
    const refused = await failureOfCall();
    expect(refused.failure).toEqual({ kind: "HTTP", status: 413, body: "Payload Too Large" });
    expect(refused.message).toBe("The server refused the request (HTTP 413).");
  });

  it("a call its caller cancels stays an abort, not a failure to report", async () => {
    hang();
    const caller = new AbortController();
    const call = httpFetch("http://kerf.test/trpc/x", { signal: caller.signal });
    caller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe("AbortError");
  });
});

describe("through the tRPC client", () => {
  const client = createTRPCClient<AppRouter>({
    links: [trpcLink("http://kerf.test/trpc")],
  });

  async function failureOfQuery() {
    const error = await client.customers.list.query({ page: 1 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCClientError);
    return error as TRPCClientError<AppRouter>;
  }

  it("a server down reaches the screens as FETCH_ERROR, with the unreachable text as message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await failureOfQuery();
    expect(httpFailureOf(error)).toEqual({ kind: "FETCH_ERROR" });
    expect(error.message).toBe(UNREACHABLE_MESSAGE);
    expect(error.data).toBeUndefined();
  });

  it("a bad body reaches the screens as PARSING_ERROR", async () => {
    answer("not json", 200, "text/plain");
    const error = await failureOfQuery();
    expect(httpFailureOf(error)).toEqual({ kind: "PARSING_ERROR" });
    expect(failureMessage(error, { kind: "PARSING_ERROR" })).toBe(UNREADABLE_MESSAGE);
  });

  it("a server refusal stays tRPC's error (message, httpStatus, fieldErrors) and classifies as HTTP", async () => {
    const shape = {
      message: "Too many failed login attempts. Try again in 5 minutes.",
      code: -32029,
      data: { code: "TOO_MANY_REQUESTS", httpStatus: 429, path: "customers.list", fieldErrors: null },
    };
    answer(JSON.stringify([{ error: shape }]), 429);
    const error = await failureOfQuery();
    expect(error.message).toBe(shape.message);
    expect(error.data?.httpStatus).toBe(429);
    const failure = httpFailureOf(error);
    expect(failure).toEqual({ kind: "HTTP", status: 429, body: shape });
    expect(failureMessage(error, failure!)).toBe(shape.message);
  });

  it("a 5xx from the server keeps its message; a 5xx page without one gets the generic text", async () => {
    const shape = { message: "Database is down", code: -32603, data: { httpStatus: 500 } };
    answer(JSON.stringify([{ error: shape }]), 500);
    const withMessage = await failureOfQuery();
    expect(failureMessage(withMessage, httpFailureOf(withMessage)!)).toBe("Database is down");

    answer("Internal Server Error", 500, "text/plain");
    const bare = await failureOfQuery();
    expect(httpFailureOf(bare)).toEqual({ kind: "HTTP", status: 500, body: "Internal Server Error" });
    expect(failureMessage(bare, httpFailureOf(bare)!)).toBe(SERVER_FAULT_MESSAGE);
  });

  it("anything that is not a call's failure has no kind", () => {
    expect(httpFailureOf(new Error("a bug in a screen"))).toBeNull();
    expect(httpFailureOf("nope")).toBeNull();
  });
});
